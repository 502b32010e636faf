import type { Kysely, Migration } from 'kysely';
import type { Database } from '../schema.ts';
import { backfillVisits } from '../visit-rollup.ts';
import { atomically } from './atomic.ts';

/**
 * Figures as a visitor did them (docs/BFF.md, Insights):
 *
 * - `leads.session_id`, `leads.visitor_id`: the visit and visitor a lead came from (the tracking
 *   cookies of the form's request), so a lead is joined to its visit; leads stored before carry none.
 * - `visits` is built again from every stored record with what it now keeps: the browser's own
 *   first and last times (durations), the exit page, and interactions and "opened a lead form"
 *   without the events the page makes by itself; "used a calculator or opened an article" and
 *   "became a lead" are no longer columns (a lead is the join, the rest is read from the records).
 *   Its indexes: by start and end (a range's visits and its records' window), by visitor and start
 *   (a lead's visitor's first visit).
 */
export const visitsByVisit: Migration = {
  up: (db) => atomically(db, build),
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('leads_session').execute();
    await db.schema.dropIndex('leads_visitor').execute();
    await db.schema.alterTable('leads').dropColumn('session_id').execute();
    await db.schema.alterTable('leads').dropColumn('visitor_id').execute();
  },
};

async function build(db: Kysely<Database>) {
  await db.schema.alterTable('leads').addColumn('session_id', 'text').execute();
  await db.schema.alterTable('leads').addColumn('visitor_id', 'text').execute();
  await db.schema.createIndex('leads_session').on('leads').column('session_id').execute();
  await db.schema.createIndex('leads_visitor').on('leads').column('visitor_id').execute();

  await db.schema.dropTable('visits').execute();
  await db.schema
    .createTable('visits')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('visitor_id', 'text', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text', (c) => c.notNull())
    .addColumn('client_started_at', 'text')
    .addColumn('client_ended_at', 'text')
    .addColumn('entry_page', 'text')
    .addColumn('exit_page', 'text')
    .addColumn('last_view_at', 'text')
    .addColumn('referrer', 'text')
    .addColumn('utm_source', 'text')
    .addColumn('utm_medium', 'text')
    .addColumn('utm_campaign', 'text')
    .addColumn('device', 'text')
    .addColumn('browser', 'text')
    .addColumn('os', 'text')
    .addColumn('page_views', 'integer', (c) => c.notNull())
    .addColumn('interactions', 'integer', (c) => c.notNull())
    .addColumn('opened_form', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visits_started_ended').on('visits').columns(['started_at', 'ended_at']).execute();
  await db.schema.createIndex('visits_visitor_started').on('visits').columns(['visitor_id', 'started_at']).execute();
  await backfillVisits(db);
}
