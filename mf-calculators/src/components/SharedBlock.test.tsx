import { OPEN_APPLICATION_DIALOG } from '@hl/shared/events';
import { preApprovalUrl, site, startApplicationUrl } from '@hl/shared/site';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentQuery, renderAt, resetTracking, tracked } from '../test/harness.tsx';

beforeEach(() => resetTracking());

// Links to the application site would navigate the test page away.
const noNavigation = (event: Event) => event.preventDefault();

describe('shared block under every calculator', () => {
  it('links to the application site and tracks which link', async () => {
    const { user } = renderAt('/calculators?calc=deposit');
    document.addEventListener('click', noNavigation);
    try {
      const preApproved = screen.getByRole('link', { name: 'Get pre-approved in minutes' });
      const start = screen.getByRole('link', { name: 'Start your application' });
      expect(preApproved).toHaveAttribute('href', preApprovalUrl());
      expect(start).toHaveAttribute('href', startApplicationUrl());
      await user.click(preApproved);
      await user.click(start);
    } finally {
      document.removeEventListener('click', noNavigation);
    }
    expect(tracked()).toEqual([
      { kind: 'event', type: 'calculator_used', element: 'deposit', value: 'link', passive: true },
      { kind: 'event', type: 'cta_click', element: 'calculators_pre_approved_in_minutes', value: 'deposit' },
      { kind: 'event', type: 'cta_click', element: 'calculators_start_application', value: 'deposit' },
    ]);
  });

  it('reveals the phone line with "Discuss Results with an Expert"', async () => {
    const { user } = renderAt('/');
    const toggle = screen.getByRole('button', { name: 'Discuss Results with an Expert' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: site.phone.display })).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: site.phone.display })).toHaveAttribute('href', `tel:${site.phone.tel}`);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(tracked()).toEqual([
      { kind: 'event', type: 'discuss_expert_toggle', element: 'calculators', value: 'open' },
      { kind: 'event', type: 'discuss_expert_toggle', element: 'calculators', value: 'close' },
    ]);
  });

  it('has two explainers that open and close, each toggle tracked', async () => {
    const { user } = renderAt('/');
    const how = screen.getByText('How this is worked out');
    const banks = screen.getByText('What else banks look at');
    await user.click(how);
    expect(how.closest('details')).toHaveAttribute('open');
    await user.click(banks);
    await user.click(how);
    await vi.waitFor(() =>
      expect(tracked()).toEqual([
        { kind: 'event', type: 'explainer_toggle', element: 'how_figures_worked_out', value: 'open' },
        { kind: 'event', type: 'explainer_toggle', element: 'what_banks_look_at', value: 'open' },
        { kind: 'event', type: 'explainer_toggle', element: 'how_figures_worked_out', value: 'close' },
      ]),
    );
  });
});

describe('bottom call to action', () => {
  it('Get Pre-Approved opens the shell’s application dialog through the browser event', async () => {
    const listener = vi.fn();
    window.addEventListener(OPEN_APPLICATION_DIALOG, listener);
    try {
      const { user } = renderAt('/');
      await user.click(screen.getByRole('button', { name: 'Get Pre-Approved' }));
      expect(listener).toHaveBeenCalledTimes(1);
      const event = listener.mock.calls[0]?.[0] as CustomEvent | undefined;
      expect(event?.detail).toEqual({ source: 'calculators' });
      expect(tracked()).toEqual([{ kind: 'event', type: 'get_pre_approved', element: 'calculators' }]);
    } finally {
      window.removeEventListener(OPEN_APPLICATION_DIALOG, listener);
    }
  });

  it('Speak to an Expert goes to /contact', async () => {
    const { user } = renderAt('/calculators?calc=repayment');
    const link = screen.getByRole('link', { name: 'Speak to an Expert' });
    expect(link).toHaveAttribute('href', '/contact');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/contact$/);
    expect(currentQuery().toString()).toBe('');
    expect(tracked()).toEqual([
      { kind: 'event', type: 'calculator_used', element: 'repayment', value: 'link', passive: true },
      { kind: 'event', type: 'contact_expert', element: 'calculators' },
    ]);
  });
});
