import type { Kysely, Migration } from 'kysely';

/**
 * The mailing list applies the suppression list in its query: each newsletter subscription carries
 * the keyed hash of its address (`email_hash`, the same HMAC the suppression list keeps), so the
 * database can match the two and page the list itself. The key is a setting, not something a
 * migration has: the leads repository fills the hash of the rows stored before this migration
 * (plugins/app/repositories/leads.ts, `hashEmails`). The index finds the subscriptions still without one.
 */
export const newsletterHash: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('leads').addColumn('email_hash', 'text').execute();
    await db.schema.createIndex('leads_type_email_hash').on('leads').columns(['type', 'email_hash']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('leads_type_email_hash').execute();
    await db.schema.alterTable('leads').dropColumn('email_hash').execute();
  },
};
