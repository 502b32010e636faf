import { modalShowing } from '@hl/shared/modal';
import { useEffect, useRef } from 'react';

/** How often a bubble that came due behind an open dialog checks whether the dialog has closed. */
export const DIALOG_RECHECK_MS = 2000;

/**
 * Calls `show` once, `delayMs` after the component mounts (the page opened), if `mayShow` allows
 * it both then and when the time comes. A bubble that comes due while a dialog is open waits for it
 * to close: behind a modal it would be counted as shown without being seen; likewise while `held`
 * (the corner waiting for the visitor to scroll past the first screen).
 */
export function useAfterDelay(delayMs: number, mayShow: () => boolean, show: () => void, held = false): void {
  const latest = useRef({ mayShow, show, held });
  latest.current = { mayShow, show, held };

  useEffect(() => {
    if (!latest.current.mayShow()) return;
    const fire = () => {
      if (modalShowing() || latest.current.held) {
        timer = window.setTimeout(fire, DIALOG_RECHECK_MS);
      } else if (latest.current.mayShow()) {
        latest.current.show();
      }
    };
    let timer = window.setTimeout(fire, delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
}
