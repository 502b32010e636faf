import { describe, expect, it, vi } from 'vitest';
import { expiringValue } from '../../../src/routes/analytics/article-views.ts';

describe('expiringValue', () => {
  it('computes once for every caller within its lifetime, then again', async () => {
    let time = 0;
    const compute = vi.fn(async () => time);
    const value = expiringValue(compute, 1000, () => time);
    expect(await Promise.all([value(), value(), value()])).toEqual([0, 0, 0]);
    time = 999;
    expect(await value()).toBe(0);
    time = 1000;
    expect(await value()).toBe(1000);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('does not keep a failure: the next caller tries again', async () => {
    const compute = vi.fn().mockRejectedValueOnce(new Error('database down')).mockResolvedValueOnce('counts');
    const value = expiringValue(compute, 60_000, () => 0);
    await expect(value()).rejects.toThrow('database down');
    expect(await value()).toBe('counts');
  });
});
