/**
 * How long the visits backfill of migration 006 takes on a large table: a fresh database (SQLite
 * in a temporary folder, or the empty PostgreSQL database of DATABASE_URL) at migration 005, the
 * insights data set's records stored in it without visits or leads (bench/insights-seed.ts), then
 * migration 006 (tables, indexes, the backfill) and 008 (the dashboard's indexes), each timed
 * (007, a column and an index on the leads, runs in between).
 * `npm run bench:backfill -w bff`.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { openDatabase } from '../src/storage/database.ts';
import { migrations } from '../src/storage/migrations/index.ts';
import { seedInsights } from './insights-seed.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-backfill-bench-'));
const url = process.env.DATABASE_URL ?? `sqlite:${path.join(dir, 'bench.db')}`;
const { db, dialect } = openDatabase(url);
const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });

/** Runs the migrations up to `name` and says how long they took. */
async function migrateTo(name: string): Promise<number> {
  const started = performance.now();
  const { error } = await migrator.migrateTo(name);
  if (error) throw error;
  return Math.round(performance.now() - started);
}

try {
  await migrateTo('005-retention');
  const seeded = await seedInsights(
    { db, dialect },
    { rollup: false, leads: false, progress: (line) => process.stdout.write(`\r  ${line}    `) },
  );
  console.log(`\nseeded ${seeded.records} records without visits in ${seeded.seconds} s`);
  const backfill = await migrateTo('006-insights');
  const { rows } = await sql<{ n: unknown }>`select count(*) as n from visits`.execute(db);
  await migrateTo('007-newsletter-hash');
  const indexes = await migrateTo('008-insights-indexes');
  console.log(
    JSON.stringify({
      database: dialect,
      records: seeded.records,
      visits: Number(rows[0]?.n),
      migration006Ms: backfill,
      migration008Ms: indexes,
    }),
  );
} finally {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
}
