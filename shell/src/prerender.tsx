import { StaticRouter } from '@hl/shared/router-static';
import {
  AGENTS_PARTNER_PATH,
  APPLY_PATHS,
  HOME_PATHS,
  INSIGHTS_PATH,
  type PageKey,
  PRE_APPROVAL_PATH,
  PRIVACY_PATH,
} from '@hl/shared/site-map';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { loadPage, Site } from './App.tsx';

/**
 * The pages whose first screen is prerendered at build time, each with a path that shows it. The
 * build writes the home page to dist/index.html and every other page to dist/pages/<key>.html; the
 * BFF sends a path the file of its page (matchRoute). A new page is one line here.
 */
export const PRERENDERED_PAGES: Partial<Record<PageKey, string>> = {
  home: HOME_PATHS[0],
  apply: APPLY_PATHS[0],
  'agents-partner': AGENTS_PARTNER_PATH,
  'pre-approval': PRE_APPROVAL_PATH,
  privacy: PRIVACY_PATH,
  insights: INSIGHTS_PATH,
  'not-found': '/page-not-found',
};

/** Loads every prerendered page's code (src/pages/pages.tsx), so `renderPage` renders them whole. */
export async function loadPages(): Promise<void> {
  await Promise.all(Object.keys(PRERENDERED_PAGES).map((key) => loadPage(key as PageKey)));
}

/**
 * The markup of the site at `url` (its page's code loaded: `loadPages`), as the browser's first
 * render produces it: everything that needs the browser (remotes, storage, media queries, idle callbacks) waits for effects, which do
 * not run here, so remote slots render their placeholders.
 */
export function renderPage(url: string): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <Site />
      </StaticRouter>
    </StrictMode>,
  );
}
