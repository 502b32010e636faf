/**
 * How long the retention purge holds the database: fills a fresh database (SQLite, or the
 * PostgreSQL server of DATABASE_URL) with a backlog of expired leads (each with two outbox
 * messages) and analytics records, runs the purge once, and prints each transaction's time.
 * `node --import tsx bench/retention.ts [leads] [records]` (defaults 20,000 and 200,000).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createAnalyticsRepository } from '../src/plugins/app/repositories/analytics.ts';
import { createLeadsRepository } from '../src/plugins/app/repositories/leads.ts';
import { createSuppressionsRepository } from '../src/plugins/app/repositories/suppressions.ts';
import { RetentionPurge } from '../src/retention/purge.ts';
import { exclusively } from '../src/storage/advisory-lock.ts';
import { rowId } from '../src/storage/row-id.ts';
import { openStore } from '../src/storage/store.ts';

const leads = Number(process.argv[2] ?? 20_000);
const records = Number(process.argv[3] ?? 200_000);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-retention-bench-'));
const url = process.env.DATABASE_URL ?? `sqlite:${path.join(dir, 'bench.db')}`;
const store = await openStore(url);
const old = new Date(Date.now() - 1000 * 86_400_000).toISOString();

const CHUNK = 500;
for (let i = 0; i < leads; i += CHUNK) {
  const rows = Array.from({ length: Math.min(CHUNK, leads - i) }, (_, k) => ({
    id: rowId(),
    type: 'callback' as const,
    email: `visitor${i + k}@example.co.za`,
    payload: '{"name":"Visitor","mobile":"0821234567"}',
    spam: 0,
    created_at: old,
    unsubscribed_at: null,
  }));
  await store.db.insertInto('leads').values(rows).execute();
  await store.db
    .insertInto('outbox')
    .values(
      rows.flatMap((lead) =>
        (['broker-email', 'crm-webhook'] as const).map((kind) => ({
          id: rowId(),
          lead_id: lead.id,
          kind,
          state: 'sent' as const,
          attempts: 1,
          next_attempt_at: old,
          locked_until: null,
          last_error: null,
          created_at: old,
          sent_at: old,
        })),
      ),
    )
    .execute();
}
for (let i = 0; i < records; i += CHUNK) {
  const rows = Array.from({ length: Math.min(CHUNK, records - i) }, () => ({
    id: rowId(),
    kind: 'pageview' as const,
    session_id: crypto.randomUUID(),
    visitor_id: crypto.randomUUID(),
    path: '/',
    payload: '{"path":"/"}',
    created_at: old,
  }));
  await store.db.insertInto('analytics_events').values(rows).execute();
}

const times: number[] = [];
let last = performance.now();
const purge = new RetentionPurge({
  leads: createLeadsRepository(store),
  analytics: createAnalyticsRepository(store),
  suppressions: createSuppressionsRepository(store, 'bench-secret-0123456789abcdef0123456789'),
  exclusive: (work) => exclusively(store, 1, work),
  leadsDays: 730,
  analyticsDays: 730,
  log: { info() {}, error() {} },
  // A batch's time: from the end of the one before (a pause of about a millisecond) to its commit.
  onDeleted: () => {
    const now = performance.now();
    times.push(now - last);
    last = now;
  },
  onFinished() {},
  pauseMs: 0,
});
const started = performance.now();
last = started;
const result = await purge.run();
const total = performance.now() - started;
for (let i = 0; i < times.length; i++) times[i] = Number(times[i]?.toFixed(1));
const sorted = [...times].sort((a, b) => a - b);
console.log(
  JSON.stringify(
    {
      database: url.split(':')[0],
      deleted: result,
      totalMs: Math.round(total),
      batchMs: {
        median: sorted[Math.floor(sorted.length / 2)],
        p95: sorted[Math.floor(sorted.length * 0.95)],
        max: sorted.at(-1),
      },
    },
    null,
    2,
  ),
);
await store.close();
fs.rmSync(dir, { recursive: true, force: true });
