import { startTransition, useEffect, useState } from 'react';

/** True once the page has loaded and the browser is idle (or `timeout` ms after load at the latest). */
export function useIdleAfterLoad(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    // Safari has no requestIdleCallback: a short timer after load stands in for it.
    const hasIdleCallback = typeof window.requestIdleCallback === 'function';
    let cancel = () => {};
    // A transition: what mounts once the page is idle renders in short slices.
    const becomeIdle = () => startTransition(() => setIdle(true));
    const schedule = () => {
      if (hasIdleCallback) {
        const handle = window.requestIdleCallback(becomeIdle, { timeout });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(becomeIdle, 200);
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
