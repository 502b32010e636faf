import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * The JavaScript a page fetches from a remote to render its exposes, shared libraries excluded,
 * gzipped: what a page that already has react, react-dom and react-router pays for the remote.
 *
 *   npm run build -w <remote> && npm run size -w <remote> -- 35
 *   (the remote's package.json: "size": "hl-measure-remote", the bin of @hl/tooling)
 *
 * Reads dist/mf-manifest.json (the remote entry) and the chunk graph the production build writes
 * to .build/chunk-graph.json (tooling/src/rspack-config.ts). Counted: remoteEntry.js, every chunk
 * each exposed module loads, and the named lazy chunks they can load (`import(/* webpackChunkName:
 * "x" *\/ …)`), except those matching an `--exclude` pattern (e.g. article bodies, fetched only when
 * an article opens). Not counted: the shared libraries' chunks (the unnamed chunks the federation
 * runtime falls back to when no host provides a singleton: the shell always does), CSS (reported
 * beside), source maps, the standalone page's entry. Sizes are gzip level 9 (as gzip-size and
 * bundlesize measure); 1 KB = 1,000 bytes, the stricter reading of a budget.
 *
 * With `--expose <name>`, only that expose's own chunks count (and the lazy chunks they load): the
 * code a part of the remote is made of, without the remote entry (the container and bundler
 * runtime, loaded once whichever expose is used), which is reported beside. The analytics remote's
 * tracker is budgeted this way.
 *
 * With a budget (KB) as argument, exits 1 when the total is over it. Exits 2 on a usage error or
 * a missing build.
 */

export interface FederationManifest {
  name?: string;
  metaData?: { name?: string; remoteEntry?: { name?: string; path?: string } };
}

export interface ChunkGraph {
  /** Named chunk groups (the exposes are `__federation_expose_{Name}`, lazy chunks carry their chunk name). */
  groups: Record<string, { chunks: Array<string | number>; files: string[] }>;
  chunks: Array<{ id: string | number; names: string[]; files: string[]; children: Array<string | number> }>;
}

export interface RemoteAssets {
  /** The remote's own JavaScript the exposes need: remoteEntry, their chunks and their named lazy chunks. */
  own: string[];
  /** Named lazy chunks left out by an --exclude pattern, and the lazy chunks only they load. */
  excluded: string[];
  /** The CSS of those chunks (reported, not counted). */
  css: string[];
  /** The remote entry when only one expose is counted (reported, not counted). */
  entry?: string;
}

const EXPOSE_GROUP = '__federation_expose_';

/**
 * Sorts what the exposes load (or one expose, `only`) into own JavaScript, excluded lazy chunks
 * and CSS.
 */
export function remoteAssets(
  manifest: FederationManifest,
  graph: ChunkGraph,
  exclude: readonly RegExp[] = [],
  only?: string,
): RemoteAssets {
  const chunks = new Map(graph.chunks.map((c) => [String(c.id), c]));
  const own = new Set<string>();
  const excludedFiles = new Set<string>();
  const css = new Set<string>();
  const remoteEntry = manifest.metaData?.remoteEntry;
  const entry = remoteEntry?.name ? path.posix.join(remoteEntry.path ?? '', remoteEntry.name) : undefined;
  if (entry && only === undefined) own.add(entry);

  const take = (files: readonly string[]) => {
    for (const file of files) {
      if (file.endsWith('.js')) own.add(file);
      else if (file.endsWith('.css')) css.add(file);
    }
  };
  const visited = new Set<string>();
  /** Follows the named lazy chunks a chunk can load; below an excluded one, everything is excluded. */
  const visit = (id: string, excluding: boolean) => {
    if (visited.has(id)) return;
    visited.add(id);
    for (const childId of chunks.get(id)?.children ?? []) {
      const child = chunks.get(String(childId));
      // Unnamed lazy chunks are the shared libraries' fallbacks.
      if (!child || child.names.length === 0) continue;
      const excluded = excluding || child.names.some((name) => exclude.some((re) => re.test(name)));
      if (excluded) {
        for (const file of child.files) if (file.endsWith('.js')) excludedFiles.add(file);
      } else {
        take(child.files);
      }
      visit(String(childId), excluded);
    }
  };
  const groups = Object.entries(graph.groups).filter(([name]) =>
    only === undefined ? name.startsWith(EXPOSE_GROUP) : name === `${EXPOSE_GROUP}${only}`,
  );
  if (only !== undefined && groups.length === 0) throw new Error(`The build has no expose named ${only}`);
  for (const [, group] of groups) {
    take(group.files);
    for (const id of group.chunks) visit(String(id), false);
  }
  const assets: RemoteAssets = { own: [...own].sort(), excluded: [...excludedFiles].sort(), css: [...css].sort() };
  if (only !== undefined && entry) assets.entry = entry;
  return assets;
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

/** Reads the chunk graph a production build wrote beside dist/ (.build/chunk-graph.json). */
export function readChunkGraph(dist: string): ChunkGraph {
  const file = path.join(dist, '..', '.build', 'chunk-graph.json');
  if (!fs.existsSync(file)) throw new Error(`No ${file}: build the remote for production first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ChunkGraph;
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
  console.error(
    `${message}\nusage: measure-remote.ts [budget-KB] [--dist <folder>] [--expose <name>] [--exclude <chunk-name regex>]...`,
  );
  process.exit(2);
}

function parseArgs(argv: string[]): { budgetKb?: number; dist: string; exclude: RegExp[]; expose?: string } {
  let budgetKb: number | undefined;
  let dist = path.resolve('dist');
  let expose: string | undefined;
  const exclude: RegExp[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--dist' || arg === '--exclude' || arg === '--expose') {
      const value = argv[++i];
      if (!value) usage(`${arg} needs a value`);
      if (arg === '--dist') dist = path.resolve(value);
      else if (arg === '--expose') expose = value.replace(/^\.\//, '');
      else exclude.push(new RegExp(value));
    } else if (/^\d+(\.\d+)?$/.test(arg)) {
      budgetKb = Number(arg);
    } else {
      usage(`Unknown argument: ${arg}`);
    }
  }
  return {
    ...(budgetKb === undefined ? {} : { budgetKb }),
    ...(expose === undefined ? {} : { expose }),
    dist,
    exclude,
  };
}

/** The command line (`hl-measure-remote`): arguments from process.argv, exit code on a failure. */
export function main() {
  const { budgetKb, dist, exclude, expose } = parseArgs(process.argv.slice(2));
  let read: ReturnType<typeof readManifest>;
  let assets: RemoteAssets;
  try {
    read = readManifest(dist);
    assets = remoteAssets(read.manifest, readChunkGraph(dist), exclude, expose);
  } catch (error) {
    usage((error as Error).message);
  }
  const { manifest, source } = read;
  const missing = [...assets.own, ...assets.css].filter((f) => !fs.existsSync(path.join(dist, f)));
  if (missing.length > 0) usage(`The build names files that are not in ${dist}: ${missing.join(', ')}`);

  const own = assets.own.map((f) => fileSize(dist, f));
  const excluded = assets.excluded.map((f) => fileSize(dist, f));
  const css = assets.css.map((f) => fileSize(dist, f));
  const name = manifest.metaData?.name ?? manifest.name ?? path.basename(path.dirname(dist));

  const what = expose === undefined ? 'the exposes load' : `of its ${expose} expose`;
  console.log(
    `${name}: own JavaScript ${what}, shared libraries excluded (from ${path.relative(process.cwd(), dist) || '.'}/${source} and the chunk graph)`,
  );
  const width = Math.max(...own.map((s) => s.file.length), 'total'.length) + 2;
  console.log(`  ${'file'.padEnd(width)}${'raw'.padStart(12)}${'gzip'.padStart(12)}`);
  for (const s of own) console.log(`  ${s.file.padEnd(width)}${kb(s.raw).padStart(12)}${kb(s.gzip).padStart(12)}`);
  const total = sum(own, 'gzip');
  console.log(`  ${'total'.padEnd(width)}${kb(sum(own, 'raw')).padStart(12)}${kb(total).padStart(12)}`);
  if (excluded.length > 0) {
    console.log(
      `  not counted: ${excluded.length} lazy chunks matching ${exclude.map(String).join(', ')} or loaded by them ` +
        `(${kb(sum(excluded, 'gzip'))} gzip in all, ${kb(Math.max(...excluded.map((e) => e.gzip)))} the largest)`,
    );
  }
  console.log(`  not counted: CSS ${kb(sum(css, 'gzip'))} gzip in ${css.length} file(s), the shared libraries' chunks`);
  if (assets.entry) {
    const entrySize = fileSize(dist, assets.entry);
    console.log(
      `  not counted: ${assets.entry} ${kb(entrySize.gzip)} gzip (the container and bundler runtime, loaded once for any expose)`,
    );
  }
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
