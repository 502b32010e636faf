import { describe, expect, it } from 'vitest';
import { OBSERVER_THRESHOLDS, SECTION_THRESHOLD, SectionClock, visibleShare } from './sections.ts';

describe('how much of a section is on screen', () => {
  it('is the share of the section for one shorter than the screen', () => {
    expect(visibleShare(100, 400, 900)).toBe(0.25);
    expect(visibleShare(99, 400, 900)).toBeLessThan(SECTION_THRESHOLD);
  });

  it('is the share of the screen for a section taller than it, so a very tall section still counts', () => {
    // 5 000 px of articles on an 800 px phone screen: 200 px showing is a quarter of the screen.
    expect(visibleShare(200, 5000, 800)).toBe(0.25);
    expect(visibleShare(800, 5000, 800)).toBe(1);
  });

  it('is nothing for a section with no height', () => {
    expect(visibleShare(0, 0, 800)).toBe(0);
  });

  it('is reported by the observer often enough to see the threshold in both readings', () => {
    expect(OBSERVER_THRESHOLDS).toContain(0);
    expect(OBSERVER_THRESHOLDS).toContain(SECTION_THRESHOLD);
    // 200 px of a 20 000 px section is a 1% step: seen.
    expect(OBSERVER_THRESHOLDS[1]).toBeLessThanOrEqual(0.01);
  });
});

describe('the section clock', () => {
  it('views a section once until it leaves, and gives the seconds it was in view', () => {
    const clock = new SectionClock();
    expect(clock.enter('team', 1000)).toBe(true);
    expect(clock.enter('team', 1500)).toBe(false);
    expect(clock.leave('team', 4260)).toBe(3.3);
    expect(clock.leave('team', 5000)).toBeNull();
    expect(clock.enter('team', 6000)).toBe(true);
  });

  it('lets every section in view leave at once when the page is hidden', () => {
    const clock = new SectionClock();
    clock.enter('services', 0);
    clock.enter('why-us', 2000);
    expect(clock.leaveAll(5000)).toEqual([
      ['services', 5],
      ['why-us', 3],
    ]);
    expect(clock.leaveAll(6000)).toEqual([]);
  });
});
