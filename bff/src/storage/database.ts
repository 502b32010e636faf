import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
} from 'kysely';
import pg from 'pg';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';

export type Dialect = 'sqlite' | 'postgres';

export interface OpenDatabase {
  db: Kysely<Database>;
  dialect: Dialect;
  /** The SQLite file (undefined for PostgreSQL and for an in-memory SQLite database). */
  file?: string;
}

/** Opens the database DATABASE_URL names: `sqlite:<path>` (embedded) or `postgres://...`. */
export function openDatabase(url: string): OpenDatabase {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
    const sqlite = new SQLite(file);
    // WAL: readers never block the writer. synchronous=NORMAL: a commit survives the process being
    // killed (kill -9); only a power cut could lose the last commits, which FULL would also cover.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    sqlite.pragma('busy_timeout = 5000');
    return {
      db: new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) }),
      dialect: 'sqlite',
      ...(file === ':memory:' ? {} : { file: path.resolve(file) }),
    };
  }
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
}

/**
 * better-sqlite3 behind a cache of prepared statements: Kysely prepares every query it runs, and the
 * BFF runs the same few inserts over and over. Kysely's single-connection mutex means a statement is
 * never used by two queries at once.
 */
function withStatementCache(sqlite: SQLite.Database, size = 128): SqliteDatabase {
  const cache = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(query: string) {
      let statement = cache.get(query);
      if (statement) return statement;
      statement = sqlite.prepare(query);
      if (cache.size >= size) cache.delete(cache.keys().next().value as string);
      cache.set(query, statement);
      return statement;
    },
  };
}

const provider: MigrationProvider = {
  getMigrations: async (): Promise<Record<string, Migration>> => migrations,
};

/** Brings the schema up to date; throws with the failing migration's name. */
export async function migrate(db: Kysely<Database>): Promise<void> {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error) throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
}
