import fp from 'fastify-plugin';
import { ArticleIndexCache } from '../article-index.ts';
import { articleIndexSource } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    articleIndex: ArticleIndexCache;
  }
}

/**
 * The knowledge remote's article index, for article heads, redirects to the current slug, 404s and
 * the sitemap. Read once before the server listens (bounded by the read's timeout), then refreshed
 * in the background as pages ask for it.
 */
export default fp(
  async (app) => {
    const cache = new ArticleIndexCache({ url: articleIndexSource(app.config), log: app.log });
    app.decorate('articleIndex', cache);
    app.addHook('onReady', () => cache.refresh());
  },
  { name: 'article-index', dependencies: ['config'] },
);
