import path from 'node:path';
import cors from '@fastify/cors';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { cacheControlFor } from './cache-control.ts';

/**
 * The static server of one remote, as its team deploys it: CORS for the shell's origin, hashed
 * assets cached for a year, the manifest, the entry and the HTML always revalidated (a redeployed
 * remote is picked up on the next page load).
 */
export async function serveRemote(distDir: string, port: number, host = 'localhost') {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  const origins = process.env.CORS_ORIGINS?.split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  await app.register(cors, { origin: origins && origins.length > 0 ? origins : true });
  await app.register(fastifyStatic, {
    root: distDir,
    setHeaders: (res, file) => res.header('Cache-Control', cacheControlFor(path.basename(file))),
  });
  await app.listen({ port, host });
  return app;
}

// `npm run serve -w <remote>` runs this file from the remote's folder.
if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 0);
  if (!Number.isInteger(port) || port <= 0) {
    console.error('PORT must be set to the port this remote is served on');
    process.exit(1);
  }
  const app = await serveRemote(path.resolve(process.cwd(), 'dist'), port, process.env.HOST ?? 'localhost');
  const close = () => void app.close().then(() => process.exit(0));
  process.once('SIGTERM', close);
  process.once('SIGINT', close);
}
