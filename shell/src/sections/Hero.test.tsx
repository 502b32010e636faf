import { analyticsWrapper } from '@hl/shared/analytics-testing';
import { OPEN_APPLICATION_DIALOG } from '@hl/shared/events';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Hero } from './Hero.tsx';

describe('Hero', () => {
  it('shows the required stats', () => {
    render(<Hero />, { wrapper: analyticsWrapper() });
    for (const value of ['10+', '98%', '24hrs']) expect(screen.getByText(value)).toBeInTheDocument();
  });

  it('has six calculator tiles, each opening its calculator by URL', () => {
    render(<Hero />, { wrapper: analyticsWrapper() });
    const ids = ['affordability', 'repayment', 'transfer', 'extra', 'deposit', 'amortisation'];
    const tiles = screen.getAllByRole('link').filter((a) => a.getAttribute('href')?.startsWith('/calculators?calc='));
    expect(tiles.map((a) => a.getAttribute('href'))).toEqual(ids.map((id) => `/calculators?calc=${id}`));
  });

  it('opens the application dialog from Get Pre-Approved', async () => {
    const listener = vi.fn();
    window.addEventListener(OPEN_APPLICATION_DIALOG, listener);
    render(<Hero />, { wrapper: analyticsWrapper() });
    await userEvent.click(screen.getByRole('button', { name: 'Get Pre-Approved' }));
    expect(listener).toHaveBeenCalledTimes(1);
    window.removeEventListener(OPEN_APPLICATION_DIALOG, listener);
  });

  it('expands the Why Get Pre-Approved explainer', async () => {
    render(<Hero />, { wrapper: analyticsWrapper() });
    const summary = screen.getByText('Why Get Pre-Approved?');
    const details = summary.closest('details') as HTMLDetailsElement;
    expect(details.open).toBe(false);
    await userEvent.click(summary);
    expect(details.open).toBe(true);
  });
});
