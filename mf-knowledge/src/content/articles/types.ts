/**
 * The article shapes. ArticleSummary is an article's whole description (the compiler's output);
 * the browser gets its index entry (src/content/generated/articles-index.ts) and, when the reader
 * opens it, its body (src/content/generated/load-article.ts).
 */

import type { CategoryName } from '../data/categories.ts';

export type ArticleCategory = CategoryName;

export type AuthorKey = 'editorial' | 'rates-desk' | 'first-time-desk' | 'legal-desk';

/** A team, not a person: { name: 'The Rates Desk', avatar, bio }. */
export interface ArticleAuthor {
  name: string;
  avatar: string;
  bio: string;
}

export interface ArticleSummary {
  /** A string holding a number, 1 to 64 with gaps; higher is newer. */
  _id: string;
  title: string;
  /** slugify(title). */
  slug: string;
  /** Share path: /articles/{slug}-{_id}. */
  path: string;
  excerpt: string;
  category: ArticleCategory;
  author: ArticleAuthor;
  /** '7 min read': round(words / 220) minutes, 5 to 8. */
  readTime: string;
  tags: string[];
  featured: boolean;
  seoTitle: string;
  seoDescription: string;
  /** URL of the project's own SVG illustration for the category. */
  featuredImage: string;
  /** ISO timestamp without zone, e.g. '2025-04-15T09:00:00'. */
  published_at: string;
  /**
   * When the article was last checked against the facts reference (content/facts.yaml), same
   * format; the reader shows it as "Updated {date}". Absent until the article has been reviewed.
   */
  reviewed_at?: string;
}

/** What the browser's article index holds for each article: what its card and the reader's header show. */
export type ArticleIndexEntry = Pick<
  ArticleSummary,
  | '_id'
  | 'title'
  | 'excerpt'
  | 'category'
  | 'author'
  | 'readTime'
  | 'featured'
  | 'featuredImage'
  | 'published_at'
  | 'reviewed_at'
>;

/** An article's lazily loaded chunk: its body compiled to HTML, and its tags. */
export interface ArticleBody {
  html: string;
  tags: string[];
  /** The oldest last-confirmed day (YYYY-MM-DD) of the moving figures the body quotes; none without. */
  figuresAsOf?: string;
}
