import { modalShowing } from '@hl/shared/modal';
import { matchRoute } from '@hl/shared/site-map';
import { StrictMode, startTransition, useEffect, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, loadPage } from './App.tsx';
import { holdAfterFirstScreen, releaseAfterFirstScreen } from './layout/AfterFirstScreen.tsx';
import { rememberServerPage } from './routing/server-page.ts';

/**
 * Performance mark set the moment React has taken over the first screen: a layout effect runs
 * right after the first commit, before the passive effects that start loading remotes. The e2e
 * suite reads it to list the JavaScript fetched before the page is interactive. The root element
 * also says so (`data-interactive`): tests that fake the page's clock fake `performance` too.
 */
const INTERACTIVE_MARK = 'hl:interactive';

/** A button of the first screen pressed before the shell ran (paint-first/loader.ts). */
let earlyPress: HTMLElement | undefined;

function MarkInteractive() {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(INTERACTIVE_MARK).length === 0) performance.mark(INTERACTIVE_MARK);
    document.getElementById('root')?.setAttribute('data-interactive', '');
    releaseAfterFirstScreen();
  }, []);
  // Pressed again, once, now that React listens; not if it has gone (the article's server screen,
  // replaced by the reader). In a task of its own: a press on a part React takes over after the
  // first screen (layout/AfterFirstScreen.tsx) makes React hydrate that part at once, which it
  // cannot do from inside this commit's effects.
  useEffect(() => {
    if (!earlyPress) return;
    const replay = window.setTimeout(() => {
      const press = earlyPress;
      earlyPress = undefined;
      if (press?.isConnected) press.click();
    });
    return () => window.clearTimeout(replay);
  }, []);
  return null;
}

/** Renders the shell into the page: hydrates the prerendered first screen, or renders from scratch. */
export function start() {
  const container = document.getElementById('root') as HTMLElement;
  const app = (
    <StrictMode>
      <App />
      <MarkInteractive />
    </StrictMode>
  );

  // The production HTML holds the prerendered first screen: React takes it over, as a transition so
  // the work is cut into short tasks and the page stays responsive meanwhile. The dev server's page is
  // empty and rendered from scratch.
  if (container.firstElementChild) {
    rememberServerPage(window.location.pathname, container.dataset.page);
    // The page's own code first (its HTML preloaded the chunk), so the browser renders the tree the
    // server did. Should the chunk fail to load, React takes the page over all the same (the page
    // then loads its code as a client-side navigation does) rather than leave it without scripts.
    const pageCode = loadPage(matchRoute(window.location.pathname).page).catch(() => undefined);
    void pageCode.then(() => {
      // From here React records presses itself, and replays them as it hydrates.
      earlyPress = window.hlTakeEarlyPress?.();
      // An article's server screen, over the page from the first paint, is its first screen.
      holdAfterFirstScreen({ covered: modalShowing() });
      startTransition(() => {
        hydrateRoot(container, app);
      });
    });
  } else {
    createRoot(container).render(app);
  }
}
