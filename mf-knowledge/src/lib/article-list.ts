/**
 * The knowledge center's list: the category filter and how many cards show. Pure.
 */
import type { ArticleCategory } from '../content/articles/types.ts';

/** The filter button that shows every article. */
export const ALL_ARTICLES = 'All Articles';
export type ArticleFilter = typeof ALL_ARTICLES | ArticleCategory;

/** Cards shown at first and added by each 'Show more articles' (three rows of three). */
export const PAGE_SIZE = 9;

export function filterArticles<A extends { category: ArticleCategory }>(
  articles: readonly A[],
  filter: ArticleFilter,
): readonly A[] {
  return filter === ALL_ARTICLES ? articles : articles.filter((a) => a.category === filter);
}

/** How many of `total` cards show after `pages` pages (at least one page, at most all). */
export function shownCount(total: number, pages: number): number {
  return Math.min(total, Math.max(1, pages) * PAGE_SIZE);
}
