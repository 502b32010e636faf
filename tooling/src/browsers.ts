import fs from 'node:fs';
import path from 'node:path';

/**
 * The browsers the site supports, stated once as the root package.json's `browserslist` (the last
 * two versions of Chrome, Edge, Firefox and Safari, Firefox ESR, Samsung Internet 20+, iOS Safari
 * 15+): the JavaScript build lowers syntax for them, the CSS build (Lightning CSS) prefixes and
 * lowers for them, and `check-browser-targets.ts` refuses a shipped chunk that uses a built-in one
 * of them lacks.
 */
export const BROWSER_TARGETS: readonly string[] = (() => {
  const file = path.resolve(import.meta.dirname, '../../package.json');
  const { browserslist } = JSON.parse(fs.readFileSync(file, 'utf8')) as { browserslist?: string[] };
  if (!browserslist?.length) throw new Error(`${file} states no browserslist`);
  return browserslist;
})();
