import { useEffect, useState } from 'react';

/** True once the page has loaded and the browser is idle (or `timeout` ms after load at the latest). */
export function useIdleAfterLoad(timeout = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let handle: number | undefined;
    const schedule = () => {
      handle =
        'requestIdleCallback' in window
          ? window.requestIdleCallback(() => setIdle(true), { timeout })
          : window.setTimeout(() => setIdle(true), 200);
    };
    if (document.readyState === 'complete') schedule();
    else window.addEventListener('load', schedule, { once: true });
    return () => {
      window.removeEventListener('load', schedule);
      if (handle !== undefined) {
        if ('cancelIdleCallback' in window) window.cancelIdleCallback(handle);
        else window.clearTimeout(handle);
      }
    };
  }, [timeout]);
  return idle;
}
