import { describe, expect, it } from 'vitest';
import { formatArticleDate, formatViews, ratingLabel } from './format.ts';

describe('format', () => {
  it('writes an article date as the day it was written, in en-ZA', () => {
    expect(formatArticleDate('2025-04-15T09:00:00')).toBe('15 April 2025');
    expect(formatArticleDate('2024-08-29T23:30:00')).toBe('29 August 2024');
    expect(formatArticleDate('2025-12-02')).toBe('2 December 2025');
  });

  it('counts views in words, thousands grouped as en-ZA does', () => {
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(12)).toBe('12 views');
    expect(formatViews(1234)).toBe('1\u00a0234 views');
  });

  it('says a rating in words', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
  });
});
