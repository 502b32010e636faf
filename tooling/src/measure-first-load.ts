import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { codeBySource, type FileSize, fileSize, sum } from './measure-remote.ts';

/**
 * What a visitor fetches before the first screen is interactive, from the shell's production
 * build: its JavaScript and the fonts its HTML preloads.
 *
 *   npm run build -w shell && npm run size -w shell -- 110
 *   (the shell's package.json: "size": "hl-measure-first-load", the bin of @hl/tooling)
 *
 * What is counted, for each page the build writes (dist/index.html and dist/pages/*.html): every
 * script the page's HTML loads (<script src>, script preloads, <link rel="modulepreload">), and
 * every font it preloads (the brand face, fetched at once beside them; a woff2 file is compressed
 * already and sent as it is, so it counts its bytes). The scripts are everything hydration needs:
 * the shell's first render requests no other chunk (dialogs, the toaster and the federation
 * runtime are loaded on demand, and remotes only after the first screen), which the e2e
 * suite checks in Chromium by listing the scripts fetched before hydration ends. Not counted: the
 * HTML itself, with its inline stylesheet (reported beside), and everything loaded later.
 * Sizes are gzip level 9; 1 KB = 1,000 bytes. With a budget (KB) as argument, exits 1 when a page is
 * over it; exits 2 on a usage error or a missing build.
 */

/** The scripts an HTML page loads before it can run: <script src> and script or module preloads, in order. */
export function pageScripts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<script\b[^>]*>|<link\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script');
    const preload =
      /\brel="?modulepreload"?/.test(tag) || (/\brel="?preload"?/.test(tag) && /\bas="?script"?/.test(tag));
    if (!isScript && !preload) continue;
    const url = new RegExp(`\\b${isScript ? 'src' : 'href'}="?([^"\\s>]+)`).exec(tag)?.[1];
    if (url && !found.includes(url)) found.push(url);
  }
  return found;
}

/** The fonts an HTML page preloads (<link rel="preload" as="font">), in order. */
export function pageFonts(html: string): string[] {
  const found: string[] = [];
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\brel="?preload"?/.test(tag) || !/\bas="?font"?/.test(tag)) continue;
    const url = /\bhref="?([^"\s>]+)/.exec(tag)?.[1];
    if (url && !found.includes(url)) found.push(url);
  }
  return found;
}

/** The inline <style> text of a page (the first screen's CSS), for the report. */
export function inlineStyles(html: string): string {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
}

/** Which library (or the shell's own code) each part of a built file came from, gzipped alone. */
export function byPackage(dist: string, file: string): { part: string; gzip: number }[] {
  const mapFile = path.join(dist, `${file}.map`);
  if (!fs.existsSync(mapFile)) return [];
  const pieces = codeBySource(
    fs.readFileSync(path.join(dist, file), 'utf8'),
    JSON.parse(fs.readFileSync(mapFile, 'utf8')),
  );
  const parts = new Map<string, string>();
  for (const [source, text] of pieces) {
    const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1];
    const part =
      pkg ?? (/\/shared\/src\//.test(source) ? '@hl/shared' : /webpack\//.test(source) ? 'bundler runtime' : 'shell');
    parts.set(part, (parts.get(part) ?? '') + text);
  }
  return [...parts]
    .map(([part, text]) => ({ part, gzip: zlib.gzipSync(Buffer.from(text), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
}

export interface PageLoad {
  page: string;
  scripts: FileSize[];
  /** Preloaded fonts; `gzip` is the file's own size (woff2 is sent as it is). */
  fonts: FileSize[];
  total: number;
  inlineCssGzip: number;
}

/** The JavaScript and fonts each prerendered page of a shell build loads before it is interactive. */
export function measurePages(dist: string): PageLoad[] {
  const pagesDir = path.join(dist, 'pages');
  const pages = [
    'index.html',
    ...(fs.existsSync(pagesDir)
      ? fs
          .readdirSync(pagesDir)
          .filter((f) => f.endsWith('.html'))
          .sort()
      : []
    ).map((f) => `pages/${f}`),
  ];
  return pages.map((page) => {
    const html = fs.readFileSync(path.join(dist, page), 'utf8');
    const builtFile = (url: string, what: string) => {
      if (/^(https?:)?\/\//.test(url)) throw new Error(`${page} loads a ${what} from elsewhere: ${url}`);
      const file = url.replace(/^\//, '').split('?')[0] as string;
      if (!fs.existsSync(path.join(dist, file))) throw new Error(`${page} loads ${url}, which is not in ${dist}`);
      return file;
    };
    const scripts = pageScripts(html).map((url) => fileSize(dist, builtFile(url, 'script')));
    const fonts = pageFonts(html).map((url) => {
      const file = builtFile(url, 'font');
      const bytes = fs.statSync(path.join(dist, file)).size;
      return { file, raw: bytes, gzip: bytes };
    });
    const css = inlineStyles(html);
    return {
      page,
      scripts,
      fonts,
      total: sum(scripts, 'gzip') + sum(fonts, 'gzip'),
      inlineCssGzip: css ? zlib.gzipSync(css, { level: 9 }).length : 0,
    };
  });
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;

function usage(message: string): never {
  console.error(`${message}\nusage: measure-first-load.ts [budget-KB] [--dist <folder>]`);
  process.exit(2);
}

/** The command line (`hl-measure-first-load`): arguments from process.argv, exit code on a failure. */
export function main() {
  const args = process.argv.slice(2);
  let dist = path.resolve('dist');
  let budgetKb: number | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--dist') dist = path.resolve(args[++i] ?? usage('--dist needs a folder'));
    else if (/^\d+(\.\d+)?$/.test(arg)) budgetKb = Number(arg);
    else usage(`Unknown argument: ${arg}`);
  }
  if (!fs.existsSync(path.join(dist, 'index.html'))) usage(`No index.html in ${dist}: build the shell first`);

  let loads: PageLoad[];
  try {
    loads = measurePages(dist);
  } catch (error) {
    usage((error as Error).message);
  }
  console.log(
    `JavaScript (gzip) and fonts before the first screen is interactive (${path.relative(process.cwd(), dist) || '.'}):`,
  );
  for (const load of loads) {
    console.log(
      `  ${load.page.padEnd(28)}${kb(load.total).padStart(10)} in ${load.scripts.length} script(s)` +
        ` and ${load.fonts.length} font(s)` +
        `   (inline CSS ${kb(load.inlineCssGzip)} gzip, not counted)`,
    );
  }
  const files = new Map(loads.flatMap((l) => l.scripts.map((s) => [s.file, s] as const)));
  for (const s of files.values()) {
    console.log(`  ${s.file}: ${kb(s.raw)} raw, ${kb(s.gzip)} gzip; by its source map (each part gzipped alone):`);
    for (const p of byPackage(dist, s.file)) console.log(`    ${p.part.padEnd(26)}${kb(p.gzip).padStart(10)}`);
  }
  const fonts = new Map(loads.flatMap((l) => l.fonts.map((f) => [f.file, f] as const)));
  for (const f of fonts.values()) console.log(`  ${f.file}: ${kb(f.raw)} (a font, sent as it is)`);

  if (budgetKb === undefined) return;
  const budget = budgetKb * 1000;
  const over = loads.filter((l) => l.total > budget);
  const worst = Math.max(...loads.map((l) => l.total));
  const share = ((worst / budget) * 100).toFixed(1);
  if (over.length > 0) {
    console.error(`OVER BUDGET: ${over.map((l) => `${l.page} ${kb(l.total)}`).join(', ')} > ${budgetKb} KB`);
    process.exit(1);
  }
  console.log(`Within budget: at most ${kb(worst)} ≤ ${budgetKb} KB (${share}%)`);
}
