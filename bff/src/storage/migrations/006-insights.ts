import type { Kysely, Migration } from 'kysely';
import type { Database } from '../schema.ts';
import { atomically } from './atomic.ts';

/**
 * The operator dashboard's storage. `admin_sessions`: the signed-in browsers (the SHA-256 of each
 * session's random id and when it ends), in the database so that sign-out ends a session on every
 * replica. `visits`: one row per visit (session id), kept up to date in the same transaction as
 * its records (storage/visit-rollup.ts), so the dashboard's figures read a row per visit instead
 * of every record's JSON. Migration 011 replaces the table with its present columns and builds the
 * visits of the records stored before it (this one built them too before 011 existed).
 */
export const insights: Migration = {
  up: (db) => atomically(db, build),
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('leads_created').execute();
    await db.schema.dropIndex('analytics_events_session_kind_type').execute();
    await db.schema.dropTable('visits').execute();
    await db.schema.dropTable('admin_sessions').execute();
  },
};

async function build(db: Kysely<Database>) {
  await db.schema
    .createTable('admin_sessions')
    .addColumn('id_hash', 'text', (c) => c.primaryKey())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('admin_sessions_expires').on('admin_sessions').column('expires_at').execute();

  await db.schema
    .createTable('visits')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text', (c) => c.notNull())
    .addColumn('entry_page', 'text')
    .addColumn('referrer', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('device', 'text')
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('page_views', 'integer', (c) => c.notNull())
    .addColumn('interactions', 'integer', (c) => c.notNull())
    .addColumn('engaged', 'integer', (c) => c.notNull())
    .addColumn('opened_form', 'integer', (c) => c.notNull())
    .addColumn('converted', 'integer', (c) => c.notNull())
    .execute();
  // Every dashboard query starts from the visits that began in the range.
  await db.schema.createIndex('visits_started').on('visits').column('started_at').execute();
  // A visit's records, by session (one visit's journey in the records list).
  await db.schema
    .createIndex('analytics_events_session_kind_type')
    .on('analytics_events')
    .columns(['session_id', 'kind', 'type'])
    .execute();
  // Leads by day: the range, spam left out, grouped by type.
  await db.schema.createIndex('leads_created').on('leads').columns(['created_at', 'type', 'spam']).execute();
}
