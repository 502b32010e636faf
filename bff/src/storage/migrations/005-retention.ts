import type { Kysely, Migration } from 'kysely';

/**
 * The retention purge and deletion requests. The purge asks, for each old lead, whether its
 * address has a newer lead (its last contact): an index on (email, created_at) answers that. And
 * the newsletter's suppression list: when an opted-out subscription is deleted, a keyed hash of its
 * address (never the address) and the time of the opt-out are kept, so the opt-out is still
 * honoured.
 */
export const retention: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('leads_email_created').on('leads').columns(['email', 'created_at']).execute();
    await db.schema
      .createTable('newsletter_suppressions')
      .addColumn('email_hash', 'text', (c) => c.primaryKey())
      .addColumn('suppressed_at', 'text', (c) => c.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('newsletter_suppressions').execute();
    await db.schema.dropIndex('leads_email_created').execute();
  },
};
