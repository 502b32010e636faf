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
import postcss, { type AtRule, type Container } from 'postcss';

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
 * The screen with its SVG images inline, read from the build: they paint with the screen's first
 * frame instead of after a request to the remote, which the page's scripts would overtake. As
 * markup, not as `data:` URLs: an SVG image is a document of its own, and Chromium builds it (a
 * page, its parser, its styles) in the task that parses the screen, 10-24 ms before the page is
 * interactive for the two of an article (first-time set-up of the first SVG image included). The
 * image's class, size and decorative status carry over (`aria-hidden`, the SVG's own title
 * dropped, as `alt=""` said), and `preserveAspectRatio` slices as `object-fit: cover` crops. An SVG
 * with ids stays an image (`data:` URL): inline, its ids would be the page's. The preload links
 * React writes for them go: the page's HTML no longer fetches those URLs, and a preload nothing
 * on the page uses is a warning (WebKit's) and a wasted request on a phone's connection; the live
 * reader fetches its images itself.
 */
export function inlineSvgImages(html: string, assetBase: string, readAsset: (file: string) => Buffer): string {
  const escaped = assetBase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const image = new RegExp(`<img\\b([^>]*?)\\bsrc="${escaped}(assets/[^"]+\\.svg)"([^>]*?)/?>`, 'g');
  const preload = new RegExp(`<link rel="preload" as="image" href="${escaped}assets/[^"]+\\.svg"[^>]*/?>`, 'g');
  return html
    .replace(image, (_all, before: string, file: string, after: string) => {
      const svg = readAsset(file);
      const markup = svgMarkup(`${before} ${after}`, svg.toString('utf8'));
      return markup ?? `<img${before}src="data:image/svg+xml;base64,${svg.toString('base64')}"${after}/>`;
    })
    .replace(preload, '');
}

/** An <img>'s SVG as inline markup with the image's attributes, or undefined when it has ids. */
function svgMarkup(imgAttributes: string, svg: string): string | undefined {
  const root = /<svg\b([^>]*)>([\s\S]*)<\/svg>/.exec(svg);
  if (!root || /\bid="/.test(svg)) return undefined;
  const attribute = (attrs: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
  const viewBox = attribute(root[1] ?? '', 'viewBox');
  const inner = (root[2] ?? '')
    .replace(/<title>[\s\S]*?<\/title>|<!--[\s\S]*?-->/g, '')
    .replace(/>\s+</g, '><')
    .trim();
  const kept = ['class', 'width', 'height']
    .map((name) => [name, attribute(imgAttributes, name)])
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
  return (
    `<svg${kept}${viewBox ? ` viewBox="${viewBox}"` : ''} preserveAspectRatio="xMidYMid slice" ` +
    `aria-hidden="true" focusable="false">${inner}</svg>`
  );
}

/**
 * The rules of `css` that can style the screens: a selector is kept when every class it names is
 * one the screens' HTML uses (pseudo-classes and states included, so the Share button still shows
 * its hover), a rule when one of its selectors is, an @media or @supports when a rule inside it is,
 * and an @keyframes when a kept rule animates with it. The chunks' stylesheets hold every section
 * of the remote (FAQs, team, testimonials…), about 22 KB; an article's page parses what its screen
 * uses, a few KB. Rules that name no class (the design tokens on `:root`, which a remote carries so
 * it looks right standalone) are dropped too: the screen is always inside the shell's page, whose
 * own stylesheet defines them.
 */
export function screenRules(css: string, screens: readonly string[]): string {
  const used = new Set<string>();
  for (const html of screens) {
    for (const [, names = ''] of html.matchAll(/\bclass="([^"]*)"/g)) {
      for (const name of names.split(/\s+/)) if (name) used.add(name);
    }
  }
  const root = postcss.parse(css);
  const animations = new Set<string>();
  root.walkRules((rule) => {
    if (rule.parent?.type === 'atrule' && /keyframes$/i.test((rule.parent as AtRule).name)) return;
    const kept = rule.selectors.filter((selector) => {
      // What :not(), :is(), :where() or :has() name need not be on the screen for the rule to apply.
      const plain = selector.replace(/:(not|is|where|has)\((?:[^()]|\([^()]*\))*\)/g, '');
      const classes = [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1] as string);
      return classes.length > 0 && classes.every((name) => used.has(name));
    });
    if (kept.length === 0) {
      rule.remove();
      return;
    }
    rule.selectors = kept;
    rule.walkDecls(/^(-webkit-)?animation(-name)?$/i, (decl) => {
      for (const word of decl.value.split(/[\s,]+/)) animations.add(word);
    });
  });
  root.walkAtRules(/keyframes$/i, (keyframes) => {
    if (!animations.has(keyframes.params)) keyframes.remove();
  });
  const dropEmpty = (container: Container) => {
    container.each((node) => {
      if (node.type !== 'atrule' || !node.nodes) return;
      dropEmpty(node);
      if (node.nodes.length === 0) node.remove();
    });
  };
  dropEmpty(root);
  return root.toString();
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
  const screens = Object.fromEntries(
    Object.entries(await prerender.renderArticleScreens()).map(([id, html]) => [
      id,
      inlineSvgImages(html, PRERENDER_ASSET_BASE, (file) => fs.readFileSync(path.join(dist, file))),
    ]),
  );
  const published: ArticleScreens = articleScreensSchema.parse({
    assetBase: PRERENDER_ASSET_BASE,
    css: `${screenRules(built, Object.values(screens))}\n${staticModal.replace(/\/\*[\s\S]*?\*\//g, '').trim()}`,
    screens,
  });
  const file = path.join(dist, ARTICLE_SCREENS_FILE);
  fs.writeFileSync(file, JSON.stringify(published));
  const count = Object.keys(published.screens).length;
  console.log(
    `prerendered ${count} article screens → ${path.relative(dir, file)} (${(fs.statSync(file).size / 1000).toFixed(1)} KB)`,
  );
}

if (process.argv[1] === import.meta.filename) await main();
