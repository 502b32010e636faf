import { useState } from 'react';

/**
 * The reference page of `npm run lighthouse` (scripts/lighthouse.ts), never part of the site: the
 * shell's own build with this module in place of src/App.tsx (`referenceBuild` in rspack.config.ts),
 * so the page starts exactly as the site's pages do (the HTML prerendered with the shell's
 * stylesheet inline, the paint-first loader, React DOM's set-up, hydration as a transition, the
 * `hl:interactive` mark) and hydrates a first screen of a heading, a paragraph and a button. What
 * it costs is the floor of this stack, and each page's main-thread work is reported against it.
 * The exports are those of src/App.tsx that the entry point and the prerender use.
 */
export function Site() {
  const [pressed, setPressed] = useState(false);
  return (
    <main>
      <h1>Reference page</h1>
      <p>The least a page of this site can be: prerendered, painted first, then hydrated by React.</p>
      <button type="button" aria-pressed={pressed} onClick={() => setPressed(!pressed)}>
        A button React listens to
      </button>
    </main>
  );
}

export const App = Site;

/** The reference has no page code of its own to load before hydrating. */
export const loadPage = (): Promise<void> => Promise.resolve();
