/**
 * How long a page of the mailing list takes to read: fills a fresh database (SQLite, or the
 * PostgreSQL server of DATABASE_URL) with live newsletter subscriptions, one in ten of an address
 * on the suppression list (opted out after that subscription was made, as a restored backup would
 * bring back), all without their address's hash (as stored before it existed), then times the
 * app's start (which hashes them), the check of every hash later starts make, and GET
 * /admin/leads?type=newsletter&subscribed=true: the first page, a page deep in the list, and the
 * CSV of the whole list.
 * `node --import tsx bench/mailing-list.ts [subscriptions]` (default 20,000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { suppressionHash } from '../src/notifications/signing.ts';
import { rowId } from '../src/storage/row-id.ts';
import { openStore } from '../src/storage/store.ts';

const subscriptions = Number(process.argv[2] ?? 20_000);
const SECRET = 'bench-secret-0123456789abcdef0123456789';
const TOKEN = 'bench-admin-token-0123456789abcdef';
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-mailing-list-bench-'));
const url = process.env.DATABASE_URL ?? `sqlite:${path.join(dir, 'bench.db')}`;
const config = loadConfig({
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  DATABASE_URL: url,
  SHELL_DIST: dir,
  ADMIN_TOKEN: TOKEN,
  UNSUBSCRIBE_SECRET: SECRET,
  METRICS_PORT: 'off',
});
const store = await openStore(url);

const CHUNK = 500;
const start = Date.now() - 400 * 86_400_000;
for (let i = 0; i < subscriptions; i += CHUNK) {
  const rows = Array.from({ length: Math.min(CHUNK, subscriptions - i) }, (_, k) => ({
    id: rowId(),
    type: 'newsletter' as const,
    email: `reader${i + k}@example.co.za`,
    payload: '{"name":"Reader","source":"footer"}',
    spam: 0,
    created_at: new Date(start + (i + k) * 60_000).toISOString(),
    unsubscribed_at: null,
  }));
  await store.db.insertInto('leads').values(rows).execute();
  const suppressed = rows.filter((_, k) => (i + k) % 10 === 0);
  if (suppressed.length > 0) {
    await store.db
      .insertInto('newsletter_suppressions')
      .values(
        suppressed.map((r) => ({
          email_hash: suppressionHash(SECRET, r.email),
          suppressed_at: new Date().toISOString(),
        })),
      )
      .execute();
  }
}

// Start-up gives the subscriptions stored without it their address's hash: an upgrade's first start.
let started = performance.now();
const app = await buildApp({ config, store, logger: createLogger({ ...config, LOG_LEVEL: 'warn' }, { write() {} }) });
await app.ready();
const firstStartMs = performance.now() - started;
// Every later start checks each subscription's hash against the key.
started = performance.now();
await app.leadsRepository.hashEmails('all');
const startCheckMs = performance.now() - started;

const get = async (query: string) => {
  const started = performance.now();
  const res = await app.inject({
    url: `/admin/leads?type=newsletter&subscribed=true${query}`,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  const ms = performance.now() - started;
  if (res.statusCode !== 200) throw new Error(`${query}: ${res.statusCode} ${res.body}`);
  return { ms, res };
};
const median = async (query: string, runs = 9) => {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) times.push((await get(query)).ms);
  times.sort((a, b) => a - b);
  return Number(times[Math.floor(runs / 2)]?.toFixed(1));
};

const first = await get('&limit=50');
const deep = Math.floor(subscriptions * 0.8);
console.log(
  JSON.stringify(
    {
      database: url.split(':')[0],
      subscriptions,
      total: first.res.json().total,
      firstStartMs: Math.round(firstStartMs),
      startCheckMs: Math.round(startCheckMs),
      firstReadMs: Number(first.ms.toFixed(1)),
      pageMs: { first: await median('&limit=50'), deep: await median(`&limit=50&offset=${deep}`) },
      csvMs: await median('&format=csv', 3),
    },
    null,
    2,
  ),
);
await app.close();
fs.rmSync(dir, { recursive: true, force: true });
