import type { Kysely, Migration } from 'kysely';

/**
 * Lead follow-up (docs/BFF.md, Lead follow-up): each lead's status (`new` for every lead stored
 * before), the furthest status on the way it has reached (`reached`, 0 = new: what the funnel's
 * follow-up steps count, so a lead lost after it was contacted still counts as contacted), why it
 * was lost, and who follows it up; `lead_history`, every change of those and every note, with who
 * made it and when. A lead's history is deleted with it (retention, deletion requests).
 */
export const leadFollowUp: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .alterTable('leads')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('new'))
      .execute();
    await db.schema
      .alterTable('leads')
      .addColumn('reached', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('leads').addColumn('lost_reason', 'text').execute();
    await db.schema.alterTable('leads').addColumn('owner_id', 'text').execute();
    await db.schema.createIndex('leads_status').on('leads').columns(['status', 'created_at']).execute();
    await db.schema
      .createTable('lead_history')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('lead_id', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('change', 'text', (c) => c.notNull())
      .addColumn('from_value', 'text')
      .addColumn('to_value', 'text')
      .addColumn('text', 'text')
      .execute();
    await db.schema.createIndex('lead_history_lead').on('lead_history').columns(['lead_id', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('lead_history').execute();
    await db.schema.dropIndex('leads_status').execute();
    for (const column of ['owner_id', 'lost_reason', 'reached', 'status']) {
      await db.schema.alterTable('leads').dropColumn(column).execute();
    }
  },
};
