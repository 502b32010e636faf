/**
 * The articles' first screens, rendered at build time (scripts/prerender-articles.ts runs this
 * bundle, compiled for Node with the browser build's class names): for each article, the reader as
 * the live one shows it, in the site's StaticModal, whose Close is a link to the home page. The BFF
 * sends an article URL with its screen; lib/server-screen.ts hands over to the live reader.
 */
import { AnalyticsProvider } from '@hl/shared/analytics';
import { StaticModal } from '@hl/shared/modal';
import { StaticRouter } from '@hl/shared/router-static';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { ReaderBody, ShareButton } from './components/knowledge/ArticleReader.tsx';
import { articlePath } from './content/articles/slug.ts';
import { articles } from './content/generated/articles-index.ts';
import { loadArticleBody } from './content/generated/load-article.ts';
import { SERVER_SCREEN_ID } from './lib/server-screen.ts';

/** Every article's first screen, by id. */
export async function renderArticleScreens(): Promise<Record<string, string>> {
  const screens: Record<string, string> = {};
  for (const entry of articles) {
    const article = { ...entry, path: articlePath(entry) };
    const body = await loadArticleBody(entry._id);
    screens[entry._id] = renderToStaticMarkup(
      <StrictMode>
        <StaticRouter location={article.path}>
          <AnalyticsProvider tracker={null}>
            <StaticModal
              id={SERVER_SCREEN_ID}
              data-article-id={entry._id}
              title={article.title}
              closeHref="/"
              wide
              actionsRoom={<ShareButton article={article} />}
            >
              <ReaderBody article={article} body={{ status: 'ready', ...body }} retry={() => {}} />
            </StaticModal>
          </AnalyticsProvider>
        </StaticRouter>
      </StrictMode>,
    );
  }
  return screens;
}
