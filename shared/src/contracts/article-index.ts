import { z } from 'zod';

/**
 * The article index the knowledge remote publishes beside its manifest (`articles.json`): what the
 * BFF needs for article heads, the sitemap and 404s, without the bodies. A new article therefore
 * ships with the knowledge remote alone. Unknown fields are ignored, so the remote may add some
 * before the BFF reads them.
 */
export const ARTICLE_INDEX_FILE = 'articles.json';

/** Where a remote publishes its article index: beside its mf-manifest.json. */
export function articleIndexUrl(manifestUrl: string): string {
  return new URL(ARTICLE_INDEX_FILE, manifestUrl).href;
}

/** A date-time without zone, in South African time (UTC+2 all year), e.g. 2025-04-15T09:00:00. */
const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, 'must be a date-time such as 2025-04-15T09:00:00');

const text = z.string().trim().min(1, 'must not be empty');

export const articleIndexEntrySchema = z
  .object({
    /** A whole number written as a string: the last piece of the article's path. */
    id: z.string().regex(/^[1-9]\d*$/, 'must be a whole number written as a string'),
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'must be lowercase words joined by hyphens'),
    /** The canonical path, /articles/{slug}-{id}. */
    path: z.string(),
    title: text,
    seoTitle: text,
    seoDescription: text,
    category: text,
    /** The team that wrote it, e.g. 'The Rates Desk'. */
    author: text,
    tags: z.array(text),
    published_at: localDateTime,
    /** When the facts were last checked; absent until the article has been reviewed. */
    reviewed_at: localDateTime.optional(),
  })
  .refine((a) => a.path === `/articles/${a.slug}-${a.id}`, {
    message: 'must be /articles/{slug}-{id}',
    path: ['path'],
  });

export const articleIndexSchema = z.object({ articles: z.array(articleIndexEntrySchema) });

export type ArticleIndexEntry = z.infer<typeof articleIndexEntrySchema>;
export type ArticleIndex = z.infer<typeof articleIndexSchema>;

/**
 * The articles' first screens the knowledge remote publishes beside its index
 * (`article-screens.json`): each article's reader as HTML, rendered at build time with the remote's
 * own components, and the stylesheet it needs. The BFF puts an article's screen into the HTML it
 * sends for the article's URL, so the article paints before any script runs; the remote's reader
 * replaces it once loaded. Asset URLs in the HTML start with `assetBase`, which the BFF replaces by
 * the remote's public address (only the deployment knows it).
 */
export const ARTICLE_SCREENS_FILE = 'article-screens.json';

export const articleScreensSchema = z.object({
  assetBase: z.url(),
  css: z.string(),
  /** Article id → the screen's HTML (one element). */
  screens: z.record(z.string().regex(/^[1-9]\d*$/, 'must be an article id'), z.string().min(1)),
});

export type ArticleScreens = z.infer<typeof articleScreensSchema>;
