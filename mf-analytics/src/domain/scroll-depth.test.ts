import { describe, expect, it } from 'vitest';
import { DepthMarks, scrolledPercent } from './scroll-depth.ts';

describe('how far down the page the visitor has seen', () => {
  it('is the bottom of the screen over the page height', () => {
    expect(scrolledPercent(0, 900, 9000)).toBe(10);
    expect(scrolledPercent(3600, 900, 9000)).toBe(50);
  });

  it('is 100 at the bottom, a pixel of rounding forgiven', () => {
    expect(scrolledPercent(8099.5, 900, 9000)).toBe(100);
  });

  it('is 0 for a page with no height', () => {
    expect(scrolledPercent(0, 900, 0)).toBe(0);
  });
});

describe('depth marks', () => {
  it('reports 25, 50, 75 and 100 each once per page view', () => {
    const marks = new DepthMarks();
    expect(marks.reach(10)).toEqual([]);
    expect(marks.reach(30)).toEqual([25]);
    expect(marks.reach(29)).toEqual([]);
    expect(marks.reach(80)).toEqual([50, 75]);
    expect(marks.reach(100)).toEqual([100]);
    expect(marks.reach(100)).toEqual([]);
    marks.reset();
    expect(marks.reach(60)).toEqual([25, 50]);
  });
});
