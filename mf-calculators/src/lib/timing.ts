/** docs/REQUIREMENTS.md#timings: the calculator scrolls into view 100 ms after a card is chosen. */
export const CALCULATOR_SCROLL_DELAY_MS = 100;

/**
 * Typing writes the URL after this pause (a calculator switch or leaving a field writes at once):
 * results update on every keystroke from local state, while the history API is not called on
 * every keystroke (Safari throws after 100 replaceState calls in 10 s).
 */
export const URL_WRITE_DELAY_MS = 300;
