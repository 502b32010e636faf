import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { VitalFacts, VitalItem } from '../../domain/vitals.ts';
import { watchVitals } from './vitals-observer.ts';

const facts = (): VitalFacts => ({ path: '/', device: 'desktop', timestamp: '2026-11-27T10:00:00.000Z' });
const lcp: VitalItem = { kind: 'vital', name: 'LCP', value: 1200, path: '/' };

/** A fake collector: what the chunk would hand on, reported by the test when it likes. */
function fakeCollector() {
  let send: ((item: VitalItem) => void) | undefined;
  const load = vi.fn(async () => (to: (item: VitalItem) => void) => {
    send = to;
  });
  return { load, report: (item: VitalItem) => send?.(item) };
}

/** Sets document.readyState, as the browser does while the page loads. */
const setReadyState = (state: DocumentReadyState) =>
  Object.defineProperty(document, 'readyState', { configurable: true, get: () => state });

describe('watchVitals', () => {
  let idle: Array<() => void>;
  let watcher: { stop(): void } | undefined;

  beforeEach(() => {
    idle = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  });
  afterEach(() => {
    watcher?.stop();
    vi.unstubAllGlobals();
    setReadyState('complete');
  });

  it('loads nothing before the page has loaded and is idle, then hands on what the collector reports', async () => {
    setReadyState('loading');
    const collector = fakeCollector();
    const send = vi.fn();
    watcher = watchVitals(send, facts, collector.load);
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event('load'));
    expect(idle).toHaveLength(1);
    expect(collector.load).not.toHaveBeenCalled();
    idle[0]?.();
    await vi.waitFor(() => expect(collector.load).toHaveBeenCalledOnce());
    await Promise.resolve();
    collector.report(lcp);
    expect(send).toHaveBeenCalledWith(lcp);
  });

  it('waits a second after the load event where the browser has no requestIdleCallback (Safari)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const collector = fakeCollector();
    watcher = watchVitals(vi.fn(), facts, collector.load);
    await vi.advanceTimersByTimeAsync(999);
    expect(collector.load).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(collector.load).toHaveBeenCalledOnce();
    vi.useRealTimers();
  });

  it('once stopped, loads nothing more and hands nothing on', async () => {
    const collector = fakeCollector();
    const send = vi.fn();
    watcher = watchVitals(send, facts, collector.load);
    watcher.stop();
    idle[0]?.();
    expect(collector.load).not.toHaveBeenCalled();

    const loaded = fakeCollector();
    const later = watchVitals(send, facts, loaded.load);
    idle[1]?.();
    await vi.waitFor(() => expect(loaded.load).toHaveBeenCalledOnce());
    await Promise.resolve();
    later.stop();
    loaded.report(lcp);
    expect(send).not.toHaveBeenCalled();
  });

  it('leaves the page view unmeasured when the chunk does not load', async () => {
    const send = vi.fn();
    watcher = watchVitals(send, facts, () => Promise.reject(new Error('ChunkLoadError')));
    idle[0]?.();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(send).not.toHaveBeenCalled();
  });

  it('loads nothing where the browser lacks Array.prototype.at, which web-vitals calls (iOS Safari 15.0)', () => {
    const at = Object.getOwnPropertyDescriptor(Array.prototype, 'at');
    delete (Array.prototype as { at?: unknown }).at;
    try {
      const collector = fakeCollector();
      watcher = watchVitals(vi.fn(), facts, collector.load);
      expect(idle).toHaveLength(0);
      expect(collector.load).not.toHaveBeenCalled();
    } finally {
      if (at) Object.defineProperty(Array.prototype, 'at', at);
    }
  });
});
