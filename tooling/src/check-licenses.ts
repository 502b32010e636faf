#!/usr/bin/env -S node --import tsx
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Every production dependency of every workspace, however deep, must carry a permissive licence:
 * what ships to visitors or runs in the BFF may not oblige us to publish our code (no GPL, AGPL,
 * LGPL, SSPL, MPL) nor come without a licence at all.
 *
 *   node --import tsx tooling/src/check-licenses.ts [--lockfile path/to/package-lock.json]
 *
 * Reads the lockfile (its `license` fields; a package's own package.json where the lockfile has
 * none) and walks the dependency graph from each workspace's dependencies, optional and peer
 * dependencies, resolving names as Node does (nearest node_modules first). Development
 * dependencies are not followed. Exits 1 naming each package whose licence is not permissive,
 * with the chain that brings it in; 2 on a usage error.
 */

/** SPDX ids of permissive licences (no copyleft, no field-of-use restriction). */
export const PERMISSIVE = new Set([
  '0BSD',
  'Apache-2.0',
  'BlueOak-1.0.0',
  'BSD-2-Clause',
  'BSD-3-Clause',
  'BSL-1.0',
  'CC-BY-3.0',
  'CC-BY-4.0',
  'CC0-1.0',
  'ISC',
  'MIT',
  'MIT-0',
  'Python-2.0',
  'Unlicense',
  'WTFPL',
  'Zlib',
]);

interface LockEntry {
  version?: string;
  license?: string;
  link?: boolean;
  resolved?: string;
  dev?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

export interface Lockfile {
  packages: Record<string, LockEntry>;
}

export interface LicenceProblem {
  name: string;
  version: string;
  licence: string;
  /** How a workspace reaches it: workspace > dependency > ... > the package. */
  chain: string[];
}

/**
 * True when an SPDX expression allows permissive use: `A OR B` needs one permissive side, `A AND
 * B` both; `X WITH exception` counts as X; a trailing + (or later) as the id.
 */
export function isPermissive(expression: string): boolean {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let at = 0;
  const peek = () => tokens[at];
  const next = () => tokens[at++];
  const factor = (): boolean => {
    const token = next();
    if (token === '(') {
      const value = or();
      if (next() !== ')') throw new Error('unbalanced parentheses');
      return value;
    }
    if (token === undefined || token === ')') throw new Error('missing licence');
    if (peek()?.toUpperCase() === 'WITH') at += 2;
    return PERMISSIVE.has(token.replace(/\+$/, ''));
  };
  const and = (): boolean => {
    let value = factor();
    while (peek()?.toUpperCase() === 'AND') {
      next();
      value = factor() && value;
    }
    return value;
  };
  const or = (): boolean => {
    let value = and();
    while (peek()?.toUpperCase() === 'OR') {
      next();
      value = and() || value;
    }
    return value;
  };
  try {
    const value = or();
    return at === tokens.length && value;
  } catch {
    return false;
  }
}

/** The folder a package name resolves to from a package's folder, as Node resolves it. */
function resolve(lock: Lockfile, from: string, name: string): string | undefined {
  for (let dir = from; ; ) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (lock.packages[candidate]) return candidate;
    if (!dir) return undefined;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

/** The licence a lockfile entry declares, or its package.json's when the lockfile has none. */
function licenceOf(entry: LockEntry, location: string, root: string): string | undefined {
  if (entry.license) return entry.license;
  const file = path.join(root, location, 'package.json');
  if (!fs.existsSync(file)) return undefined;
  const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    license?: string | { type?: string };
    licenses?: Array<{ type?: string }>;
  };
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  const types = (pkg.licenses ?? []).map((l) => l.type).filter(Boolean);
  return types.length > 0 ? `(${types.join(' OR ')})` : undefined;
}

/** Every production dependency that is not permissively licensed, with how it is reached. */
export function checkLicences(lock: Lockfile, root: string): LicenceProblem[] {
  // The root project and the workspaces: every lockfile folder outside node_modules.
  const projects = Object.keys(lock.packages).filter((key) => !key.includes('node_modules/'));
  const seen = new Set<string>();
  const problems: LicenceProblem[] = [];
  const queue = projects.map((p) => ({ location: p, chain: [p || '(root)'] }));
  while (queue.length > 0) {
    const { location, chain } = queue.shift() as { location: string; chain: string[] };
    const entry = lock.packages[location] as LockEntry;
    const optionalPeers = entry.peerDependenciesMeta ?? {};
    const names = [
      ...Object.keys(entry.dependencies ?? {}),
      ...Object.keys(entry.optionalDependencies ?? {}),
      ...Object.keys(entry.peerDependencies ?? {}).filter((n) => !optionalPeers[n]?.optional),
    ];
    for (const name of names) {
      let target = resolve(lock, location, name);
      // A workspace linked into node_modules: its own folder is the package.
      const linked = target ? lock.packages[target] : undefined;
      if (target && linked?.link && linked.resolved) target = linked.resolved;
      if (!target || seen.has(target)) continue;
      seen.add(target);
      const dependency = lock.packages[target] as LockEntry;
      const next = [...chain, name];
      queue.push({ location: target, chain: next });
      if (!target.includes('node_modules/')) continue; // another workspace: our own code
      const licence = licenceOf(dependency, target, root);
      if (licence === undefined || !isPermissive(licence)) {
        problems.push({ name, version: dependency.version ?? '?', licence: licence ?? 'none declared', chain: next });
      }
    }
  }
  return problems.sort((a, b) => a.name.localeCompare(b.name));
}

function main() {
  const args = process.argv.slice(2);
  let lockfile = path.resolve(import.meta.dirname, '../../package-lock.json');
  if (args[0] === '--lockfile' && args[1]) lockfile = path.resolve(args[1]);
  else if (args.length > 0) {
    console.error('usage: check-licenses.ts [--lockfile path/to/package-lock.json]');
    process.exit(2);
  }
  const lock = JSON.parse(fs.readFileSync(lockfile, 'utf8')) as Lockfile;
  const problems = checkLicences(lock, path.dirname(lockfile));
  if (problems.length === 0) {
    console.log(`Licences: every production dependency of every workspace is permissively licensed.`);
    return;
  }
  console.error('Production dependencies without a permissive licence:');
  for (const p of problems) console.error(`  ${p.name}@${p.version}: ${p.licence} (${p.chain.join(' > ')})`);
  console.error(`Permissive licences: ${[...PERMISSIVE].join(', ')}. Replace these packages or drop them.`);
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
