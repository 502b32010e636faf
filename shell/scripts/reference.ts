/**
 * The reference page of `npm run lighthouse` (scripts/lighthouse.ts): built and prerendered as the
 * shell's own pages are, into a folder of the caller's, never into dist/.
 */
import path from 'node:path';
import { type MultiStats, rspack } from '@rspack/core';
import { referenceBuild } from '../rspack.config.ts';
import { prerenderBuild } from './prerender.ts';

/**
 * Builds the reference page into `dir` (`referenceBuild`: its scripts and stylesheet precompressed
 * as the shell's are) and prerenders it as the shell's build does. Resolves with the folder to
 * serve.
 */
export async function buildReference(dir: string): Promise<string> {
  const stats = await new Promise<MultiStats>((resolve, reject) =>
    rspack(referenceBuild(dir)).run((error, result) => (error || !result ? reject(error) : resolve(result))),
  );
  if (stats.hasErrors()) throw new Error(`The reference page did not build:\n${stats.toString('errors-only')}`);
  const dist = path.join(dir, 'dist');
  await prerenderBuild(dist, path.join(dir, 'prerender/prerender.cjs'), ['home']);
  return dist;
}
