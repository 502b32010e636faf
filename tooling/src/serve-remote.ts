import fs from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from '@hl/shared/cache-control';
import Fastify, { type FastifyRequest } from 'fastify';

export interface RemoteServerOptions {
  /** Origins whose pages may fetch the remote (CORS); none: no CORS header at all. */
  corsOrigins: readonly string[];
  /** Send the build's `*.map` files; off, they are a 404 and the sources stay unpublished. */
  sourceMaps: boolean;
  /** Where log lines go (stdout by default); the level is LOG_LEVEL (info). */
  logStream?: { write(line: string): void };
  /**
   * The released versions, each in a folder of its own, served at `/<version>/` beside the build
   * at the root (`npm run release`: a release never replaces another's files, so a page that loaded
   * one version keeps getting its chunks after the next goes live).
   */
  releasesDir?: string;
  /**
   * Headers every HTML answer carries besides its own: a page served as another server serves its
   * pages (`npm run lighthouse` gives its reference page the site's security headers).
   */
  pageHeaders?: Readonly<Record<string, string>>;
}

/**
 * The static server of one remote, as its team deploys it: CORS for the configured origins only
 * (the shell's), hashed assets cached for a year, the manifest, the entry and the HTML always
 * revalidated (a redeployed remote is picked up on the next page load), and the build's
 * precompressed `.br` / `.gz` copies sent to browsers that accept them (Content-Encoding, Vary:
 * Accept-Encoding). Its log lines name the method, path and status, never the client's address.
 */
export async function serveRemote(distDir: string, port: number, host: string, options: RemoteServerOptions) {
  const { releasesDir } = options;
  if (releasesDir) fs.mkdirSync(releasesDir, { recursive: true });
  const app = Fastify({
    logger: {
      level: process.env.LOG_LEVEL ?? 'info',
      ...(options.logStream ? { stream: options.logStream } : {}),
      // Fastify's default also logs the client's address and port, and the query string.
      serializers: { req: (request: FastifyRequest) => ({ method: request.method, url: request.url.split('?')[0] }) },
    },
  });
  await app.register(cors, { origin: options.corsOrigins.length > 0 ? [...options.corsOrigins] : false });
  await app.register(fastifyStatic, {
    // The first root holding a path wins: dist/ has no folder named like a version.
    root: releasesDir ? [distDir, releasesDir] : distDir,
    preCompressed: true,
    allowedPath: (pathname) => options.sourceMaps || !pathname.endsWith('.map'),
    setHeaders: (res, file) => {
      res.header('Cache-Control', cacheControlFor(path.basename(file)));
      if (file.endsWith('.html'))
        for (const [name, value] of Object.entries(options.pageHeaders ?? {})) res.header(name, value);
    },
  });
  await app.listen({ port, host });
  return app;
}
