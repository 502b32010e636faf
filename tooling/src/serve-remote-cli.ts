#!/usr/bin/env -S node --import tsx
/**
 * `hl-serve-remote` (`npm run serve -w <remote>`): serves the dist/ of the folder it runs in on
 * PORT and HOST (default localhost), with CORS for CORS_ORIGINS (comma-separated; unset: none) and
 * source maps only when SERVE_SOURCE_MAPS=true, and the released versions in RELEASES_DIR (default
 * releases/ beside dist/) at /<version>/.
 */
import path from 'node:path';
import { serveRemote } from './serve-remote.ts';

const port = Number(process.env.PORT ?? 0);
if (!Number.isInteger(port) || port <= 0) {
  console.error('PORT must be set to the port this remote is served on');
  process.exit(1);
}
const sourceMaps = process.env.SERVE_SOURCE_MAPS ?? 'false';
if (sourceMaps !== 'true' && sourceMaps !== 'false') {
  console.error(`SERVE_SOURCE_MAPS must be 'true' or 'false', not "${sourceMaps}"`);
  process.exit(1);
}
const corsOrigins = (process.env.CORS_ORIGINS ?? '')
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);
const app = await serveRemote(path.resolve(process.cwd(), 'dist'), port, process.env.HOST ?? 'localhost', {
  corsOrigins,
  sourceMaps: sourceMaps === 'true',
  releasesDir: path.resolve(process.cwd(), process.env.RELEASES_DIR ?? 'releases'),
});
const close = () => void app.close().then(() => process.exit(0));
process.once('SIGTERM', close);
process.once('SIGINT', close);
