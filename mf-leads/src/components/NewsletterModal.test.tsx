import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DISMISSED_KEY, SHOWN_KEY } from '../lib/newsletter-visibility.ts';
import { fakeBff, json } from '../test/bff.ts';
import { renderWithAnalytics } from '../test/render.tsx';
import NewsletterModal from './NewsletterModal.tsx';

const DELAY = 20;

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  for (const other of document.querySelectorAll('body > dialog')) other.remove();
});

let tracker: ReturnType<typeof renderWithAnalytics>['tracker'];
/** Events as [type, value], conversions as [type]; page views aside. */
const tracked = () =>
  tracker.records.flatMap((r) =>
    r.kind === 'event' ? [[r.type, r.value]] : r.kind === 'conversion' ? [[r.type]] : [],
  );

function renderAt(path: string, allowedPaths?: string[]) {
  ({ tracker } = renderWithAnalytics(
    <NewsletterModal delayMs={DELAY} {...(allowedPaths ? { allowedPaths } : {})} />,
    path,
  ));
  return userEvent.setup();
}

const dialog = () => screen.findByRole('dialog', { name: 'Get Smarter About Home Loans' });

describe('newsletter modal', () => {
  it('opens after its delay, once a session, and records the impression', async () => {
    renderAt('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await dialog()).toBeVisible();
    expect(sessionStorage.getItem(SHOWN_KEY)).toBe('1');
    expect(tracked()).toEqual([['modal_impression', undefined]]);
  });

  it('does not open again in the same session, nor on a path that is not allowed', async () => {
    sessionStorage.setItem(SHOWN_KEY, '1');
    renderAt('/');
    await new Promise((resolve) => setTimeout(resolve, DELAY * 3));
    expect(screen.queryByRole('dialog')).toBeNull();
    sessionStorage.clear();
    renderAt('/apply', ['/', '/articles/']);
    await new Promise((resolve) => setTimeout(resolve, DELAY * 3));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('waits while another modal shows (an article being read) and opens as that one closes', async () => {
    const reader = document.body.appendChild(document.createElement('dialog'));
    reader.showModal();
    renderAt('/articles/fica-documents-1', ['/', '/articles/']);
    await new Promise((resolve) => setTimeout(resolve, DELAY * 3));
    expect(screen.queryByRole('dialog', { name: 'Get Smarter About Home Loans' })).toBeNull();
    expect(tracked()).toEqual([]);

    reader.close();
    expect(await dialog()).toBeVisible();
    expect(tracked()).toEqual([['modal_impression', undefined]]);
  });

  it('refuses an empty name with "Please enter your name." and makes no call', async () => {
    const bff = fakeBff();
    const user = renderAt('/');
    await dialog();
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.type(screen.getByLabelText('Email'), 'naledi@example.co.za');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Please enter your name.')).toBeInTheDocument();
    expect(bff.fetchMock).not.toHaveBeenCalled();
  });

  it('201: confirms, records the submit and the sign-up, and Done closes without a dismissal', async () => {
    const bff = fakeBff(() => json(201, { message: 'Subscribed.' }));
    const user = renderAt('/');
    await dialog();
    await user.type(screen.getByLabelText('Name'), ' Naledi ');
    await user.type(screen.getByLabelText('Email'), 'naledi@example.co.za');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Subscription confirmed')).toBeInTheDocument();
    expect(screen.getByText('You are now subscribed. Welcome aboard!')).toBeInTheDocument();
    expect(bff.posted()).toEqual([
      {
        path: '/contact/newsletter/subscribe',
        body: { payload: { name: 'Naledi', email: 'naledi@example.co.za', source: 'newsletter_modal', website: '' } },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(DISMISSED_KEY)).toBeNull();
    // The offer opened by itself; the visitor then focused its form.
    expect(tracked()).toEqual([
      ['modal_impression', undefined],
      ['lead_form_focus', undefined],
      ['newsletter_submit', undefined],
      ['newsletter_signup', undefined],
      ['newsletter_signup'],
    ]);
    expect(tracker.records[1]).toMatchObject({ type: 'modal_impression', passive: true });
    expect(tracker.records[2]).toMatchObject({ type: 'lead_form_focus', element: 'newsletter_modal' });
    expect(tracker.records[2]).not.toHaveProperty('passive');
  });

  it("200 with 'already': already subscribed", async () => {
    fakeBff(() => json(200, { message: 'This e-mail address is already subscribed.' }));
    const user = renderAt('/');
    await dialog();
    await user.type(screen.getByLabelText('Name'), 'Naledi');
    await user.type(screen.getByLabelText('Email'), 'naledi@example.co.za');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText('Already subscribed')).toBeInTheDocument();
    expect(screen.getByText('You’re already on our list.')).toBeInTheDocument();
  });

  it("a failure shows the server's message, or the required fallback", async () => {
    fakeBff(() => new Response('oops', { status: 502 }));
    const user = renderAt('/');
    await dialog();
    await user.type(screen.getByLabelText('Name'), 'Naledi');
    await user.type(screen.getByLabelText('Email'), 'naledi@example.co.za');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to subscribe. Please try again.');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  // Escape makes the browser fire `cancel` on the dialog; a backdrop click lands on the dialog itself.
  it.each([
    ['the close button', 'dismiss'],
    ['Escape', 'esc'],
    ['a backdrop click', 'backdrop'],
  ])('closing with %s dismisses it for the session and records the reason', async (how, reason) => {
    const user = renderAt('/');
    const modal = await dialog();
    if (how === 'Escape') fireEvent(modal, new Event('cancel', { cancelable: true }));
    else if (how === 'a backdrop click') await user.click(modal);
    else await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sessionStorage.getItem(DISMISSED_KEY)).toBe('1');
    expect(tracked()).toEqual([
      ['modal_impression', undefined],
      ['modal_close', reason],
    ]);
  });
});
