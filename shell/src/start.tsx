import { StrictMode, startTransition, useLayoutEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { rememberServerPage } from './routing/server-page.ts';

/**
 * Performance mark set the moment React has taken over the first screen: a layout effect runs
 * right after the first commit, before the passive effects that start loading remotes. The e2e
 * suite reads it to list the JavaScript fetched before the page is interactive. The root element
 * also says so (`data-interactive`): tests that fake the page's clock fake `performance` too.
 */
const INTERACTIVE_MARK = 'hl:interactive';

function MarkInteractive() {
  useLayoutEffect(() => {
    if (performance.getEntriesByName(INTERACTIVE_MARK).length === 0) performance.mark(INTERACTIVE_MARK);
    document.getElementById('root')?.setAttribute('data-interactive', '');
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
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
