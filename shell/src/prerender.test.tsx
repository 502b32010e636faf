import { matchRoute } from '@hl/shared/site-map';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

// Remotes never arrive here: slots stay as the placeholders the prerender wrote.
vi.mock('./federation/load-remote-component.ts', () => ({
  loadRemoteComponent: () => new Promise(() => {}),
  loadRemoteDefault: () => new Promise(() => {}),
}));

// hydrateRoot is called directly here, not through Testing Library, which would set this.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const { PRERENDERED_PAGES, loadPages, renderPage } = await import('./prerender.tsx');
const { App } = await import('./App.tsx');
const { rememberServerPage } = await import('./routing/server-page.ts');

const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'matchMedia'] as const;

/** Renders as the build does, in Node: the browser's globals are out of reach meanwhile. */
function renderWithoutBrowser(path: string): string {
  const saved = BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const [name] of saved) Reflect.deleteProperty(globalThis, name);
  try {
    return renderPage(path);
  } finally {
    for (const [name, descriptor] of saved) if (descriptor) Object.defineProperty(globalThis, name, descriptor);
  }
}

/** The prerendered page the server sends for a URL: its page's file, else the home page's. */
const servedPath = (url: string) => PRERENDERED_PAGES[matchRoute(new URL(url, 'http://x').pathname).page] ?? '/';

const HYDRATED_URLS = [
  '/',
  '/team',
  '/calculators?calc=transfer',
  '/articles/what-is-a-bond-12',
  '/apply',
  '/apply3',
  '/agents/partner',
  '/pre-approval',
  '/no-such-page',
  '/insights',
];

// Rendered before any root is hydrated: a hydrated root's timers must not run while the browser's
// globals are out of reach.
const markup = new Map<string, string>();
beforeAll(async () => {
  // The pages' code, as the build and the browser load it before rendering (src/pages/pages.tsx).
  await loadPages();
  for (const path of Object.values(PRERENDERED_PAGES)) markup.set(path, renderWithoutBrowser(path));
});
let root: Root | undefined;

describe('the prerendered first screen', () => {
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('has a file for each page it lists, rendered at a path that shows that page', () => {
    for (const [key, path] of Object.entries(PRERENDERED_PAGES)) {
      expect(matchRoute(path).page, path).toBe(key);
      // The insights page is all the remote's: its first screen is the slot's placeholder.
      if (key === 'insights') expect(markup.get(path), path).toContain('data-slot-state="waiting"');
      else expect(markup.get(path), path).toMatch(/<h1[^>]*>[^<]+/);
    }
  });

  it('holds the home page header, hero and how it works, with the remotes as placeholders', () => {
    const html = markup.get('/') ?? '';
    expect(html).toContain('One application. Up to 8 banks competing for your home loan.');
    expect(html).toContain('id="how-it-works"');
    expect(html).toContain('aria-label="Main"');
    expect(html).toMatch(/<section id="calculators"[^>]*><div[^>]*data-slot-state="waiting"/);
  });

  it.each<[string, string | undefined]>([
    ...HYDRATED_URLS.map((path): [string, string | undefined] => [path, servedPath(path)]),
    // An unknown article id: the server sends the not-found page for an article path.
    ['/articles/no-such-article-99999', PRERENDERED_PAGES['not-found']],
  ])('is taken over by React at %s (sent %s) without a hydration mismatch', async (path, sent) => {
    const errors: unknown[] = [];
    vi.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
    window.history.replaceState(null, '', path);
    rememberServerPage(path, matchRoute(sent ?? '/').page);
    const container = document.createElement('div');
    container.innerHTML = markup.get(sent ?? '/') ?? '';
    document.body.append(container);
    const heading = container.querySelector('h1');

    await act(async () => {
      root = hydrateRoot(
        container,
        <StrictMode>
          <App />
        </StrictMode>,
        { onRecoverableError: (error) => errors.push(error) },
      );
    });

    expect(errors).toEqual([]);
    // Hydration keeps the server's nodes rather than replacing them.
    expect(container.querySelector('h1')).toBe(heading);
  });
});
