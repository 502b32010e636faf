import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';

/**
 * Runs a migration's work all or nothing: PostgreSQL's migrations run in a transaction already,
 * SQLite's get one here (a half-built table would make a second run fail, or count rows twice).
 */
export async function atomically(untyped: Kysely<unknown>, work: (db: Kysely<Database>) => Promise<void>) {
  const db = untyped as unknown as Kysely<Database>;
  if (db.isTransaction) await work(db);
  else await db.transaction().execute(work);
}
