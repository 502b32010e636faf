import { useEffect, useState } from 'react';

/** True once the page has loaded and the browser is idle (or `timeout` ms after load at the latest). */
export function useIdleAfterLoad(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a short timer after load stands in for it.
    const hasIdleCallback = typeof window.requestIdleCallback === 'function';
    let cancel = () => {};
    const schedule = () => {
      if (hasIdleCallback) {
        const handle = window.requestIdleCallback(() => setIdle(true), { timeout });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(() => setIdle(true), 200);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      cancel();
    };
  }, [timeout]);
  return idle;
}
