import type { ArticleViewCounts } from '@hl/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';

/** How long one count serves every visitor. */
export const ARTICLE_VIEWS_TTL_MS = 60_000;

/**
 * A value computed at most once per `ttlMs`: callers within that time share the same promise (one
 * query however many visitors arrive at once). A failed computation is not kept.
 */
export function expiringValue<T>(compute: () => Promise<T>, ttlMs: number, now = () => Date.now()) {
  let cached: { at: number; value: Promise<T> } | undefined;
  return (): Promise<T> => {
    const time = now();
    if (cached && time - cached.at < ttlMs) return cached.value;
    const value = compute();
    const entry = { at: time, value };
    cached = entry;
    value.catch(() => {
      if (cached === entry) cached = undefined;
    });
    return value;
  };
}

/**
 * GET /analytics/article-views: { views: { [articleId]: count } }, the article_open events of each
 * article, for the knowledge center's cards. Counted at most once a minute (and cacheable for a
 * minute by the browser and any proxy): the counts are a popularity hint, not a ledger.
 */
const articleViews: FastifyPluginAsync = async (app) => {
  const counts = expiringValue(
    async (): Promise<ArticleViewCounts> => ({ views: await app.analyticsRepository.articleViews() }),
    ARTICLE_VIEWS_TTL_MS,
  );
  app.get('/article-views', { helmet: false }, async (_request, reply) => {
    const answer = await counts();
    reply.header('Cache-Control', `public, max-age=${ARTICLE_VIEWS_TTL_MS / 1000}`);
    return answer;
  });
};

export default articleViews;
