import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from '@hl/shared/cache-control';
import Fastify from 'fastify';

/**
 * The static server of one remote, as its team deploys it: CORS for the shell's origin, hashed
 * assets cached for a year, the manifest, the entry and the HTML always revalidated (a redeployed
 * remote is picked up on the next page load), and the build's precompressed `.br` / `.gz` copies
 * sent to browsers that accept them (Content-Encoding, Vary: Accept-Encoding). The build in
 * `distDir` is served at the root; with `releasesDir`, each released version in its folder there
 * is served at `/<version>/` (`npm run release`: a release never replaces another's files, so a
 * page that loaded one version keeps getting its chunks after the next goes live).
 */
export async function serveRemote(
  distDir: string,
  port: number,
  host = 'localhost',
  { releasesDir }: { releasesDir?: string } = {},
) {
  if (releasesDir) fs.mkdirSync(releasesDir, { recursive: true });
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  const origins = process.env.CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  await app.register(cors, { origin: origins && origins.length > 0 ? origins : true });
  await app.register(fastifyStatic, {
    // The first root holding a path wins: dist/ has no folder named like a version.
    root: releasesDir ? [distDir, releasesDir] : distDir,
    preCompressed: true,
    setHeaders: (res, file) => res.header('Cache-Control', cacheControlFor(path.basename(file))),
  });
  await app.listen({ port, host });
  return app;
}
