import { setTimeout as sleep } from 'node:timers/promises';
import { type Kysely, type Migration, sql, type Transaction } from 'kysely';
import { type Dialect, type MigrateLog, migrate, openDatabase } from './database.ts';
import { describeCause, isLocked, isUnavailable } from './errors.ts';
import type { Database } from './schema.ts';

/** How long a write waits for a SQLite file another process holds the write lock of, before a 503. */
export const LOCK_WAIT_MS = 5000;
/** Pause between two tries for that lock: the event loop serves other requests meanwhile. */
const LOCK_RETRY_MS = 20;

/**
 * The open database the repositories share: Kysely for reads, and `write` for every change, one
 * plain transaction per call, committed before it resolves.
 */
export interface Store {
  readonly db: Kysely<Database>;
  readonly dialect: Dialect;
  /**
   * Runs `work` in one transaction and resolves with its result once it is committed; nothing of
   * it is kept if it throws. On SQLite the transaction takes the write lock when it begins.
   */
  write<T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T>;
  /**
   * Resolves when the database could take a write now, within `timeoutMs` (readiness): on SQLite
   * it takes the write lock and lets it go (a plain read would succeed while another process holds
   * the lock and every write waits), on PostgreSQL it runs `select 1`. Rejects with the cause.
   */
  probe(timeoutMs: number): Promise<void>;
  /** Waits for the writes under way, then closes the database; later writes are refused. */
  close(): Promise<void>;
  /** False from a write or probe that found the database unreachable until one succeeds again. */
  readonly reachable: boolean;
  /** Told the seconds each committed write took, its lock waits included (set by the metrics). */
  onWrite?: (seconds: number) => void;
}

/**
 * Where the store says that the database went away and came back, and that it runs on a newer
 * release's schema (a pino logger fits).
 */
export interface StoreLog extends MigrateLog {
  error(object: object, message: string): void;
  info(message: string): void;
}

export interface StoreOptions {
  log?: StoreLog;
  /** The migrations this release knows: all of them, except in a test of an older release. */
  migrations?: Record<string, Migration>;
}

/**
 * Opens the database of DATABASE_URL and brings its schema up to date. While the database is
 * unreachable, writes and probes fail with errors that `isUnavailable` recognises; the store
 * recovers by itself (a new connection per attempt) and logs one line when it goes and one when it
 * comes back, which is when a write or a probe (itself a write on SQLite) succeeds again.
 */
export async function openStore(databaseUrl: string, { log, migrations }: StoreOptions = {}): Promise<Store> {
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
  const opened = openDatabase(databaseUrl, { onConnectionError: (error) => seen.failed(error) });
  const { db, dialect } = opened;
  try {
    await migrate(db, migrations, log);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  // Serving, a locked SQLite file must not stop the event loop (better-sqlite3 waits for a lock
  // synchronously): writes wait for it below, between turns of the loop.
  opened.serving();

  const underWay = new Set<Promise<unknown>>();
  let closed = false;
  // SQLite writes one at a time anyway; queued here, a waiting write costs nothing, where Kysely's
  // connection lock wakes every waiter at each release (at 100 requests in flight, half the time).
  let last: Promise<unknown> = Promise.resolve();
  const inTurn =
    dialect === 'sqlite'
      ? <T>(task: () => Promise<T>): Promise<T> => {
          const turn = last.then(task);
          last = turn.catch(() => {});
          return turn;
        }
      : <T>(task: () => Promise<T>) => task();

  /** One try; a SQLite file locked by another process is tried again for `lockWaitMs`. */
  async function commit<T>(work: (trx: Transaction<Database>) => Promise<T>, lockWaitMs = LOCK_WAIT_MS): Promise<T> {
    const deadline = Date.now() + lockWaitMs;
    for (;;) {
      try {
        const result = await db.transaction().execute(work);
        seen.answered();
        return result;
      } catch (error) {
        // BEGIN IMMEDIATE failed before anything ran: trying again cannot write anything twice.
        if (isLocked(error) && Date.now() < deadline) {
          await sleep(LOCK_RETRY_MS);
          continue;
        }
        seen.failed(error);
        throw error;
      }
    }
  }

  const store: Store = {
    db,
    dialect,
    get reachable() {
      return reachable;
    },
    write(work) {
      if (closed) return Promise.reject(new Error('Storage is closed'));
      const writing = inTurn(async () => {
        const started = performance.now();
        const result = await commit(work);
        store.onWrite?.((performance.now() - started) / 1000);
        return result;
      });
      const settled = writing.then(
        () => {},
        () => {},
      );
      underWay.add(settled);
      void settled.then(() => underWay.delete(settled));
      return writing;
    },
    async probe(timeoutMs) {
      if (closed) throw new Error('Storage is closed');
      const probing =
        dialect === 'sqlite'
          ? // Half the bound for the lock, so a held lock is reported as such rather than as a timeout.
            inTurn(() => commit(async () => {}, timeoutMs / 2))
          : sql`select 1`.execute(db).then(() => seen.answered());
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<never>((_resolve, reject) => {
        timer = setTimeout(
          () => reject(Object.assign(new Error(`no answer within ${timeoutMs} ms`), { code: 'ETIMEDOUT' })),
          timeoutMs,
        );
      });
      try {
        await Promise.race([probing, timedOut]);
      } catch (error) {
        seen.failed(error);
        throw error;
      } finally {
        clearTimeout(timer);
      }
    },
    async close() {
      closed = true;
      await Promise.all(underWay);
      await db.destroy();
    },
  };
  return store;
}
