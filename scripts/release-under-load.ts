/**
 * `npm run bench:release`: a release and a rollback of the calculators remote while browsers load
 * the composed site in a loop, on two BFF replicas sharing one PostgreSQL. Reports every page load
 * that failed (the calculators' heading not shown within 10 s), every remote file answered 404, and
 * how long after the promotion and the rollback every new page load, on either replica, got the
 * new version. Exit 1 when a page load failed, a file was 404 or a change took over 5 s to reach
 * both replicas. Needs production builds (`npm run build`) and a PostgreSQL server: the bench
 * creates a database of its own on the server of TEST_DATABASE_URL (`eval "$(scripts/ci/postgres.sh)"`
 * starts one and sets it) and drops it at the end. Ports: RELEASE_BENCH_PORT (default 18380) and the
 * next five.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@hl/tooling/chromium';
import { buildFacts, publish } from '@hl/tooling/release';
import { isBuilt, REMOTES, ROOT, registryEnv, type Service, startBff, startRemote, stop } from '@hl/tooling/stack';
import pg from 'pg';
import { type Browser, chromium } from 'playwright-core';

const PORT = Number(process.env.RELEASE_BENCH_PORT ?? 18380);
const SERVER_URL = process.env.TEST_DATABASE_URL;
const TOKEN = 'release-bench-admin-token-0123456789';
/** Page loads in flight at once (one browser page each, alternating between the replicas). */
const LOADERS = 4;
const STEADY_MS = 6000;

if (!SERVER_URL?.startsWith('postgres')) {
  console.error('Two replicas need PostgreSQL: set TEST_DATABASE_URL (eval "$(scripts/ci/postgres.sh)" starts one).');
  process.exit(1);
}
for (const workspace of ['shell', ...REMOTES.map((r) => r.workspace)]) {
  if (!isBuilt(workspace)) {
    console.error(`${workspace} has no production build: run npm run build first.`);
    process.exit(1);
  }
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-release-bench-'));
const releases = path.join(work, 'releases');
const ports = Object.fromEntries(REMOTES.map((r, i) => [r.workspace, PORT + 2 + i]));
const replicas = [PORT, PORT + 1].map((port) => `http://localhost:${port}`);
const services: Service[] = [];

interface Load {
  replica: number;
  startedAt: number;
  version: string | undefined;
  ok: boolean;
}

async function admin(replica: string, url: string, body: unknown) {
  const res = await fetch(`${replica}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
}

/** Loads /calculators in a loop on one replica until `until` says stop, recording each load. */
async function loader(browser: Browser, replica: number, loads: Load[], missing: string[], until: () => boolean) {
  const context = await browser.newContext();
  const page = await context.newPage();
  let version: string | undefined;
  page.on('request', (r) => {
    const match = /\/([0-9a-z.-]+)\/mf-manifest\.json$/.exec(r.url());
    if (match && r.url().includes(`:${ports['mf-calculators']}/`)) version = match[1];
  });
  page.on('response', (r) => {
    if (r.status() >= 400 && r.url().includes(`:${ports['mf-calculators']}/`)) missing.push(`${r.status()} ${r.url()}`);
  });
  while (!until()) {
    version = undefined;
    const startedAt = Date.now();
    let ok = true;
    try {
      await page.goto(`${replicas[replica]}/calculators`, { waitUntil: 'domcontentloaded' });
      await page.locator('#calculators h2').first().waitFor({ timeout: 10_000 });
    } catch {
      ok = false;
    }
    loads.push({ replica, startedAt, version, ok });
  }
  await context.close();
}

/** How long after `at` every page load on every replica got `version` (undefined if some never did). */
function reachedAll(loads: Load[], at: number, version: string): number | undefined {
  const after = loads.filter((l) => l.startedAt >= at);
  const stragglers = after.filter((l) => l.version !== version);
  const last = stragglers.reduce((latest, l) => Math.max(latest, l.startedAt), at);
  const settled = after.filter((l) => l.startedAt > last);
  return replicas.every((_, r) => settled.some((l) => l.replica === r)) ? last - at : undefined;
}

/** Runs one statement on the server's admin database (creating or dropping the bench's). */
async function onServer(statement: string) {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  await client.query(statement);
  await client.end();
}
const database = `hl_release_bench_${process.pid}`;
const DATABASE_URL = Object.assign(new URL(SERVER_URL), { pathname: `/${database}` }).toString();

let exitCode = 1;
await onServer(`create database ${database}`);
try {
  publish(path.join(ROOT, 'mf-calculators/dist'), releases, 'load1');
  for (const remote of REMOTES) {
    services.push(
      await startRemote(remote.workspace, ports[remote.workspace] as number, {
        quiet: true,
        siteOrigins: replicas,
        ...(remote.workspace === 'mf-calculators' ? { releasesDir: releases } : {}),
      }),
    );
  }
  for (const [i, replica] of replicas.entries()) {
    services.push(
      await startBff(
        PORT + i,
        { ...registryEnv(ports), DATABASE_URL, ADMIN_TOKEN: TOKEN, METRICS_PORT: 'off', LOG_LEVEL: 'warn' },
        { quiet: true },
      ),
    );
    console.log(`replica ${i + 1}: ${replica}`);
  }
  const facts = (version: string) => ({ ...buildFacts(path.join(releases, version)), version });
  await admin(replicas[0] as string, '/admin/remotes/mf_calculators/releases', facts('load1'));
  await admin(replicas[0] as string, '/admin/remotes/mf_calculators/promote', { version: 'load1', by: 'bench' });

  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const loads: Load[] = [];
  const missing: string[] = [];
  let done = false;
  const loaders = Array.from({ length: LOADERS }, (_, i) => loader(browser, i % 2, loads, missing, () => done));
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  await pause(STEADY_MS);
  // The release: files published beside the live version, recorded, promoted, all while pages load.
  publish(path.join(ROOT, 'mf-calculators/dist'), releases, 'load2');
  await admin(replicas[0] as string, '/admin/remotes/mf_calculators/releases', facts('load2'));
  const promotedAt = Date.now();
  await admin(replicas[0] as string, '/admin/remotes/mf_calculators/promote', { version: 'load2', by: 'bench' });
  await pause(STEADY_MS);
  const rolledBackAt = Date.now();
  await admin(replicas[1] as string, '/admin/remotes/mf_calculators/rollback', { by: 'bench', reason: 'bench' });
  await pause(STEADY_MS);
  done = true;
  await Promise.all(loaders);
  await browser.close();

  const inPromotion = loads.filter((l) => l.startedAt < rolledBackAt);
  const promote = reachedAll(inPromotion, promotedAt, 'load2');
  const rollback = reachedAll(loads, rolledBackAt, 'load1');
  const failed = loads.filter((l) => !l.ok);
  console.log(
    `\npage loads: ${loads.length} (${failed.length} failed); remote files answered 4xx/5xx: ${missing.length}`,
  );
  for (const m of missing.slice(0, 10)) console.log(`  ${m}`);
  const seconds = (ms: number | undefined) =>
    ms === undefined ? 'never, on some replica' : `${(ms / 1000).toFixed(1)} s`;
  console.log(`promotion reached every new page load on both replicas after ${seconds(promote)}`);
  console.log(`rollback reached every new page load on both replicas after ${seconds(rollback)}`);
  const met =
    failed.length === 0 && missing.length === 0 && (promote ?? Infinity) <= 5000 && (rollback ?? Infinity) <= 5000;
  console.log(met ? 'MET  zero failed loads, zero 404s, both changes within 5 s' : 'MISS');
  exitCode = met ? 0 : 1;
} finally {
  for (const service of services.reverse()) await stop(service);
  fs.rmSync(work, { recursive: true, force: true });
  await onServer(`drop database if exists ${database} with (force)`);
}
process.exit(exitCode);
