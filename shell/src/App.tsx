import { BrowserRouter, Route, Routes, useLocation } from '@hl/shared/router';
import {
  AGENTS_PARTNER_PATH,
  APPLY_PATHS,
  ARTICLE_PATH_PREFIX,
  HOME_PATHS,
  matchRoute,
  PRE_APPROVAL_PATH,
  PRIVACY_PATH,
  SECTION_PATHS,
} from '@hl/shared/site-map';
import { GlobalParts } from './layout/GlobalParts.tsx';
import { Layout } from './layout/Layout.tsx';
import { ShellAnalytics } from './layout/ShellAnalytics.tsx';
import { InsightsPage } from './pages/InsightsPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';
import './pages/page-styles.ts';
import {
  AgentsPartnerPage,
  ApplyPage,
  HomePage,
  PreApprovalPage,
  PrivacyPage,
  usePagesLoadedWhenIdle,
} from './pages/pages.tsx';
import { DocumentHead } from './routing/DocumentHead.tsx';
import { usePageTop } from './routing/usePageTop.ts';

/** Loads a page's own code before the first render that shows it (src/pages/pages.tsx). */
export { loadPage } from './pages/pages.tsx';

export function AppRoutes() {
  usePageTop();
  usePagesLoadedWhenIdle();
  return (
    <Routes>
      <Route element={<Layout />}>
        {[...HOME_PATHS, ...SECTION_PATHS, `${ARTICLE_PATH_PREFIX}:slugId`].map((path) => (
          <Route key={path} path={path} element={<HomePage />} />
        ))}
        {APPLY_PATHS.map((path) => (
          <Route key={path} path={path} element={<ApplyPage />} />
        ))}
        <Route path={PRIVACY_PATH} element={<PrivacyPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
      <Route path={AGENTS_PARTNER_PATH} element={<AgentsPartnerPage />} />
      <Route path={PRE_APPROVAL_PATH} element={<PreApprovalPage />} />
    </Routes>
  );
}

/**
 * Everything inside the router: the public site, or the operators' insights page on its own. The browser renders it in a BrowserRouter; the build prerenders
 * it for each page's URL (src/prerender.tsx), so the HTML the server sends already holds the first
 * screen and the browser's first render produces the same markup to hydrate.
 */
export function Site() {
  const operatorPage = matchRoute(useLocation().pathname).page === 'insights';
  return (
    <>
      {/* Before the page view the provider records (its effect runs after this one), so it carries the new title. */}
      <DocumentHead />
      {operatorPage ? (
        // Outside the analytics provider: the operators' visits are not the site's traffic.
        <InsightsPage />
      ) : (
        <ShellAnalytics>
          <AppRoutes />
          <GlobalParts />
        </ShellAnalytics>
      )}
    </>
  );
}

export function App() {
  return (
    <BrowserRouter>
      <Site />
    </BrowserRouter>
  );
}
