import { type Kysely, type Migration, sql } from 'kysely';

const ANALYTICS_COLUMNS = ['element', 'value', 'referrer', 'utm_source', 'device', 'browser', 'os'] as const;

/**
 * One live newsletter subscription per e-mail (trimmed, lower-cased), enforced by the database so
 * two simultaneous sign-ups cannot both be stored; and the analytics columns the operators'
 * summary groups by. (No endpoint stored leads before this migration, so no duplicates exist.)
 */
export const leadsAndAnalytics: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`update leads set email = lower(trim(email)) where email is not null`.execute(db);
    await db.schema
      .createIndex('leads_newsletter_email_unique')
      .on('leads')
      .column('email')
      .unique()
      .where(sql.ref('type'), '=', 'newsletter')
      .where(sql.ref('spam'), '=', 0)
      .execute();

    for (const column of ANALYTICS_COLUMNS) {
      await db.schema.alterTable('analytics_events').addColumn(column, 'text').execute();
    }
    await db.schema
      .createIndex('analytics_events_kind_created')
      .on('analytics_events')
      .columns(['kind', 'created_at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('analytics_events_kind_created').execute();
    for (const column of ANALYTICS_COLUMNS) {
      await db.schema.alterTable('analytics_events').dropColumn(column).execute();
    }
    await db.schema.dropIndex('leads_newsletter_email_unique').execute();
  },
};
