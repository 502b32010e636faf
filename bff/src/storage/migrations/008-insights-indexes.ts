import { type Kysely, type Migration, sql } from 'kysely';

/** PostgreSQL numbers its parameters ($1), SQLite does not (?). */
const isPostgres = (db: Kysely<unknown>) => sql`select ${1}`.compile(db).sql.includes('$1');

/**
 * The operator dashboard's queries on a large data set (docs/PERFORMANCE.md, "Insights queries"):
 *
 * - The record tables (pages, calculators, articles, FAQs, conversions) and the record filters
 *   (page, calculator, article) find a range's records by time, then keep those whose visit is in
 *   the scope: page views by (kind, created_at), events and conversions by (kind, type,
 *   created_at). Each index also holds the session (to join the visit) and the values the tables
 *   show or the filters match, so it answers without reading the table. The page views' index
 *   takes the place of the plain (kind, created_at) one, whose queries it answers as well.
 * - Visits by (started_at, ended_at): the range's last visit end (the end of its records' window)
 *   from the index alone; it takes the place of the (started_at) one.
 * - PostgreSQL: statistics on kind and type together (a type belongs to one kind), without which
 *   the planner takes an event type's records for a third of what they are and picks nested loops.
 */
export const insightsIndexes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.dropIndex('analytics_events_kind_created').execute();
    await db.schema
      .createIndex('analytics_events_kind_created_session')
      .on('analytics_events')
      .columns(['kind', 'created_at', 'session_id', 'path'])
      .execute();
    await db.schema
      .createIndex('analytics_events_kind_type_created')
      .on('analytics_events')
      .columns(['kind', 'type', 'created_at', 'session_id', 'element', 'value'])
      .execute();
    await db.schema.dropIndex('visits_started').execute();
    await db.schema.createIndex('visits_started_ended').on('visits').columns(['started_at', 'ended_at']).execute();
    if (isPostgres(db)) {
      await sql`create statistics analytics_events_kind_type (dependencies, mcv) on kind, type from analytics_events`.execute(
        db,
      );
      await sql`analyze analytics_events`.execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    if (isPostgres(db)) await sql`drop statistics analytics_events_kind_type`.execute(db);
    await db.schema.dropIndex('visits_started_ended').execute();
    await db.schema.createIndex('visits_started').on('visits').column('started_at').execute();
    await db.schema.dropIndex('analytics_events_kind_type_created').execute();
    await db.schema.dropIndex('analytics_events_kind_created_session').execute();
    await db.schema
      .createIndex('analytics_events_kind_created')
      .on('analytics_events')
      .columns(['kind', 'created_at'])
      .execute();
  },
};
