/**
 * The cards' "views": how many times each article was opened (its article_open events, not the
 * article_view clicks), from the BFF's GET /analytics/article-views, read without zod (it stays
 * out of the browser bundle). Anything unexpected counts as a failed call: the cards then show no
 * count, never an invented one.
 */
import type { ArticleViewCounts } from '@hl/shared/contracts';

export const ARTICLE_VIEWS_PATH = '/analytics/article-views';

/** The counts of a well-formed answer ({ views: { [articleId]: count } }), else null. */
export function parseArticleViews(body: unknown): Readonly<Record<string, number>> | null {
  const views = (body as Partial<ArticleViewCounts> | null)?.views;
  if (!views || typeof views !== 'object' || Array.isArray(views)) return null;
  const counts: Record<string, number> = {};
  for (const [id, count] of Object.entries(views)) {
    if (!Number.isSafeInteger(count) || count < 0) return null;
    counts[id] = count;
  }
  return counts;
}

/** Fetches the counts; null when the call fails in any way. */
export async function fetchArticleViews(
  fetcher: typeof fetch = fetch,
): Promise<Readonly<Record<string, number>> | null> {
  try {
    const res = await fetcher(ARTICLE_VIEWS_PATH, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!res.ok) return null;
    return parseArticleViews(await res.json());
  } catch {
    return null;
  }
}

/** The count a card shows: a real count above zero, or nothing. */
export function viewsOf(counts: Readonly<Record<string, number>> | null, id: string): number | undefined {
  const count = counts?.[id];
  return count === undefined || count === 0 ? undefined : count;
}
