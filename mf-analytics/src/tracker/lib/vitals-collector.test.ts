import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { VitalFacts } from '../../domain/vitals.ts';

/** web-vitals replaced by fake observers: each keeps the callback it was given, for the test to call. */
const observers = vi.hoisted(() => new Map<string, (metric: unknown) => void>());
vi.mock('web-vitals', () => {
  const observe = (name: string) => (report: (metric: unknown) => void) => observers.set(name, report);
  return {
    onLCP: observe('LCP'),
    onINP: observe('INP'),
    onCLS: observe('CLS'),
    onFCP: observe('FCP'),
    onTTFB: observe('TTFB'),
  };
});

const { collectVitals } = await import('./vitals-collector.ts');

describe('collectVitals', () => {
  beforeEach(() => observers.clear());

  it('observes the five vitals and hands each report on as a record with the facts of that moment', () => {
    const send = vi.fn();
    let path = '/';
    const facts = (): VitalFacts => ({ path, device: 'tablet', timestamp: '2026-11-27T10:00:00.000Z' });
    collectVitals(send, facts);
    expect([...observers.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    observers.get('TTFB')?.({ name: 'TTFB', value: 180.4, entries: [] });
    path = '/articles';
    observers.get('CLS')?.({ name: 'CLS', value: 0.05, entries: [] });
    // A value the contract would refuse is not sent (it would get its whole batch refused).
    observers.get('LCP')?.({ name: 'LCP', value: -5, entries: [] });
    expect(send.mock.calls.map(([item]) => [item.name, item.value, item.path, item.device])).toEqual([
      ['TTFB', 180, '/', 'tablet'],
      ['CLS', 0.05, '/articles', 'tablet'],
    ]);
  });
});
