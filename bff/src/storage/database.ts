import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  DEFAULT_MIGRATION_TABLE,
  type Driver,
  Kysely,
  type Migration,
  type MigrationProvider,
  Migrator,
  PostgresDialect,
  type SqliteDatabase,
  SqliteDialect,
  sql,
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
  /**
   * Called once start-up is done: from then on a statement finding a SQLite file locked by another
   * process fails at once (SQLITE_BUSY) instead of stopping the thread for busy_timeout, and the
   * store's writes wait for the lock between turns of the event loop (store.ts).
   */
  serving(): void;
}

export interface OpenOptions {
  /**
   * Told when a pooled PostgreSQL connection fails while idle (the server went away). Without a
   * listener node-postgres would raise it as an uncaught error and stop the process.
   */
  onConnectionError?: (error: Error) => void;
}

/** A database path that cannot be used, with a cause a person can act on. */
export class DatabasePathError extends Error {}

/** Opens the database DATABASE_URL names: `sqlite:<path>` (embedded) or `postgres://...`. */
export function openDatabase(url: string, options: OpenOptions = {}): OpenDatabase {
  if (url.startsWith('sqlite:')) {
    const file = url.slice('sqlite:'.length);
    if (file !== ':memory:') prepareSqlitePath(path.resolve(file));
    const sqlite = new SQLite(file);
    // WAL: readers never block the writer. synchronous=NORMAL: a commit survives the process being
    // killed (kill -9); only a power cut could lose the last commits, which FULL would also cover.
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('synchronous = NORMAL');
    // Start-up (the migrations) may wait for a lock; serving() turns the wait off.
    sqlite.pragma('busy_timeout = 5000');
    return {
      db: new Kysely<Database>({ dialect: new ImmediateSqliteDialect({ database: withStatementCache(sqlite) }) }),
      dialect: 'sqlite',
      ...(file === ':memory:' ? {} : { file: path.resolve(file) }),
      serving: () => sqlite.pragma('busy_timeout = 0'),
    };
  }
  // A connection attempt that gets no answer fails after 5 s (a 503 to the request), not never.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000 });
  pool.on('error', (error) => options.onConnectionError?.(error));
  // A checked-out connection can fail between two queries too: its next query fails (and the pool
  // drops it on release), so the event itself only needs a listener.
  pool.on('connect', (client) => client.on('error', () => {}));
  return { db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres', serving() {} };
}

/**
 * SQLite whose transactions begin IMMEDIATE: a transaction takes the write lock before its first
 * statement, so it either fails at once, having done nothing (another process holds the lock: the
 * store tries again), or runs to its end; a deferred one that read first could fail half-way.
 */
class ImmediateSqliteDialect extends SqliteDialect {
  override createDriver(): Driver {
    const driver = super.createDriver();
    driver.beginTransaction = async (connection: DatabaseConnection) => {
      await connection.executeQuery(CompiledQuery.raw('begin immediate'));
    };
    return driver;
  }
}

const REASONS: Record<string, string> = {
  EACCES: 'permission denied',
  EPERM: 'permission denied',
  EROFS: 'read-only file system',
  ENOENT: 'the file system does not allow it',
  ENOTDIR: 'part of the path is a file',
  ENOSPC: 'no space left on the device',
};
const reason = (error: unknown) => {
  const code = (error as { code?: string }).code ?? '';
  return `${REASONS[code] ?? (error as Error).message} (${code || 'error'})`;
};

/**
 * Checks a SQLite file's path and creates its missing folders one by one, so a path that cannot
 * work fails at once with its cause: a folder given as the file, a file where a folder should be,
 * a folder that cannot be created (a recursive mkdir under /proc never returns) or written to.
 */
function prepareSqlitePath(file: string) {
  // What is at a path, or undefined when nothing is (also when a part of the path is a file).
  const statOf = (at: string) => {
    try {
      return fs.statSync(at, { throwIfNoEntry: false });
    } catch (error) {
      if ((error as { code?: string }).code === 'ENOTDIR') return undefined;
      throw new DatabasePathError(`cannot look at ${at}: ${reason(error)}`);
    }
  };
  if (statOf(file)?.isDirectory()) {
    throw new DatabasePathError(`${file} is a folder, not a database file`);
  }
  const missing: string[] = [];
  let folder = path.dirname(file);
  let found = statOf(folder);
  while (!found) {
    missing.unshift(folder);
    folder = path.dirname(folder);
    found = statOf(folder);
  }
  if (!found.isDirectory()) throw new DatabasePathError(`${folder} is a file, not a folder`);
  for (const create of missing) {
    try {
      fs.mkdirSync(create);
    } catch (error) {
      throw new DatabasePathError(`cannot create the folder ${create}: ${reason(error)}`);
    }
  }
  // WAL mode writes two files beside the database, so the folder must be writable too.
  for (const target of [path.dirname(file), file]) {
    try {
      if (fs.existsSync(target)) fs.accessSync(target, fs.constants.R_OK | fs.constants.W_OK);
    } catch (error) {
      throw new DatabasePathError(`cannot write to ${target}: ${reason(error)}`);
    }
  }
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

/** Where migrate says that it runs on a schema newer than its own (a pino logger fits). */
export interface MigrateLog {
  warn(object: object, message: string): void;
}

/** The migrations the database has run, by name (none before the first start). */
async function executedMigrations(db: Kysely<Database>): Promise<string[]> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: true });
  if (!tables.some((table) => table.name === DEFAULT_MIGRATION_TABLE)) return [];
  const { rows } = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
  return rows.map((row) => row.name);
}

/**
 * Brings the schema up to date with the migrations this release knows (`known`, in name order);
 * throws with the failing migration's name, or the database's own error when it could not be
 * asked at all (unreachable, refused).
 *
 * Migrations expand, then contract (docs/OPERATIONS.md): a migration only adds what the release
 * before it can ignore, so that release still runs on the schema. Rolled back to it, the database
 * holds migrations it does not know, newer than its own: they stand in as done (Kysely alone would
 * refuse them as "corrupted migrations"), with a line saying so. An unknown migration older than
 * this release's newest is still refused: that database did not come from this line of releases.
 */
export async function migrate(db: Kysely<Database>, known = migrations, log?: MigrateLog): Promise<void> {
  const newest = Object.keys(known).sort().at(-1) ?? '';
  const newer = (await executedMigrations(db)).filter((name) => !(name in known) && name > newest);
  if (newer.length > 0) {
    log?.warn(
      { migrations: newer },
      `the database has migrations newer than this release (${newer.join(', ')}): running on their expanded schema`,
    );
  }
  const done: Migration = { up: async () => {} };
  const provider: MigrationProvider = {
    getMigrations: async () => ({ ...known, ...Object.fromEntries(newer.map((name) => [name, done])) }),
  };
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (!error) return;
  const failed = results?.find((r) => r.status === 'Error');
  if (!failed) throw error;
  throw new Error(`migration ${failed.migrationName} failed: ${(error as Error).message ?? error}`, { cause: error });
}
