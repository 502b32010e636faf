import { describe, expect, it } from 'vitest';
import { retryDelay } from './backoff.ts';

describe('retry delay', () => {
  it('doubles from the base with each failed try, within its upper half (jitter)', () => {
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, 1000, 60_000, () => 0))).toEqual([500, 1000, 2000, 4000]);
    expect([1, 2, 3, 4].map((attempt) => retryDelay(attempt, 1000, 60_000, () => 0.999_999))).toEqual([
      1000, 2000, 4000, 8000,
    ]);
  });

  it('never waits longer than the maximum, however many tries', () => {
    expect(retryDelay(40, 30_000, 3_600_000, () => 0.999_999)).toBeLessThanOrEqual(3_600_000);
    expect(retryDelay(40, 30_000, 3_600_000, () => 0.999_999)).toBeGreaterThan(3_599_990);
    expect(retryDelay(40, 30_000, 3_600_000, () => 0)).toBe(1_800_000);
  });

  it('spreads messages that failed together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => retryDelay(3, 1000, 60_000)));
    expect(delays.size).toBeGreaterThan(40);
    for (const delay of delays) expect(delay).toBeGreaterThanOrEqual(2000);
  });
});
