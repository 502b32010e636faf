import { type Kysely, sql } from 'kysely';
import { type Dialect, migrate, openDatabase } from './database.ts';
import { describeCause, isUnavailable } from './errors.ts';
import { inProcessExecutor, type StatementExecutor, sqliteWorkerExecutor } from './executor.ts';
import { GroupCommit } from './group-commit.ts';
import type { Database } from './schema.ts';

/**
 * The open database the repositories share: Kysely for reads (and the migrations), and one group
 * commit through which every write goes. Writes to a SQLite file are committed by a writer thread
 * of their own (executor.ts); PostgreSQL's go through Kysely's pool.
 */
export interface Store {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  readonly writes: GroupCommit;
  /** Resolves when the database answers a query (readiness). */
  ping(): Promise<void>;
  /** Commits what is queued, then closes the database. */
  close(): Promise<void>;
}

/** Where the store says that the database went away and came back (a pino logger fits). */
export interface StoreLog {
  error(object: object, message: string): void;
  info(message: string): void;
}

/**
 * Opens the database of DATABASE_URL and brings its schema up to date. While the database is
 * unreachable, writes and pings fail with errors that `isUnavailable` recognises; the store
 * recovers by itself (a new connection per attempt) and logs one line when it goes and one when it
 * comes back.
 */
export async function openStore(databaseUrl: string, log?: StoreLog): Promise<Store> {
  let reachable = true;
  const seen = {
    failed(error: unknown) {
      if (!isUnavailable(error) || !reachable) return;
      reachable = false;
      log?.error({ cause: describeCause(error) }, 'database unreachable: writes answer 503 until it is back');
    },
    answered() {
      if (reachable) return;
      reachable = true;
      log?.info('database reachable again');
    },
  };
  const { db, dialect, file } = openDatabase(databaseUrl, { onConnectionError: (error) => seen.failed(error) });
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const writes = new GroupCommit(watched(file ? sqliteWorkerExecutor(file) : inProcessExecutor(db), seen));
  return {
    db,
    dialect,
    writes,
    async ping() {
      try {
        await sql`select 1`.execute(db);
      } catch (error) {
        seen.failed(error);
        throw error;
      }
      seen.answered();
    },
    async close() {
      await writes.close();
      await db.destroy();
    },
  };
}

/** An executor that reports each commit's outcome to `seen`. */
function watched(
  executor: StatementExecutor,
  seen: { failed(error: unknown): void; answered(): void },
): StatementExecutor {
  return {
    async run(group) {
      try {
        const rows = await executor.run(group);
        seen.answered();
        return rows;
      } catch (error) {
        seen.failed(error);
        throw error;
      }
    },
    close: () => executor.close(),
  };
}
