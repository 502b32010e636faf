import { useLocation, useNavigationType } from '@hl/shared/router';
import type { SectionId } from '@hl/shared/site-map';
import { useEffect, useRef } from 'react';
import { ROUTE_SCROLL_DELAY_MS } from './routes.ts';

/** How long the target stays pinned while remotes above it load and change the page's height. */
const KEEP_ALIGNED_MS = 4000;

/**
 * Scrolls to a section ROUTE_SCROLL_DELAY_MS after a section route is reached, then keeps it
 * aligned while sections above it finish loading, until the visitor scrolls on their own.
 * A REPLACE navigation (a remote writing its state into the query, as the calculators do while
 * the visitor types) never moves the page; a PUSH or POP (a link, a hero tile, back) does.
 */
export function useSectionScroll(section: SectionId | undefined) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const navigation = useRef(location.key);
  if (navigationType !== 'REPLACE') navigation.current = location.key;
  const navigationKey = navigation.current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: each new (non-replace) navigation scrolls again.
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
  }, [section, navigationKey]);
}
