import { type Kysely, type Migration, sql } from 'kysely';

/** One newsletter subscription per e-mail; `liveOnly`: among those not unsubscribed. */
async function newsletterEmailIndex(db: Kysely<unknown>, { liveOnly }: { liveOnly: boolean }) {
  let index = db.schema
    .createIndex('leads_newsletter_email_unique')
    .on('leads')
    .column('email')
    .unique()
    .where(sql.ref('type'), '=', 'newsletter')
    .where(sql.ref('spam'), '=', 0);
  if (liveOnly) index = index.where(sql.ref('unsubscribed_at'), 'is', null);
  await index.execute();
}

/**
 * The outbox: one row per message a lead must cause (the broker team's e-mail, the CRM webhook,
 * the visitor's confirmation), written in the lead's own transaction and delivered by the worker
 * (notifications/worker.ts). And the newsletter opt-out: an unsubscribed subscription keeps its row
 * with the time of the opt-out, and no longer counts as live, so the same address may sign up again.
 */
export const outbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('next_attempt_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    // The worker's question: which pending messages are due.
    await db.schema.createIndex('outbox_state_due').on('outbox').columns(['state', 'next_attempt_at']).execute();
    await db.schema.createIndex('outbox_lead').on('outbox').column('lead_id').execute();

    await db.schema.alterTable('leads').addColumn('unsubscribed_at', 'text').execute();
    await db.schema.dropIndex('leads_newsletter_email_unique').execute();
    await newsletterEmailIndex(db, { liveOnly: true });
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('leads_newsletter_email_unique').execute();
    await newsletterEmailIndex(db, { liveOnly: false });
    await db.schema.alterTable('leads').dropColumn('unsubscribed_at').execute();
    await db.schema.dropTable('outbox').execute();
  },
};
