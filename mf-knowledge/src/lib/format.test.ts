import { describe, expect, it } from 'vitest';
import { formatArticleDate, formatViews, ratingLabel } from './format.ts';

describe('format', () => {
  it('writes an article date as the day it was written, in en-ZA', () => {
    expect(formatArticleDate('2025-04-15T09:00:00')).toBe('15 April 2025');
    expect(formatArticleDate('2024-08-29T23:30:00')).toBe('29 August 2024');
    expect(formatArticleDate('2025-12-02')).toBe('2 December 2025');
  });

  it('writes every month as en-ZA does', () => {
    const intl = new Intl.DateTimeFormat('en-ZA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    for (let month = 1; month <= 12; month++) {
      const iso = `2026-${String(month).padStart(2, '0')}-07`;
      expect(formatArticleDate(iso)).toBe(intl.format(new Date(Date.UTC(2026, month - 1, 7))));
    }
  });

  it('leaves a date it cannot read as it is', () => {
    expect(formatArticleDate('soon')).toBe('soon');
    expect(formatArticleDate('2025-13-01')).toBe('2025-13-01');
  });

  it('counts views in words, thousands grouped as en-ZA does', () => {
    expect(formatViews(1)).toBe('1 view');
    expect(formatViews(12)).toBe('12 views');
    expect(formatViews(1234)).toBe('1\u00a0234 views');
    for (const count of [0, 999, 1000, 65_432, 1_234_567]) {
      expect(formatViews(count)).toBe(`${new Intl.NumberFormat('en-ZA').format(count)} views`);
    }
  });

  it('says a rating in words', () => {
    expect(ratingLabel(4)).toBe('Rated 4 out of 5');
  });
});
