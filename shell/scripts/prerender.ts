/**
 * Run by `npm run build` after rspack: writes the HTML of each prerendered page, so the server
 * sends a first screen that paints before any JavaScript runs.
 *
 * For each page of PRERENDERED_PAGES (src/prerender.tsx) it renders the site at that page's path
 * with the build's own components (build/prerender/prerender.cjs, compiled for Node with the
 * browser build's class names) into the page template (dist/index.html, as HtmlRspackPlugin wrote
 * it), and puts the shell's stylesheet inline in place of its <link>: the first screen needs no
 * request but the HTML. The home page becomes dist/index.html (the fallback for any path without a
 * page file), the others dist/pages/<key>.html. The head is left as the template has it.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { matchRoute, type PageKey } from '@hl/shared/site-map';
import { withoutSourceMapComment } from '@hl/tooling/source-map-comment';

const dir = path.resolve(import.meta.dirname, '..');
const ROOT = '<div id="root"></div>';

interface Prerender {
  PRERENDERED_PAGES: Partial<Record<PageKey, string>>;
  loadPages(): Promise<void>;
  renderPage(url: string): string;
}

/** The template with the stylesheets it links put inline (their source-map comments dropped). */
export function inlineStylesheets(html: string, readAsset: (href: string) => string): string {
  return html.replace(/<link\b[^>]*\brel="?stylesheet"?[^>]*>/g, (link) => {
    const href = /\bhref="?([^"\s>]+)"?/.exec(link)?.[1];
    if (!href?.startsWith('/') || !href.endsWith('.css')) return link;
    return `<style>${withoutSourceMapComment(readAsset(href))}</style>`;
  });
}

/**
 * A page's HTML: the template with the page's markup in the root element, which names the page
 * (src/routing/server-page.ts: the browser learns that the server sent the not-found page for a
 * path the router would show otherwise, an unknown article id), and with a preload of the page's
 * own chunk (`pageChunk`, src/pages/pages.tsx) beside the shell's scripts, so hydration finds it
 * fetched.
 */
export function pageHtml(template: string, markup: string, page: PageKey, pageChunk?: string): string {
  if (!template.includes(ROOT)) throw new Error(`The template has no empty ${ROOT}`);
  const html = template.replace(ROOT, `<div id="root" data-page="${page}">${markup}</div>`);
  if (!pageChunk) return html;
  const scripts = [...html.matchAll(/<link rel="preload" as="script"[^>]*>/g)];
  const last = scripts[scripts.length - 1];
  if (!last) throw new Error('The template preloads no script');
  const preload = `<link rel="preload" as="script" href="/${pageChunk}" fetchpriority="low" />`;
  return html.replace(last[0], `${last[0]}\n    ${preload}`);
}

/**
 * Writes the prerendered pages of a build: `dist` holds the browser build (its index.html still the
 * template), `bundle` the compiled prerender; `only` limits the pages written (the reference page of
 * `npm run lighthouse` is the home page alone).
 */
export async function prerenderBuild(dist: string, bundle: string, only?: readonly PageKey[]): Promise<void> {
  const templateFile = path.join(dist, 'index.html');
  const template = fs.readFileSync(templateFile, 'utf8');
  if (!template.includes(ROOT)) {
    throw new Error(`${templateFile} is already prerendered: run the whole build (npm run build -w shell)`);
  }
  const prerender = createRequire(import.meta.url)(bundle) as Prerender;
  const withStyles = inlineStylesheets(template, (href) => fs.readFileSync(path.join(dist, href), 'utf8'));

  await prerender.loadPages();
  const files = fs.readdirSync(dist);
  // A page chunk's own stylesheet would be fetched only once its chunk runs, after the first paint.
  const pageStyles = files.filter((f) => /^page-.*\.css$/.test(f));
  if (pageStyles.length > 0) {
    throw new Error(`${pageStyles.join(', ')}: a page's stylesheet belongs in src/pages/page-styles.ts`);
  }
  fs.mkdirSync(path.join(dist, 'pages'), { recursive: true });
  for (const [key, url] of Object.entries(prerender.PRERENDERED_PAGES)) {
    if (only && !only.includes(key as PageKey)) continue;
    if (matchRoute(url).page !== key) throw new Error(`${url} does not show the ${key} page`);
    const file = key === 'home' ? templateFile : path.join(dist, 'pages', `${key}.html`);
    // The not-found page is also what an unknown article's path shows, inside the home page's route.
    const chunkKey = key === 'not-found' ? 'home' : key;
    const chunk = files.find((f) => f.startsWith(`page-${chunkKey}.`) && f.endsWith('.js'));
    fs.writeFileSync(file, pageHtml(withStyles, prerender.renderPage(url), key as PageKey, chunk));
    console.log(`prerendered ${url} → ${path.relative(dir, file)}`);
  }
}

if (process.argv[1] === import.meta.filename) {
  await prerenderBuild(path.join(dir, 'dist'), path.join(dir, 'build/prerender/prerender.cjs'));
}
