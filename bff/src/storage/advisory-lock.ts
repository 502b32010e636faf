import { sql } from 'kysely';
import type { Store } from './store.ts';

/** What `exclusively` did: ran the work (and what it gave), or skipped it because another holds the lock. */
export type Exclusive<T> = { ran: true; value: T } | { ran: false };

/**
 * Runs `work` only if no other BFF process is running work under the same `key`: on PostgreSQL a
 * session advisory lock, tried (never waited for) on a connection held for the work and released
 * after it (or with the connection, if the process dies). A SQLite file belongs to one process,
 * which needs no lock.
 */
export async function exclusively<T>(
  { db, dialect }: Store,
  key: number,
  work: () => Promise<T>,
): Promise<Exclusive<T>> {
  if (dialect !== 'postgres') return { ran: true, value: await work() };
  return db.connection().execute(async (connection) => {
    const { rows } = await sql<{ locked: boolean }>`select pg_try_advisory_lock(${key}::bigint) as locked`.execute(
      connection,
    );
    if (!rows[0]?.locked) return { ran: false };
    try {
      return { ran: true, value: await work() };
    } finally {
      await sql`select pg_advisory_unlock(${key}::bigint)`.execute(connection);
    }
  });
}
