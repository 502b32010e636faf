import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(import.meta.dirname, '../..');

export const REMOTES = [
  { workspace: 'mf-calculators', env: 'MF_CALCULATORS_URL', port: 8081 },
  { workspace: 'mf-knowledge', env: 'MF_KNOWLEDGE_URL', port: 8082 },
  { workspace: 'mf-leads', env: 'MF_LEADS_URL', port: 8083 },
  { workspace: 'mf-analytics', env: 'MF_ANALYTICS_URL', port: 8084 },
] as const;

export interface Service {
  name: string;
  url: string;
  child: ChildProcess;
}

/** True when the workspace has a production build to serve. */
export function isBuilt(workspace: string): boolean {
  const marker = workspace === 'shell' ? 'dist/index.html' : 'dist/mf-manifest.json';
  return fs.existsSync(path.join(ROOT, workspace, marker));
}

async function waitForHttp(url: string, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function startNode(
  name: string,
  cwd: string,
  script: string,
  env: Record<string, string>,
  readyUrl: string,
  quiet: boolean,
) {
  // `node --import tsx` (not npx tsx) so the pid we hold is the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd,
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
  return waitForHttp(readyUrl, child).then(() => ({ name, url: readyUrl, child }));
}

/**
 * Serves one remote's dist (or another folder holding a build of it) on a port, for the pages of
 * `siteOrigins` (the BFFs that compose it: its CORS origins), and the versions released in
 * `releasesDir` (default: releases/ beside that dist) at /<version>/.
 */
export function startRemote(
  workspace: string,
  port: number,
  opts: { siteOrigins: readonly string[]; quiet?: boolean; dist?: string; releasesDir?: string },
) {
  const cwd = opts.dist ? path.dirname(opts.dist) : path.join(ROOT, workspace);
  return startNode(
    workspace,
    cwd,
    fileURLToPath(import.meta.resolve('@hl/tooling/serve-remote-cli')),
    {
      PORT: String(port),
      HOST: 'localhost',
      CORS_ORIGINS: opts.siteOrigins.join(','),
      ...(opts.quiet ? { LOG_LEVEL: 'warn' } : {}),
      ...(opts.releasesDir ? { RELEASES_DIR: opts.releasesDir } : {}),
    },
    `http://localhost:${port}/mf-manifest.json`,
    opts.quiet ?? false,
  );
}

/** The origin a BFF on this port serves the site at, as the browser names it. */
export const siteOrigin = (port: number) => `http://localhost:${port}`;

/** Starts the BFF (which serves the shell) with the given environment. */
export function startBff(port: number, env: Record<string, string>, opts: { quiet?: boolean } = {}) {
  return startNode(
    'bff',
    path.join(ROOT, 'bff'),
    'src/server.ts',
    { PORT: String(port), HOST: 'localhost', ...env },
    `http://localhost:${port}/readyz`,
    opts.quiet ?? false,
  );
}

/** Stops a service: SIGTERM (graceful), then SIGKILL if it has not exited within 5 s. */
export async function stop(service: Service): Promise<void> {
  const { child } = service;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

/** The registry settings that point the BFF at remotes on the given ports. */
export function registryEnv(ports: Record<string, number>): Record<string, string> {
  return Object.fromEntries(
    REMOTES.map((r) => [r.env, `http://localhost:${ports[r.workspace] ?? r.port}/mf-manifest.json`]),
  );
}
