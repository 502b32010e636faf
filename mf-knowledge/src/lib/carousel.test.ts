import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, swipeDirection, wrapIndex } from './carousel.ts';
import { arrowKeyTarget } from './keys.ts';

describe('carousel', () => {
  it('wraps the index both ways', () => {
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(-4, 3)).toBe(2);
    expect(wrapIndex(0, 0)).toBe(0);
  });

  it('turns a horizontal swipe into next (leftwards) or previous (rightwards)', () => {
    expect(swipeDirection(-SWIPE_THRESHOLD_PX, 5)).toBe(1);
    expect(swipeDirection(60, -10)).toBe(-1);
  });

  it('ignores taps, short moves and vertical scrolling', () => {
    expect(swipeDirection(0, 0)).toBe(0);
    expect(swipeDirection(SWIPE_THRESHOLD_PX - 1, 0)).toBe(0);
    expect(swipeDirection(50, 120)).toBe(0);
  });
});

describe('arrow keys (tabs and carousel)', () => {
  it('moves one step and wraps with Left and Right, jumps with Home and End', () => {
    expect(arrowKeyTarget('ArrowRight', 0, 3)).toBe(1);
    expect(arrowKeyTarget('ArrowRight', 2, 3)).toBe(0);
    expect(arrowKeyTarget('ArrowLeft', 0, 3)).toBe(2);
    expect(arrowKeyTarget('Home', 2, 3)).toBe(0);
    expect(arrowKeyTarget('End', 0, 3)).toBe(2);
  });

  it('leaves other keys alone', () => {
    expect(arrowKeyTarget('Enter', 1, 3)).toBeUndefined();
    expect(arrowKeyTarget('ArrowDown', 1, 3)).toBeUndefined();
  });
});
