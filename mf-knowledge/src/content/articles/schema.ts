/**
 * zod schemas of the article front matter (what an author writes in content/articles/*.md) and of
 * the generated ArticleSummary items. Used by the content compiler and the content tests.
 */
import { z } from 'zod';
import { categories } from '../data/categories.ts';
import type { ArticleSummary, AuthorKey } from './types.ts';

export const ARTICLE_CATEGORIES = categories;

export const AUTHOR_KEYS = [
  'editorial',
  'rates-desk',
  'first-time-desk',
  'legal-desk',
] as const satisfies readonly AuthorKey[];

export const MIN_ARTICLE_ID = 1;
export const MAX_ARTICLE_ID = 64;
/** Inclusive range of publishedAt days. */
export const EARLIEST_PUBLISHED = '2024-08-29';
export const LATEST_PUBLISHED = '2025-04-15';

export const EXCERPT_MAX = 200;
export const SEO_TITLE_MAX = 60;
export const SEO_DESCRIPTION_MAX = 160;

const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/;

/** A real date-time written as YYYY-MM-DDTHH:mm:ss, with no zone. */
export function isIsoLocalDateTime(value: string): boolean {
  const match = ISO_LOCAL.exec(value);
  if (!match) return false;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const date = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  return (
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    date.getUTCHours() === hour &&
    date.getUTCMinutes() === minute &&
    date.getUTCSeconds() === second
  );
}

export function isWithinPublishingRange(value: string): boolean {
  const day = value.slice(0, 10);
  return day >= EARLIEST_PUBLISHED && day <= LATEST_PUBLISHED;
}

const articleId = z
  .string({ error: 'must be a quoted string holding a number, e.g. "12"' })
  .regex(/^[1-9]\d*$/, 'must be a whole number written as a string, e.g. "12"')
  .refine(
    (id) => Number(id) >= MIN_ARTICLE_ID && Number(id) <= MAX_ARTICLE_ID,
    `must be between ${MIN_ARTICLE_ID} and ${MAX_ARTICLE_ID}`,
  );

const text = (max?: number) => {
  const base = z.string().trim().min(1, 'must not be empty');
  return max === undefined ? base : base.max(max, `must be at most ${max} characters`);
};

const publishedAt = z
  .string({ error: 'must be a quoted ISO timestamp without zone, e.g. "2025-04-15T09:00:00"' })
  .refine(isIsoLocalDateTime, 'must be an ISO timestamp without zone, e.g. "2025-04-15T09:00:00"')
  .refine(isWithinPublishingRange, `must be between ${EARLIEST_PUBLISHED} and ${LATEST_PUBLISHED}`);

/** When the article was last checked against the facts reference; shown by the reader as "Updated {date}". */
const reviewedAt = z
  .string({ error: 'must be a quoted ISO timestamp without zone, e.g. "2026-11-23T09:00:00"' })
  .refine(isIsoLocalDateTime, 'must be an ISO timestamp without zone, e.g. "2026-11-23T09:00:00"');

const category = z.enum(ARTICLE_CATEGORIES, {
  error: (issue) =>
    `unknown category ${JSON.stringify(issue.input)}; expected one of ${ARTICLE_CATEGORIES.map((c) => `"${c}"`).join(', ')}`,
});

const author = z.enum(AUTHOR_KEYS, {
  error: (issue) => `unknown author ${JSON.stringify(issue.input)}; expected one of ${AUTHOR_KEYS.join(', ')}`,
});

const tags = z
  .array(text(), { error: 'must be a list of tags' })
  .min(1, 'must hold at least one tag')
  .refine((list) => new Set(list.map((t) => t.toLowerCase())).size === list.length, 'must not repeat a tag');

/** Front matter of content/articles/{id}-{short-name}.md. Unknown fields are rejected (slug, readTime... are derived). */
export const articleFrontMatterSchema = z.strictObject({
  id: articleId,
  title: text(),
  excerpt: text(EXCERPT_MAX),
  category,
  author,
  tags,
  featured: z.boolean({ error: 'must be true or false' }),
  seoTitle: text(SEO_TITLE_MAX),
  seoDescription: text(SEO_DESCRIPTION_MAX),
  publishedAt,
  /**
   * Optional in the schema while articles are being reviewed; the content build requires it of
   * every article not listed under reviewed-at in content/allow-list.yaml, and refuses one before
   * publishedAt or after the day of the build (scripts/fact-checks.ts). The published index carries
   * it as reviewed_at.
   */
  reviewedAt: reviewedAt.optional(),
});

export type ArticleFrontMatter = z.infer<typeof articleFrontMatterSchema>;

/** One generated ArticleSummary (src/content/generated/articles-index.ts). */
export const articleSummarySchema = z.strictObject({
  _id: articleId,
  title: text(),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
  path: z.string().regex(/^\/articles\/[a-z0-9]+(?:-[a-z0-9]+)*-[1-9]\d*$/, 'must be /articles/{slug}-{id}'),
  excerpt: text(EXCERPT_MAX),
  category,
  author: z.strictObject({ name: text(), avatar: text(), bio: text() }),
  readTime: z.string().regex(/^[5-8] min read$/, "must be '5 min read' to '8 min read'"),
  tags,
  featured: z.boolean(),
  seoTitle: text(SEO_TITLE_MAX),
  seoDescription: text(SEO_DESCRIPTION_MAX),
  featuredImage: text(),
  published_at: publishedAt,
  reviewed_at: reviewedAt.optional(),
}) satisfies z.ZodType<ArticleSummary>;
