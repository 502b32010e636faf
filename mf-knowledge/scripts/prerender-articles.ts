/**
 * Run by `npm run build` after rspack: renders every article's first screen with the prerender
 * bundle (build/prerender/prerender.cjs, from src/prerender.tsx) and publishes them beside the
 * article index as dist/article-screens.json, with the stylesheets they need: the browser build's
 * chunks of the sections and of the reader (the knowledge styles, the site's modal) and the static
 * modal's own rules.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ARTICLE_SCREENS_FILE, type ArticleScreens, articleScreensSchema } from '@hl/shared/contracts';
import { withoutSourceMapComment } from '@hl/tooling/source-map-comment';

/** What the prerender's asset URLs start with; the BFF puts the remote's public address in its place. */
export const PRERENDER_ASSET_BASE = 'https://mf-knowledge.invalid/';
/** The browser build's stylesheets the screens use, by chunk name. */
const STYLESHEET_CHUNKS = ['sections', 'reader'];

const dir = path.resolve(import.meta.dirname, '..');
const dist = path.join(dir, 'dist');

/** The CSS of the named chunks of a build folder, in that order, without source-map comments. */
export function chunkStylesheets(files: readonly string[], read: (file: string) => string, chunks: readonly string[]) {
  return chunks
    .map((chunk) => {
      const file = files.find((f) => f.startsWith(`${chunk}.`) && f.endsWith('.css'));
      if (!file) throw new Error(`the build has no stylesheet of the ${chunk} chunk`);
      return withoutSourceMapComment(read(file));
    })
    .join('\n');
}

/**
 * The screen with its SVG images inline (data: URLs), read from the build: they paint with the
 * screen's first frame instead of after a request to the remote, which the page's scripts would
 * overtake. The preload links React writes for them go: the page's HTML no longer fetches those
 * URLs, and a preload nothing on the page uses is a warning (WebKit's) and a wasted request on a
 * phone's connection; the live reader fetches its images itself.
 */
export function inlineSvgImages(html: string, assetBase: string, readAsset: (file: string) => Buffer): string {
  const escaped = assetBase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const image = new RegExp(`(<img\\b[^>]*?\\bsrc=")${escaped}(assets/[^"]+\\.svg)"`, 'g');
  const preload = new RegExp(`<link rel="preload" as="image" href="${escaped}assets/[^"]+\\.svg"[^>]*/?>`, 'g');
  return html
    .replace(image, (_all, start: string, file: string) => {
      return `${start}data:image/svg+xml;base64,${readAsset(file).toString('base64')}"`;
    })
    .replace(preload, '');
}

async function main() {
  const require = createRequire(import.meta.url);
  const prerender = require(path.join(dir, 'build/prerender/prerender.cjs')) as {
    renderArticleScreens(): Promise<Record<string, string>>;
  };
  const built = chunkStylesheets(
    fs.readdirSync(dist),
    (f) => fs.readFileSync(path.join(dist, f), 'utf8'),
    STYLESHEET_CHUNKS,
  );
  const staticModal = fs.readFileSync(require.resolve('@hl/shared/static-modal.css'), 'utf8');
  const published: ArticleScreens = articleScreensSchema.parse({
    assetBase: PRERENDER_ASSET_BASE,
    css: `${built}\n${staticModal.replace(/\/\*[\s\S]*?\*\//g, '').trim()}`,
    screens: Object.fromEntries(
      Object.entries(await prerender.renderArticleScreens()).map(([id, html]) => [
        id,
        inlineSvgImages(html, PRERENDER_ASSET_BASE, (file) => fs.readFileSync(path.join(dist, file))),
      ]),
    ),
  });
  const file = path.join(dist, ARTICLE_SCREENS_FILE);
  fs.writeFileSync(file, JSON.stringify(published));
  const count = Object.keys(published.screens).length;
  console.log(
    `prerendered ${count} article screens → ${path.relative(dir, file)} (${(fs.statSync(file).size / 1000).toFixed(1)} KB)`,
  );
}

if (process.argv[1] === import.meta.filename) await main();
