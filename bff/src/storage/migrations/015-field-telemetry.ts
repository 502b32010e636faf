import type { Kysely, Migration } from 'kysely';

/**
 * Field telemetry (docs/BFF.md, Errors and Web Vitals from visitors): errors in visitors' browsers
 * and the Web Vitals of their page views, each a table of its own beside the analytics records
 * (they are analytics records: the same retention purge deletes them). Times are ISO text, as
 * everywhere; `remotes`, `stack` and `phases` JSON. Only new tables: the release before runs on it.
 */
export const fieldTelemetry: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('client_errors')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('visitor_id', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('remote', 'text')
      .addColumn('version', 'text')
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('stack', 'text')
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('remotes', 'text')
      .execute();
    await db.schema.createIndex('client_errors_created').on('client_errors').column('created_at').execute();
    await db.schema
      .createIndex('client_errors_remote')
      .on('client_errors')
      .columns(['remote', 'version', 'created_at'])
      .execute();
    await db.schema
      .createTable('web_vitals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('session_id', 'text', (c) => c.notNull())
      .addColumn('visitor_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('value', 'double precision', (c) => c.notNull())
      .addColumn('path', 'text', (c) => c.notNull())
      .addColumn('page_group', 'text', (c) => c.notNull())
      .addColumn('device', 'text')
      .addColumn('connection', 'text')
      .addColumn('target', 'text')
      .addColumn('phases', 'text')
      .addColumn('remotes', 'text')
      .execute();
    await db.schema.createIndex('web_vitals_created').on('web_vitals').columns(['created_at', 'name']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('web_vitals').execute();
    await db.schema.dropTable('client_errors').execute();
  },
};
