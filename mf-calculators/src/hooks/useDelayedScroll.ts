import { scrollBehaviour } from '@hl/shared/motion';
import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * Returns a function that scrolls `target` to the top of the view after `delayMs` (smoothly,
 * unless the visitor prefers reduced motion). A new call replaces a waiting one; unmounting
 * cancels it.
 */
export function useDelayedScroll(target: RefObject<HTMLElement | null>, delayMs: number): () => void {
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      target.current?.scrollIntoView({ behavior: scrollBehaviour(), block: 'start' });
    }, delayMs);
  }, [target, delayMs]);
}
