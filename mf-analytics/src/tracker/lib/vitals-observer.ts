import type { VitalFacts, VitalItem } from '../../domain/vitals.ts';

export type CollectVitals = (send: (item: VitalItem) => void, facts: () => VitalFacts) => void;

/** The collector and web-vitals, in a chunk of their own (the tracker's size budget counts it). */
export const loadCollector = (): Promise<CollectVitals> =>
  import(/* webpackChunkName: "web-vitals" */ './vitals-collector.ts').then((m) => m.collectVitals);

/** Where requestIdleCallback is missing (Safari): this long after the load event. */
export const NO_IDLE_CALLBACK_DELAY_MS = 1000;

/**
 * Hands on the page load's Web Vitals as batch items (vitals-collector.ts). Nothing of it, the
 * download of web-vitals included, runs before the page has loaded and the main thread is idle.
 * Once stopped, reports are dropped (web-vitals has no way to stop observing).
 */
export function watchVitals(
  send: (item: VitalItem) => void,
  facts: () => VitalFacts,
  load: () => Promise<CollectVitals> = loadCollector,
): { stop(): void } {
  // web-vitals calls Array.prototype.at, which iOS Safari 15.0-15.1 lack (the browser-targets check
  // lets its chunk through for this test alone); those browsers report no LCP, CLS or INP anyway.
  if (!('at' in Array.prototype)) return { stop() {} };
  let stopped = false;
  const collect = () =>
    stopped ||
    load().then(
      (collectVitals) => {
        if (!stopped) collectVitals((item) => stopped || send(item), facts);
      },
      // The chunk did not come (offline, a deploy in between): this page load goes unmeasured.
      () => {},
    );
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(collect, { timeout: 5000 })
      : setTimeout(collect, NO_IDLE_CALLBACK_DELAY_MS);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
  return {
    stop() {
      stopped = true;
      window.removeEventListener('load', idle);
    },
  };
}
