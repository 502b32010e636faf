import { type Kysely, sql } from 'kysely';
import { type Dialect, migrate, openDatabase } from './database.ts';
import { inProcessExecutor, sqliteWorkerExecutor } from './executor.ts';
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

/** Opens the database of DATABASE_URL and brings its schema up to date. */
export async function openStore(databaseUrl: string): Promise<Store> {
  const { db, dialect, file } = openDatabase(databaseUrl);
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  const writes = new GroupCommit(file ? sqliteWorkerExecutor(file) : inProcessExecutor(db));
  return {
    db,
    dialect,
    writes,
    async ping() {
      await sql`select 1`.execute(db);
    },
    async close() {
      await writes.close();
      await db.destroy();
    },
  };
}
