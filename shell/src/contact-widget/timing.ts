/**
 * When the floating corner speaks up, and what it remembers in the browser to stay quiet:
 * - the nudge bubble shows 15 s after the page opens, unless it was dismissed within the last hour
 *   (the dismissal time, in ms since the epoch, is kept in local storage);
 * - the callback prompt shows 300,000 ms after the page opens, once a browser session (a flag in
 *   session storage, set when it shows).
 * Storage that cannot be read counts as "stay quiet": better never than on every page.
 */
export const NUDGE_DELAY_MS = 15_000;
export const NUDGE_QUIET_MS = 60 * 60 * 1000;
export const NUDGE_DISMISSED_AT_KEY = 'hl_nudge_dismissed_at';

export const CALLBACK_PROMPT_DELAY_MS = 300_000;
export const CALLBACK_PROMPT_SHOWN_KEY = 'hl_callback_prompt_shown';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

/** Whether the nudge may show at `now`: not dismissed in the hour before it (a future time does not count). */
export function mayShowNudge(storage: Store, now: number): boolean {
  try {
    const dismissedAt = Number(storage.getItem(NUDGE_DISMISSED_AT_KEY) ?? Number.NaN);
    const since = now - dismissedAt;
    return !(since >= 0 && since < NUDGE_QUIET_MS);
  } catch {
    return false;
  }
}

export function rememberNudgeDismissed(storage: Store, now: number): void {
  write(storage, NUDGE_DISMISSED_AT_KEY, String(now));
}

/** Whether the callback prompt has not shown yet in this browser session. */
export function mayShowCallbackPrompt(storage: Store): boolean {
  try {
    return storage.getItem(CALLBACK_PROMPT_SHOWN_KEY) === null;
  } catch {
    return false;
  }
}

export function rememberCallbackPromptShown(storage: Store): void {
  write(storage, CALLBACK_PROMPT_SHOWN_KEY, '1');
}

/** Storage that refuses a write (full, or blocked) only means the bubble may come back. */
function write(storage: Store, key: string, value: string): void {
  try {
    storage.setItem(key, value);
  } catch {
    // Nothing to do: remembering is a courtesy, not a guarantee.
  }
}
