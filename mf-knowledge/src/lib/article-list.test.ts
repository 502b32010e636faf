import { describe, expect, it } from 'vitest';
import { ALL_ARTICLES, filterArticles, PAGE_SIZE, shownCount } from './article-list.ts';

const articles = [
  { _id: '3', category: 'Bond & Transfer Costs' },
  { _id: '2', category: 'First-Time Property Buyers' },
  { _id: '1', category: 'Bond & Transfer Costs' },
] as const;

describe('article list', () => {
  it('shows every article under All Articles, in the index order', () => {
    expect(filterArticles(articles, ALL_ARTICLES).map((a) => a._id)).toEqual(['3', '2', '1']);
  });

  it('shows only the chosen category', () => {
    expect(filterArticles(articles, 'Bond & Transfer Costs').map((a) => a._id)).toEqual(['3', '1']);
    expect(filterArticles(articles, 'Home Finance Planning')).toEqual([]);
  });

  it('shows a page of cards at a time, never more than there are', () => {
    expect(PAGE_SIZE).toBe(9);
    expect(shownCount(46, 1)).toBe(9);
    expect(shownCount(46, 2)).toBe(18);
    expect(shownCount(46, 6)).toBe(46);
    expect(shownCount(4, 1)).toBe(4);
    expect(shownCount(46, 0)).toBe(9);
  });
});
