import { ARTICLE_SCREENS_FILE } from '@hl/shared/contracts';
import fp from 'fastify-plugin';
import { ArticleIndexCache } from '../../article-index.ts';
import { ArticleScreensCache } from '../../article-screens.ts';
import { articleIndexSource } from '../../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    articleIndex: ArticleIndexCache;
    articleScreens: ArticleScreensCache;
  }
}

/**
 * The knowledge remote's article index, for article heads, redirects to the current slug, 404s and
 * the sitemap, and its article screens, the first screen of each article's page. Both are read
 * from beside the index's address once before the server listens (bounded by the read's timeout),
 * then refreshed in the background as pages ask for them.
 */
export default fp(
  async (app) => {
    const indexUrl = articleIndexSource(app.config);
    const index = new ArticleIndexCache({ url: indexUrl, log: app.log });
    const screens = new ArticleScreensCache({
      url: new URL(ARTICLE_SCREENS_FILE, indexUrl).href,
      // Browsers fetch the screens' images from where they fetch the remote.
      publicBase: new URL('./', app.config.MF_KNOWLEDGE_URL).href,
      log: app.log,
    });
    app.decorate('articleIndex', index);
    app.decorate('articleScreens', screens);
    app.addHook('onReady', () => Promise.all([index.refresh(), screens.refresh()]).then(() => {}));
  },
  { name: 'article-index', decorators: { fastify: ['config'] } },
);
