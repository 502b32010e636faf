/**
 * npm run bench:insights -w bff [-- --reuse]: how fast the operator dashboard's questions are
 * answered on a large data set (bench/insights-seed.ts: 1,000,000 analytics records over 150,000
 * visits and 20,000 leads in 90 days).
 *
 * Seeds a database (SQLite at bench/results/insights.db, recreated; or the PostgreSQL database of
 * DATABASE_URL, which must be empty), then asks every /admin/insights/* route and the leads list
 * through the app (Fastify's inject with the admin token: routing, validation, serialisation and
 * compression count) for the last 7 and 30 days, unfiltered, filtered by a page and by a referrer.
 * All the questions are asked in turn, round after round (the first round warms up and is not
 * counted), as the dashboard asks them; prints the median and 95th percentile of each and exits 1
 * when a median is over 300 ms; the figures go to bench/results/ too (not committed). `--reuse`:
 * keep the database when it already holds the data set. BENCH_RUNS: measured rounds (default 10).
 * The load shedding (MAX_EVENT_LOOP_DELAY_MS) is off: a slow SQLite query blocks the event loop,
 * and the point is to time it, not to answer 503.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { INSIGHTS_BREAKDOWNS } from '@hl/shared/insights';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { openStore, type Store } from '../src/storage/store.ts';
import { DEFAULT_SIZE, seedInsights } from './insights-seed.ts';

const BUDGET_MS = 300;
const RUNS = Number(process.env.BENCH_RUNS ?? 10);
const reuse = process.argv.includes('--reuse');
const DAY = 86_400_000;
const SAST = 2 * 3_600_000;
const TOKEN = 'bench-admin-token-0123456789abcdef';

const file = path.join(import.meta.dirname, 'results', 'insights.db');
const url = process.env.DATABASE_URL ?? `sqlite:${file}`;
const database = url.startsWith('sqlite:') ? 'SQLite' : 'PostgreSQL';

async function counts(store: Store) {
  const { rows } = await sql<{ records: unknown; leads: unknown }>`
    select (select count(*) from analytics_events) as records, (select count(*) from leads) as leads`.execute(store.db);
  return { records: Number(rows[0]?.records), leads: Number(rows[0]?.leads) };
}

/** The store with the data set in it: seeded now, or (with --reuse) as a run before left it. */
async function prepare(): Promise<Store> {
  if (!reuse && url.startsWith('sqlite:')) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${file}${suffix}`, { force: true });
  }
  const store = await openStore(url);
  const found = await counts(store);
  if (reuse && found.records === DEFAULT_SIZE.records && found.leads === DEFAULT_SIZE.leads) {
    console.log(`Reusing the data set in ${database} (${found.records} records, ${found.leads} leads).`);
    return store;
  }
  if (found.records > 0 || found.leads > 0) {
    await store.close();
    throw new Error(
      `The database already holds ${found.records} records and ${found.leads} leads but not the data set: ` +
        'give an empty database (or --reuse one that holds it).',
    );
  }
  console.log(`Seeding ${database}...`);
  const seeded = await seedInsights(store, { progress: (line) => process.stdout.write(`\r  ${line}    `) });
  console.log(`\n${JSON.stringify(seeded)}`);
  return store;
}

/** The South African day a time falls in, as the time of its midnight. */
const sastMidnight = (ms: number) => Math.floor((ms + SAST) / DAY) * DAY - SAST;
const sastIso = (ms: number) => `${new Date(ms + SAST).toISOString().slice(0, 19)}+02:00`;

/** One request of the dashboard: what it asks (`name`) for which range and filter (`scope`). */
interface Question {
  scope: string;
  name: string;
  url: string;
}

/**
 * What the dashboard asks for one range and filter: the summary, the goals, every table, the
 * funnel, what leads read and used, leads by day.
 */
function dashboard(scope: string, from: number, to: number, filters: Record<string, string>): Question[] {
  const query = (more: Record<string, string> = {}) =>
    new URLSearchParams({ from: sastIso(from), to: sastIso(to), ...filters, ...more }).toString();
  return [
    { scope, name: 'summary', url: `/admin/insights/summary?${query()}` },
    ...INSIGHTS_BREAKDOWNS.map((dimension) => ({
      scope,
      name: `breakdown ${dimension}`,
      url: `/admin/insights/breakdown?${query({ dimension, limit: '10' })}`,
    })),
    { scope, name: 'goals', url: `/admin/insights/goals?${query()}` },
    { scope, name: 'funnel', url: `/admin/insights/funnel?${query()}` },
    { scope, name: 'lead-content', url: `/admin/insights/lead-content?${query()}` },
    { scope, name: 'leads-by-day', url: `/admin/insights/leads-by-day?${query()}` },
  ];
}

/** The leads table as the dashboard pages it (20 a page), all types and one type, first and a deep page. */
function leadPages(scope: string, from: number, to: number): Question[] {
  const page = (name: string, more: Record<string, string>) => ({
    scope,
    name,
    url: `/admin/leads?${new URLSearchParams({ from: sastIso(from), to: sastIso(to), limit: '20', format: 'json', ...more })}`,
  });
  return [
    page('leads, first page', { offset: '0' }),
    page('leads, page 250', { offset: '4980' }),
    page('leads callback, first page', { type: 'callback', offset: '0' }),
    page('leads callback, page 100', { type: 'callback', offset: '1980' }),
  ];
}

/** The value at a fraction of the sorted samples (nearest rank). */
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number;

const store = await prepare();
const shell = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-insights-bench-'));
fs.writeFileSync(path.join(shell, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  DATABASE_URL: url,
  SHELL_DIST: shell,
  ADMIN_TOKEN: TOKEN,
  // Nothing listens there: the article index is never read, articles are named by their recorded title.
  ARTICLE_INDEX_URL: 'http://127.0.0.1:9/articles.json',
  METRICS_PORT: 'off',
  // The load shedding would answer 503 after a slow query blocked the event loop: measure it instead.
  MAX_EVENT_LOOP_DELAY_MS: '0',
});
// Request log lines are written (as in production) to nowhere.
const app = await buildApp({ config, store, logger: createLogger(config, { write() {} }) });
await app.ready();

try {
  // The ranges end with the data set's last day ("today" when it was seeded).
  const { rows } = await sql<{ last: string }>`select max(started_at) as last from visits`.execute(store.db);
  const to = sastMidnight(Date.parse(rows[0]?.last ?? new Date().toISOString())) + DAY;
  const week = to - 7 * DAY;
  const month = to - 30 * DAY;
  const questions = [
    ...dashboard('7 days', week, to, {}),
    ...dashboard('7 days, page /calculators', week, to, { page: '/calculators' }),
    ...dashboard('30 days', month, to, {}),
    ...dashboard('30 days, page /calculators', month, to, { page: '/calculators' }),
    ...dashboard('30 days, referrer www.google.com', month, to, { referrer: 'www.google.com' }),
    ...leadPages('30 days', month, to),
  ];
  const keyOf = (q: Question) => `${q.scope}: ${q.name}`;
  const times = new Map<string, number[]>(questions.map((q) => [keyOf(q), []]));
  let request = 0;
  for (let round = 0; round <= RUNS; round++) {
    for (const question of questions) {
      request++;
      const started = performance.now();
      const res = await app.inject({
        url: question.url,
        headers: { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'gzip, deflate, br, zstd' },
        // One address per request: the admin routes' per-address limit is for people, not for this loop.
        remoteAddress: `10.0.${request >> 8}.${request & 255}`,
      });
      const ms = performance.now() - started;
      if (res.statusCode !== 200) throw new Error(`${question.url}: ${res.statusCode} ${res.body}`);
      if (round > 0) times.get(keyOf(question))?.push(ms);
      if (process.env.BENCH_VERBOSE) console.log(`${keyOf(question)}: ${ms.toFixed(1)} ms`);
    }
    process.stdout.write(`\r  round ${round}/${RUNS}${round === 0 ? ' (warm-up)' : ''}   `);
  }
  console.log('\n');

  const results = questions.map((q) => {
    const sorted = [...(times.get(keyOf(q)) ?? [])].sort((a, b) => a - b);
    return { ...q, median: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
  });
  const machine = `${os.cpus()[0]?.model ?? 'unknown'} x ${os.cpus().length}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(`${database}, ${RUNS} rounds; ${machine}; load average ${load}\n`);
  // One row per question, one column per scope: "median / p95" in ms, a median over budget in bold.
  const scopes = [...new Set(results.map((r) => r.scope))];
  const names = [...new Set(results.map((r) => r.name))];
  console.log(`| Question (ms: median / p95) | ${scopes.join(' | ')} |`);
  console.log(`|---|${scopes.map(() => '---:').join('|')}|`);
  for (const name of names) {
    const cells = scopes.map((scope) => {
      const r = results.find((x) => x.scope === scope && x.name === name);
      if (!r) return '';
      const median = r.median.toFixed(0);
      return `${r.median > BUDGET_MS ? `**${median}**` : median} / ${r.p95.toFixed(0)}`;
    });
    console.log(`| ${name} | ${cells.join(' | ')} |`);
  }
  const slow = results.filter((r) => r.median > BUDGET_MS);
  const slowest = results.reduce((a, b) => (b.median > a.median ? b : a));
  console.log(
    slow.length === 0
      ? `\nMET   every median within ${BUDGET_MS} ms (slowest: ${keyOf(slowest)}, ${slowest.median.toFixed(1)} ms)`
      : `\nMISS  ${slow.length} medians over ${BUDGET_MS} ms: ${slow.map(keyOf).join('; ')}`,
  );
  const out = path.join(
    import.meta.dirname,
    'results',
    `insights-${database}-${new Date().toISOString().replaceAll(':', '-')}.json`,
  );
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.writeFileSync(out, JSON.stringify({ database, machine, load, runs: RUNS, results }, null, 2));
  console.log(`Saved ${path.relative(process.cwd(), out)}`);
  process.exitCode = slow.length === 0 ? 0 : 1;
} finally {
  await app.close();
  fs.rmSync(shell, { recursive: true, force: true });
}
