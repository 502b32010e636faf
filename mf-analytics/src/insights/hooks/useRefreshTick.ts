import { useEffect, useState } from 'react';

/** How often the insights page asks for fresh numbers. */
export const REFRESH_MS = 60_000;

/**
 * A counter that goes up every `interval` while the tab is visible: panels refetch when it
 * changes. Hidden, the timer stops (no requests nobody sees); back in view after a full interval
 * or more, it counts once at once and then every interval again.
 */
export function useRefreshTick(interval = REFRESH_MS): number {
  const [tick, setTick] = useState(0);

  useEffect(() => {
    let timer: number | undefined;
    let last = Date.now();
    const count = () => {
      last = Date.now();
      setTick((t) => t + 1);
    };
    const start = () => {
      timer = window.setInterval(count, interval);
    };
    const stop = () => {
      window.clearInterval(timer);
      timer = undefined;
    };
    const onVisibility = () => {
      if (document.hidden) {
        stop();
        return;
      }
      if (timer !== undefined) return;
      if (Date.now() - last >= interval) count();
      start();
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [interval]);

  return tick;
}
