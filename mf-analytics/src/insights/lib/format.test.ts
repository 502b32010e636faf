import { describe, expect, it } from 'vitest';
import { formatChange, formatDuration, percentChange } from './format.ts';

describe('how the insights page writes its numbers', () => {
  it('gives the change from the previous range in whole percent, "new" when there was none', () => {
    expect(formatChange(percentChange(50, 40))).toBe('+25%');
    expect(formatChange(percentChange(30, 40))).toBe('−25%');
    expect(formatChange(percentChange(0, 0))).toBe('0%');
    expect(formatChange(percentChange(5, 0))).toBe('new');
  });

  it('writes durations as seconds, minutes, hours or days', () => {
    expect(formatDuration(42.4)).toBe('42s');
    expect(formatDuration(125)).toBe('2m 05s');
    expect(formatDuration(3720)).toBe('1h 02m');
    expect(formatDuration(3 * 86_400 + 4 * 3600 + 59)).toBe('3d 04h');
  });
});
