import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setScroll } from '../test/fakes.ts';
import { SCROLL_DEBOUNCE_MS, watchScroll } from './scroll-observer.ts';

describe('watching the scroll position', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reads the depth once scrolling has paused for 200 ms', () => {
    const depths: number[] = [];
    const { stop } = watchScroll((percent) => depths.push(percent));
    setScroll(0, 900, 9000);
    for (let y = 0; y <= 3600; y += 400) {
      setScroll(y, 900, 9000);
      window.dispatchEvent(new Event('scroll'));
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS - 1);
    }
    expect(depths).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(depths).toEqual([50]);
    stop();
  });

  it('reads nothing after it is stopped', () => {
    const depths: number[] = [];
    const { stop } = watchScroll((percent) => depths.push(percent));
    window.dispatchEvent(new Event('scroll'));
    stop();
    vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
    window.dispatchEvent(new Event('scroll'));
    vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
    expect(depths).toEqual([]);
  });
});
