import type { Kysely, Migration } from 'kysely';

export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('leads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('spam', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('leads_type_created').on('leads').columns(['type', 'created_at']).execute();
    await db.schema.createIndex('leads_type_email').on('leads').columns(['type', 'email']).execute();

    await db.schema
      .createTable('analytics_events')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('visitor_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text')
      .addColumn('path', 'text')
      .addColumn('payload', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('analytics_events_created').on('analytics_events').column('created_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('analytics_events').execute();
    await db.schema.dropTable('leads').execute();
  },
};
