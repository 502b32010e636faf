#!/usr/bin/env -S node --import tsx
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import compat from 'core-js-compat';
import { BROWSER_TARGETS } from './browsers.ts';

/**
 * What the site ships runs in every browser it supports (BROWSER_TARGETS, package.json's
 * browserslist). Syntax is lowered by the build; built-ins are not polyfilled, so a shipped chunk
 * must not call one a supported browser lacks, and newer CSS the build cannot lower needs a
 * fallback in the same rule.
 *
 *   node --import tsx tooling/src/check-browser-targets.ts
 *
 * Reads every .js and .css file of the shell's and each remote's dist/ (what is deployed). Exits 1
 * naming each file, what it uses and the browsers that lack it.
 */

/**
 * Built-ins newer than the oldest supported browsers, as minified code calls them, and the core-js
 * module whose compatibility data says which browsers have them. Those the supported browsers all
 * have are never reported, so the list may run ahead of the targets.
 */
export const BUILT_INS: ReadonlyArray<{
  name: string;
  pattern: RegExp;
  module: string;
  /** A feature test that, found just before each use, makes it safe (the code falls back without it). */
  guard?: RegExp;
}> = [
  { name: 'Array.prototype.at', pattern: /\.at\(/, module: 'es.array.at' },
  { name: 'Object.hasOwn', pattern: /\bObject\.hasOwn\(/, module: 'es.object.has-own' },
  { name: 'Array.prototype.findLast', pattern: /\.findLast(?:Index)?\(/, module: 'es.array.find-last' },
  { name: 'structuredClone', pattern: /\bstructuredClone\(/, module: 'web.structured-clone' },
  { name: 'Array.prototype.toSorted', pattern: /\.toSorted\(/, module: 'es.array.to-sorted' },
  { name: 'Array.prototype.toReversed', pattern: /\.toReversed\(/, module: 'es.array.to-reversed' },
  { name: 'Array.prototype.toSpliced', pattern: /\.toSpliced\(/, module: 'es.array.to-spliced' },
  { name: 'Object.groupBy', pattern: /\bObject\.groupBy\(/, module: 'es.object.group-by' },
  { name: 'Map.groupBy', pattern: /\bMap\.groupBy\(/, module: 'es.map.group-by' },
  { name: 'Promise.withResolvers', pattern: /\bPromise\.withResolvers\(/, module: 'es.promise.with-resolvers' },
  { name: 'Promise.try', pattern: /\bPromise\.try\(/, module: 'es.promise.try' },
  { name: 'Array.fromAsync', pattern: /\bArray\.fromAsync\(/, module: 'es.array.from-async' },
  { name: 'String.prototype.isWellFormed', pattern: /\.(?:is|to)WellFormed\(/, module: 'es.string.is-well-formed' },
  {
    name: 'Set.prototype.union',
    pattern: /\.(?:union|symmetricDifference|isSubsetOf|isSupersetOf|isDisjointFrom)\(/,
    module: 'es.set.union.v2',
  },
  {
    name: 'URL.canParse',
    pattern: /\bURL\.canParse\(/,
    module: 'web.url.can-parse',
    // zod's URL check: `typeof URL.canParse == "function"` first, else `new URL()`.
    guard: /typeof URL\.canParse/,
  },
  { name: 'RegExp.escape', pattern: /\bRegExp\.escape\(/, module: 'es.regexp.escape' },
  {
    name: 'Uint8Array base64',
    pattern: /\.(?:toBase64|fromBase64|toHex|fromHex)\(/,
    module: 'es.uint8-array.to-base64',
  },
];

/**
 * Chunks of a library the site cannot change that a part fetches only behind a feature test in its
 * own code (another file of the same dist/): web-vitals calls Array.prototype.at, and the tracker
 * loads it only where the browser has it (iOS Safari 15.0-15.1 report no vitals).
 */
export const LOADED_BEHIND_TEST: ReadonlyArray<{ chunk: RegExp; uses: string; guard: RegExp }> = [
  { chunk: /^web-vitals\.[\w]+\.js$/, uses: 'Array.prototype.at', guard: /"at"\s*in\s*Array\.prototype/ },
];

/**
 * Whether a problem's chunk is one a part loads only behind the feature test for what it uses,
 * that test standing in another shipped file of the same folder.
 */
export function loadedBehindTest(problem: TargetProblem, sources: ReadonlyMap<string, string>): boolean {
  const dir = path.dirname(problem.file);
  return LOADED_BEHIND_TEST.some(
    (allowed) =>
      allowed.uses === problem.uses &&
      allowed.chunk.test(path.basename(problem.file)) &&
      [...sources].some(
        ([file, text]) => file !== problem.file && path.dirname(file) === dir && allowed.guard.test(text),
      ),
  );
}

/** CSS functions the supported browsers may lack and the build cannot lower when they take a custom property. */
const NEWER_CSS = /\b(color-mix|oklch|oklab|light-dark)\(/;

export interface TargetProblem {
  file: string;
  uses: string;
  /** The supported browsers that lack it (browserslist names), or what is missing. */
  lacking: string;
}

/** The supported browsers lacking each of the built-ins, by module (none: every one has it). */
function lackingBrowsers(targets: readonly string[]): Map<string, string[]> {
  const { targets: lacking } = compat({ targets: [...targets], modules: BUILT_INS.map((b) => b.module) });
  return new Map(
    Object.entries(lacking).map(([module, browsers]) => [
      module,
      Object.entries(browsers as Record<string, string>).map(([browser, version]) => `${browser} ${version}`),
    ]),
  );
}

/** Whether every use of a built-in in `source` comes right after its feature test (within 200 characters). */
function everyUseGuarded(source: string, pattern: RegExp, guard: RegExp): boolean {
  const uses = [...source.matchAll(new RegExp(pattern.source, 'g'))];
  return uses.every((use) => guard.test(source.slice(Math.max(0, (use.index ?? 0) - 200), use.index)));
}

/** The built-ins a script calls, unguarded, that some supported browser lacks. */
export function checkScript(
  file: string,
  source: string,
  targets: readonly string[] = BROWSER_TARGETS,
): TargetProblem[] {
  const lacking = lackingBrowsers(targets);
  const unsafe = (b: (typeof BUILT_INS)[number]) =>
    b.pattern.test(source) && !(b.guard && everyUseGuarded(source, b.pattern, b.guard));
  return BUILT_INS.filter((b) => lacking.has(b.module) && unsafe(b)).map((b) => ({
    file,
    uses: b.name,
    lacking: `lacking in ${lacking.get(b.module)?.join(', ')}`,
  }));
}

/**
 * Declarations of a stylesheet that use newer CSS without a fallback: an earlier declaration of
 * the same property in the same rule that does not.
 */
export function checkStylesheet(file: string, css: string): TargetProblem[] {
  const problems: TargetProblem[] = [];
  for (const [, body = ''] of css.matchAll(/\{([^{}]*)\}/g)) {
    const seen = new Set<string>();
    for (const declaration of body.split(';')) {
      const colon = declaration.indexOf(':');
      if (colon === -1) continue;
      const property = declaration.slice(0, colon).trim();
      const newer = NEWER_CSS.exec(declaration);
      if (newer && !seen.has(property)) {
        problems.push({
          file,
          uses: `${property}: ${newer[1]}()`,
          lacking: 'without a fallback declaration before it',
        });
      }
      if (!newer) seen.add(property);
    }
  }
  return problems;
}

/** The deployed files of every part: .js and .css of each dist/. */
export function shippedFiles(root: string): string[] {
  return ['shell', 'mf-calculators', 'mf-knowledge', 'mf-leads', 'mf-analytics'].flatMap((part) => {
    const dist = path.join(root, part, 'dist');
    if (!fs.existsSync(dist)) throw new Error(`${part} has no build: run npm run build first`);
    return fs
      .readdirSync(dist, { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.js') || f.endsWith('.css'))
      .map((f) => path.join(dist, f));
  });
}

function main() {
  const root = path.resolve(import.meta.dirname, '../..');
  const files = shippedFiles(root);
  const sources = new Map(files.map((file) => [path.relative(root, file), fs.readFileSync(file, 'utf8')]));
  const problems = [...sources]
    .flatMap(([name, text]) => (name.endsWith('.js') ? checkScript(name, text) : checkStylesheet(name, text)))
    .filter((problem) => !loadedBehindTest(problem, sources));
  if (problems.length === 0) {
    console.log(
      `Browser targets: ${files.length} shipped files use nothing the supported browsers lack (${BROWSER_TARGETS.join(', ')}).`,
    );
    return;
  }
  console.error('Shipped files using what a supported browser lacks:');
  for (const p of problems) console.error(`  ${p.file}: ${p.uses}, ${p.lacking}`);
  console.error('Write it without that built-in (or give the CSS a fallback declaration first).');
  process.exit(1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) main();
