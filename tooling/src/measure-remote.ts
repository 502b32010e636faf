import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';

/**
 * The size of a remote's own JavaScript, shared libraries excluded, gzipped: what a page that
 * already has react, react-dom and react-router pays to load the remote.
 *
 *   npm run build -w <remote> && npm run size -w <remote> -- 35
 *   (the remote's package.json: "size": "node --import tsx ../tooling/src/measure-remote.ts")
 *
 * Reads dist/mf-manifest.json (or dist/mf-stats.json) from the current folder, or from --dist.
 * Counted: remoteEntry.js and the JavaScript chunks every exposed module loads (sync and async).
 * Not counted: any chunk listed under "shared" (the singletons the shell provides), CSS (reported
 * beside), source maps, and the standalone page's own entry. Sizes are gzip level 9 (as gzip-size
 * and bundlesize measure); 1 KB = 1,000 bytes, the stricter reading of a budget.
 *
 * With a budget (KB) as argument, exits 1 when the total is over it. Exits 2 on a usage error or
 * a missing build.
 */

interface AssetLists {
  sync?: string[];
  async?: string[];
}
interface Assets {
  js?: AssetLists;
  css?: AssetLists;
}
export interface FederationManifest {
  name?: string;
  metaData?: { name?: string; remoteEntry?: { name?: string; path?: string } };
  shared?: { name?: string; assets?: Assets }[];
  exposes?: { name?: string; path?: string; assets?: Assets }[];
}

export interface RemoteAssets {
  /** The remote's own JavaScript: remoteEntry and the exposes' chunks, shared chunks left out. */
  own: string[];
  /** Chunks of the shared libraries (excluded from the budget). */
  shared: string[];
  /** The exposes' CSS (reported, not counted). */
  css: string[];
}

const list = (lists: AssetLists | undefined) => [...(lists?.sync ?? []), ...(lists?.async ?? [])];

/** Sorts the files a manifest names into own JavaScript, shared-library chunks and CSS. */
export function remoteAssets(manifest: FederationManifest): RemoteAssets {
  const shared = new Set((manifest.shared ?? []).flatMap((s) => list(s.assets?.js)));
  const own = new Set<string>();
  const entry = manifest.metaData?.remoteEntry;
  if (entry?.name) own.add(path.posix.join(entry.path ?? '', entry.name));
  for (const expose of manifest.exposes ?? []) {
    for (const file of list(expose.assets?.js)) if (!shared.has(file)) own.add(file);
  }
  const css = new Set((manifest.exposes ?? []).flatMap((e) => list(e.assets?.css)));
  return { own: [...own].sort(), shared: [...shared].sort(), css: [...css].sort() };
}

export interface FileSize {
  file: string;
  raw: number;
  gzip: number;
}

export function fileSize(dist: string, file: string): FileSize {
  const content = fs.readFileSync(path.join(dist, file));
  return { file, raw: content.length, gzip: zlib.gzipSync(content, { level: 9 }).length };
}

export const sum = (sizes: FileSize[], key: 'raw' | 'gzip') => sizes.reduce((total, s) => total + s[key], 0);

/** Reads the manifest of a build folder: mf-manifest.json, else mf-stats.json. */
export function readManifest(dist: string): { manifest: FederationManifest; source: string } {
  for (const name of ['mf-manifest.json', 'mf-stats.json']) {
    const file = path.join(dist, name);
    if (fs.existsSync(file)) return { manifest: JSON.parse(fs.readFileSync(file, 'utf8')), source: name };
  }
  throw new Error(`No mf-manifest.json or mf-stats.json in ${dist}: build the remote first`);
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;

// ---------------------------------------------------------------- source-map attribution

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Decodes one source-map segment (base64 VLQ) into its numbers. */
export function decodeVlq(segment: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64.indexOf(char);
    if (digit < 0) throw new Error(`Bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * The generated code of a file split by the source each piece was compiled from (by its source
 * map; code no mapping covers is under ''). Used to show how much of remoteEntry.js is the
 * federation runtime rather than the remote's own code.
 */
export function codeBySource(code: string, map: { sources: string[]; mappings: string }): Map<string, string> {
  const out = new Map<string, string>();
  const add = (source: string, text: string) => out.set(source, (out.get(source) ?? '') + text);
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (let l = 0; l < lines.length; l++) {
    const line = lines[l] as string;
    let column = 0;
    let start = 0;
    let current = '';
    for (const segment of (mappingLines[l] ?? '').split(',')) {
      if (!segment) continue;
      const [columnDelta = 0, sourceDelta] = decodeVlq(segment);
      column += columnDelta;
      add(current, line.slice(start, column));
      start = column;
      if (sourceDelta === undefined) {
        current = '';
      } else {
        sourceIndex += sourceDelta;
        current = map.sources[sourceIndex] ?? '';
      }
    }
    add(current, `${line.slice(start)}${l < lines.length - 1 ? '\n' : ''}`);
  }
  return out;
}

/** What a remoteEntry.js is made of: the federation runtime, the bundler's runtime and the rest. */
export function entryComposition(dist: string, entry: string): { part: string; raw: number; gzip: number }[] | null {
  const mapFile = path.join(dist, `${entry}.map`);
  if (!fs.existsSync(mapFile)) return null;
  const pieces = codeBySource(
    fs.readFileSync(path.join(dist, entry), 'utf8'),
    JSON.parse(fs.readFileSync(mapFile, 'utf8')),
  );
  const groups = new Map<string, string>();
  for (const [source, text] of pieces) {
    const part = /node_modules\/@module-federation\//.test(source)
      ? 'federation runtime (@module-federation/*)'
      : /^webpack:\/\/[^/]*\/webpack\//.test(source)
        ? 'bundler runtime (chunk loading, sharing)'
        : 'container and the rest';
    groups.set(part, (groups.get(part) ?? '') + text);
  }
  return [...groups].map(([part, text]) => {
    const bytes = Buffer.from(text);
    // Gzip of a part alone: an estimate (the whole file compresses a little better).
    return { part, raw: bytes.length, gzip: zlib.gzipSync(bytes, { level: 9 }).length };
  });
}

function usage(message: string): never {
  console.error(`${message}\nusage: measure-remote.ts [budget-KB] [--dist <folder>]`);
  process.exit(2);
}

function parseArgs(argv: string[]): { budgetKb?: number; dist: string } {
  let budgetKb: number | undefined;
  let dist = path.resolve('dist');
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--dist') {
      const value = argv[++i];
      if (!value) usage('--dist needs a folder');
      dist = path.resolve(value);
    } else if (/^\d+(\.\d+)?$/.test(arg)) {
      budgetKb = Number(arg);
    } else {
      usage(`Unknown argument: ${arg}`);
    }
  }
  return budgetKb === undefined ? { dist } : { budgetKb, dist };
}

function main() {
  const { budgetKb, dist } = parseArgs(process.argv.slice(2));
  let read: ReturnType<typeof readManifest>;
  try {
    read = readManifest(dist);
  } catch (error) {
    usage((error as Error).message);
  }
  const { manifest, source } = read;
  const assets = remoteAssets(manifest);
  const missing = [...assets.own, ...assets.css].filter((f) => !fs.existsSync(path.join(dist, f)));
  if (missing.length > 0) usage(`${source} names files that are not in ${dist}: ${missing.join(', ')}`);

  const own = assets.own.map((f) => fileSize(dist, f));
  const shared = assets.shared.filter((f) => fs.existsSync(path.join(dist, f))).map((f) => fileSize(dist, f));
  const css = assets.css.map((f) => fileSize(dist, f));
  const name = manifest.metaData?.name ?? manifest.name ?? path.basename(path.dirname(dist));

  console.log(
    `${name}: own JavaScript, shared libraries excluded (from ${path.relative(process.cwd(), dist) || '.'}/${source})`,
  );
  const width = Math.max(...own.map((s) => s.file.length), 'total'.length) + 2;
  console.log(`  ${'file'.padEnd(width)}${'raw'.padStart(12)}${'gzip'.padStart(12)}`);
  for (const s of own) console.log(`  ${s.file.padEnd(width)}${kb(s.raw).padStart(12)}${kb(s.gzip).padStart(12)}`);
  const total = sum(own, 'gzip');
  console.log(`  ${'total'.padEnd(width)}${kb(sum(own, 'raw')).padStart(12)}${kb(total).padStart(12)}`);
  console.log(
    `  not counted: ${shared.length} shared-library chunks (${kb(sum(shared, 'gzip'))} gzip), ` +
      `CSS ${kb(sum(css, 'gzip'))} gzip in ${css.length} file(s)`,
  );
  const entry = assets.own.find((f) => path.posix.basename(f) === 'remoteEntry.js');
  const composition = entry ? entryComposition(dist, entry) : null;
  if (composition) {
    console.log(`  ${entry} by its source map (each part gzipped alone, an estimate):`);
    for (const c of composition)
      console.log(`    ${c.part.padEnd(width - 2)}${kb(c.raw).padStart(12)}${kb(c.gzip).padStart(12)}`);
    const runtime = composition.filter((c) => !c.part.startsWith('container')).reduce((t, c) => t + c.gzip, 0);
    console.log(`  without the runtimes in ${entry}: about ${kb(Math.max(0, total - runtime))} gzip`);
  }

  if (budgetKb === undefined) return;
  const budget = budgetKb * 1000;
  const share = ((total / budget) * 100).toFixed(1);
  if (total > budget) {
    console.error(`OVER BUDGET: ${kb(total)} gzip > ${budgetKb} KB (${share}%)`);
    process.exit(1);
  }
  console.log(`Within budget: ${kb(total)} gzip ≤ ${budgetKb} KB (${share}%)`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
