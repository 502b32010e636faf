import { analyticsWrapper, recordingTracker } from '@hl/shared/analytics-testing';
import { OPEN_APPLICATION_DIALOG } from '@hl/shared/events';
import { site } from '@hl/shared/site';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FloatingCorner } from './FloatingCorner.tsx';
import {
  CALLBACK_PROMPT_DELAY_MS,
  CALLBACK_PROMPT_SHOWN_KEY,
  NUDGE_DELAY_MS,
  NUDGE_DISMISSED_AT_KEY,
  NUDGE_QUIET_MS,
} from './timing.ts';
import { DIALOG_RECHECK_MS } from './useAfterDelay.ts';

const NOW = new Date('2026-03-02T09:00:00Z').getTime();

// A click on a tel:, mailto: or chat link would make the test page navigate away.
const stopNavigation = (e: MouseEvent) => {
  if ((e.target as Element).closest('a')) e.preventDefault();
};

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  // Testing Library waits for a zero-delay timeout after each interaction and advances fake timers
  // only when it sees Jest's; this lets it advance vitest's.
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  localStorage.clear();
  sessionStorage.clear();
  window.addEventListener('click', stopNavigation);
});
afterEach(() => {
  window.removeEventListener('click', stopNavigation);
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

function renderCorner() {
  const tracker = recordingTracker();
  const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
  const view = render(<FloatingCorner />, { wrapper: analyticsWrapper(tracker) });
  const button = () => screen.getByRole('button', { name: 'Contact us' });
  const menu = () => screen.queryByRole('list', { name: 'Talk to a bond consultant' });
  return { tracker, user, view, button, menu };
}

const pass = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('the contact widget menu', () => {
  it('opens from its button with focus on the first choice, and a second press closes it', async () => {
    const { user, button, menu, tracker } = renderCorner();
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toBeNull();
    expect(document.getElementById(button().getAttribute('aria-controls') ?? '')).not.toBeNull();

    await user.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'true');
    expect(menu()).toBeVisible();
    expect(screen.getByRole('link', { name: `Call us ${site.phone.display}` })).toHaveFocus();
    expect(tracker.events()).toContainEqual(['contact_widget_open', 'button']);

    await user.click(button());
    expect(button()).toHaveAttribute('aria-expanded', 'false');
    expect(menu()).toBeNull();
    expect(button()).toHaveFocus();
  });

  it('closes on Escape and gives focus back to its button', async () => {
    const { user, button, menu } = renderCorner();
    await user.click(button());
    await user.keyboard('{Escape}');
    expect(menu()).toBeNull();
    expect(button()).toHaveFocus();
  });

  it('closes on a press on the overlay, focus back on the button', async () => {
    const { user, button, menu } = renderCorner();
    expect(screen.queryByTestId('contact-overlay')).toBeNull();
    await user.click(button());
    await user.click(screen.getByTestId('contact-overlay'));
    expect(menu()).toBeNull();
    expect(screen.queryByTestId('contact-overlay')).toBeNull();
    expect(button()).toHaveFocus();
  });

  it('closes on a press elsewhere on the page and when focus tabs out of it', async () => {
    const { user, button, menu } = renderCorner();
    await user.click(button());
    await user.click(document.body);
    expect(menu()).toBeNull();

    await user.click(button());
    await user.tab(); // chat
    await user.tab(); // e-mail
    expect(menu()).toBeVisible();
    const after = document.createElement('button');
    document.body.append(after);
    await user.tab();
    expect(after).toHaveFocus();
    expect(menu()).toBeNull();
    after.remove();
  });

  it('offers call, chat and e-mail, records each choice as a contact click and closes', async () => {
    const { user, button, menu, tracker } = renderCorner();
    const choices = [
      { name: `Call us ${site.phone.display}`, href: `tel:${site.phone.tel}`, element: 'phone' },
      {
        name: 'Chat on WhatsApp Opens in a new tab',
        href: `https://wa.me/${site.chat.number}?text=`,
        element: 'chat',
      },
      { name: `E-mail us ${site.email}`, href: `mailto:${site.email}`, element: 'email' },
    ];
    for (const c of choices) {
      await user.click(button());
      const link = screen.getByRole('link', { name: c.name });
      expect(link.getAttribute('href')).toContain(c.href);
      await user.click(link);
      expect(menu()).toBeNull();
      expect(button()).toHaveFocus();
    }
    expect(screen.getByRole('link', { name: /WhatsApp/, hidden: true }).getAttribute('href')).toContain(
      encodeURIComponent(site.chat.message),
    );
    expect(tracker.events().filter(([type]) => type === 'contact_click')).toEqual([
      ['contact_click', 'phone', 'contact_widget'],
      ['contact_click', 'chat', 'contact_widget'],
      ['contact_click', 'email', 'contact_widget'],
    ]);
  });
});

describe('the nudge', () => {
  const nudgeText = /Questions about your bond\?/;

  it('appears 15 s after the page opens, and says so to analytics', () => {
    const { tracker } = renderCorner();
    pass(NUDGE_DELAY_MS - 1);
    expect(screen.queryByText(nudgeText)).toBeNull();
    pass(1);
    expect(screen.getByText(nudgeText)).toBeVisible();
    expect(screen.getByText(nudgeText).closest('[role="status"]')).not.toBeNull();
    expect(tracker.events()).toContainEqual(['nudge_shown']);
  });

  it('stays away for an hour after a dismissal, and comes back after it', () => {
    localStorage.setItem(NUDGE_DISMISSED_AT_KEY, String(NOW - NUDGE_QUIET_MS + 60_000));
    const first = renderCorner();
    pass(NUDGE_DELAY_MS * 10);
    expect(screen.queryByText(nudgeText)).toBeNull();
    expect(first.tracker.events()).not.toContainEqual(['nudge_shown']);
    first.view.unmount();

    localStorage.setItem(NUDGE_DISMISSED_AT_KEY, String(Date.now() - NUDGE_QUIET_MS - 1));
    renderCorner();
    pass(NUDGE_DELAY_MS);
    expect(screen.getByText(nudgeText)).toBeVisible();
  });

  it.each([
    ['dismiss', 'Dismiss'],
    ['cta', 'Chat with us (opens in a new tab)'],
    ['see_options', 'See options'],
  ])('records the dismissal when its %s is used, and stays away on the next page load', async (how, name) => {
    const { user, tracker, view, menu, button } = renderCorner();
    pass(NUDGE_DELAY_MS);
    const control = screen.getByRole(how === 'cta' ? 'link' : 'button', { name });
    await user.click(control);
    expect(screen.queryByText(nudgeText)).toBeNull();
    expect(tracker.events()).toContainEqual(['nudge_dismissed', how]);
    expect(Number(localStorage.getItem(NUDGE_DISMISSED_AT_KEY))).toBe(Date.now());
    if (how === 'see_options') {
      expect(menu()).toBeVisible();
      expect(tracker.events()).toContainEqual(['contact_widget_open', 'nudge']);
    }
    if (how === 'cta') expect(tracker.events()).toContainEqual(['contact_click', 'chat', 'contact_nudge']);
    if (how === 'dismiss') expect(button()).toHaveFocus();

    view.unmount();
    pass(NUDGE_QUIET_MS - NUDGE_DELAY_MS * 2);
    renderCorner();
    pass(NUDGE_DELAY_MS);
    expect(screen.queryByText(nudgeText)).toBeNull();
  });

  it('hides while the menu is open and is back when it closes (not dismissed)', async () => {
    const { user, button, tracker } = renderCorner();
    pass(NUDGE_DELAY_MS);
    await user.click(button());
    expect(screen.queryByText(nudgeText)).toBeNull();
    await user.click(button());
    expect(screen.getByText(nudgeText)).toBeVisible();
    expect(tracker.events().some(([type]) => type === 'nudge_dismissed')).toBe(false);
  });

  it('waits for an open dialog to close rather than showing unseen behind it', () => {
    const dialog = document.createElement('dialog');
    document.body.append(dialog);
    dialog.setAttribute('open', '');
    const { tracker } = renderCorner();
    pass(NUDGE_DELAY_MS + DIALOG_RECHECK_MS * 3);
    expect(screen.queryByText(nudgeText)).toBeNull();
    dialog.remove();
    pass(DIALOG_RECHECK_MS);
    expect(screen.getByText(nudgeText)).toBeVisible();
    expect(tracker.events().filter(([type]) => type === 'nudge_shown')).toHaveLength(1);
  });
});

describe('the callback prompt', () => {
  const title = 'Still comparing? Let an expert call you back';
  // The nudge is out of the way: dismissed a moment ago.
  beforeEach(() => localStorage.setItem(NUDGE_DISMISSED_AT_KEY, String(NOW)));

  it('appears 300,000 ms after the page opens, once a browser session', () => {
    const first = renderCorner();
    pass(CALLBACK_PROMPT_DELAY_MS - 1);
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    pass(1);
    expect(screen.getByRole('heading', { name: title })).toBeVisible();
    expect(first.tracker.events()).toContainEqual(['callback_prompt_shown']);
    expect(sessionStorage.getItem(CALLBACK_PROMPT_SHOWN_KEY)).not.toBeNull();
    first.view.unmount();

    // A later page load in the same session: not again.
    const second = renderCorner();
    pass(CALLBACK_PROMPT_DELAY_MS * 2);
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    expect(second.tracker.events()).not.toContainEqual(['callback_prompt_shown']);
  });

  it('opens the callback dialog when used, and records it', async () => {
    const opened = vi.fn();
    window.addEventListener(OPEN_APPLICATION_DIALOG, opened);
    const { user, tracker } = renderCorner();
    pass(CALLBACK_PROMPT_DELAY_MS);
    await user.click(screen.getByRole('button', { name: 'Request a callback' }));
    expect(opened).toHaveBeenCalledTimes(1);
    expect(opened).toHaveBeenCalledWith(expect.objectContaining({ detail: { source: 'callback_prompt' } }));
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    expect(tracker.events()).toContainEqual(['callback_prompt_used']);
    window.removeEventListener(OPEN_APPLICATION_DIALOG, opened);
  });

  it('shows alone: a nudge still up waits while the prompt shows, and comes back after it', async () => {
    localStorage.clear();
    const { user } = renderCorner();
    pass(NUDGE_DELAY_MS);
    expect(screen.getByText(/Questions about your bond\?/)).toBeVisible();
    pass(CALLBACK_PROMPT_DELAY_MS - NUDGE_DELAY_MS);
    expect(screen.getByRole('heading', { name: title })).toBeVisible();
    expect(screen.queryByText(/Questions about your bond\?/)).toBeNull();
    await user.click(within(screen.getByRole('region', { name: title })).getByRole('button', { name: 'Dismiss' }));
    expect(screen.getByText(/Questions about your bond\?/)).toBeVisible();
  });

  it('is dismissible: recorded, gone, focus on the contact button', async () => {
    const { user, tracker, button } = renderCorner();
    pass(CALLBACK_PROMPT_DELAY_MS);
    const prompt = screen.getByRole('region', { name: title });
    await user.click(within(prompt).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('heading', { name: title })).toBeNull();
    expect(tracker.events()).toContainEqual(['callback_prompt_dismissed']);
    expect(tracker.events()).not.toContainEqual(['callback_prompt_used']);
    expect(button()).toHaveFocus();
  });
});
