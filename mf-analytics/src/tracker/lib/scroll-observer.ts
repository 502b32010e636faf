import { scrolledPercent } from '../../domain/scroll-depth.ts';

/** Scroll depth is read once scrolling has paused this long. */
export const SCROLL_DEBOUNCE_MS = 200;

/**
 * Reports how far down the page the visitor has seen, 200 ms after scrolling pauses. A scroll
 * event only moves a timer; the page's height (a layout read) is read once per pause.
 */
export function watchScroll(onDepth: (percent: number) => void): { stop(): void; onScroll(): void; check(): void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const check = () => {
    timer = undefined;
    onDepth(scrolledPercent(window.scrollY, window.innerHeight, document.documentElement.scrollHeight));
  };
  const onScroll = () => {
    clearTimeout(timer);
    timer = setTimeout(check, SCROLL_DEBOUNCE_MS);
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  return {
    stop() {
      window.removeEventListener('scroll', onScroll);
      clearTimeout(timer);
    },
    onScroll,
    check,
  };
}
