import { useEffect } from 'react';
import { ROUTE_SCROLL_DELAY_MS, type SectionId } from './routes.ts';

/** How long the target stays pinned while remotes above it load and change the page's height. */
const KEEP_ALIGNED_MS = 4000;

/**
 * Scrolls to a section ROUTE_SCROLL_DELAY_MS after a section route is reached, then keeps it
 * aligned while sections above it finish loading, until the visitor scrolls on their own.
 */
export function useSectionScroll(section: SectionId | undefined, search: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new query string (a hero tile) scrolls again.
  useEffect(() => {
    if (!section) return;
    const target = () => document.getElementById(section);
    let released = false;
    const release = () => {
      released = true;
    };
    const align = () => {
      if (!released) target()?.scrollIntoView({ block: 'start' });
    };
    const observer = new ResizeObserver(align);
    const timer = window.setTimeout(() => {
      align();
      const main = document.getElementById('main');
      if (main) observer.observe(main);
    }, ROUTE_SCROLL_DELAY_MS);
    const stop = window.setTimeout(() => observer.disconnect(), ROUTE_SCROLL_DELAY_MS + KEEP_ALIGNED_MS);
    const events = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;
    for (const e of events) window.addEventListener(e, release, { passive: true });
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(stop);
      observer.disconnect();
      for (const e of events) window.removeEventListener(e, release);
    };
  }, [section, search]);
}
