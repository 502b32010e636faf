import { type Kysely, type Migration, sql } from 'kysely';
import { atomically } from './atomic.ts';

/** PostgreSQL numbers its parameters ($1), SQLite does not (?). */
const isPostgres = (db: Kysely<unknown>) => sql`select ${1}`.compile(db).sql.includes('$1');

const OUTBOX_COLUMNS = [
  'id',
  'lead_id',
  'kind',
  'state',
  'attempts',
  'next_attempt_at',
  'locked_until',
  'last_error',
  'created_at',
  'sent_at',
  'trace_parent',
] as const;

/**
 * The staff's own messages (docs/BFF.md, Digest and alerts), sent through the outbox: a row of it
 * may now belong to no lead (`lead_id` null) and carry its `report` (the digest's or the alert's
 * figures as JSON: counts, never a person's details) and its `recipient` (the staff account a
 * digest goes to). `staff_users.digest`: the account gets the weekly digest. SQLite cannot drop a
 * NOT NULL, so its outbox is copied into a table made anew.
 */
export const staffReports: Migration = {
  up: (db) =>
    atomically(db, async (trx) => {
      await trx.schema
        .alterTable('staff_users')
        .addColumn('digest', 'integer', (c) => c.notNull().defaultTo(0))
        .execute();
      if (isPostgres(trx as unknown as Kysely<unknown>)) {
        await sql`alter table outbox alter column lead_id drop not null`.execute(trx);
        await trx.schema.alterTable('outbox').addColumn('report', 'text').execute();
        await trx.schema.alterTable('outbox').addColumn('recipient', 'text').execute();
        return;
      }
      await trx.schema
        .createTable('outbox_new')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('lead_id', 'text')
        .addColumn('kind', 'text', (c) => c.notNull())
        .addColumn('state', 'text', (c) => c.notNull())
        .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('next_attempt_at', 'text', (c) => c.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('last_error', 'text')
        .addColumn('created_at', 'text', (c) => c.notNull())
        .addColumn('sent_at', 'text')
        .addColumn('trace_parent', 'text')
        .addColumn('report', 'text')
        .addColumn('recipient', 'text')
        .execute();
      const columns = sql.join(OUTBOX_COLUMNS.map((c) => sql.ref(c)));
      await sql`insert into outbox_new (${columns}) select ${columns} from outbox`.execute(trx);
      await trx.schema.dropTable('outbox').execute();
      await trx.schema.alterTable('outbox_new').renameTo('outbox').execute();
      await trx.schema.createIndex('outbox_state_due').on('outbox').columns(['state', 'next_attempt_at']).execute();
      await trx.schema.createIndex('outbox_lead').on('outbox').column('lead_id').execute();
    }),
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('staff_users').dropColumn('digest').execute();
    await db
      .deleteFrom('outbox' as never)
      .where(sql.ref('lead_id'), 'is', null)
      .execute();
    await db.schema.alterTable('outbox').dropColumn('recipient').execute();
    await db.schema.alterTable('outbox').dropColumn('report').execute();
  },
};
