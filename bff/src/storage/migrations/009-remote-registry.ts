import type { Kysely, Migration } from 'kysely';

/**
 * The remote registry: which build of each remote is live. `remotes` holds each remote's state
 * (where its server is, its stable version and the one before it, its canary and the share of
 * visitors who get it); `remote_releases` every version released, with what its build says of
 * itself (the parts of its manifest and contract the checks read), ready to go live;
 * `remote_audit` who changed what, when and why. Rows are seeded from MF_*_URL at start-up.
 */
export const remoteRegistry: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('remotes')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('base_url', 'text', (c) => c.notNull())
      .addColumn('configured_entry', 'text', (c) => c.notNull())
      .addColumn('stable_version', 'text')
      .addColumn('previous_version', 'text')
      .addColumn('canary_version', 'text')
      .addColumn('canary_share', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createTable('remote_releases')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('version', 'text', (c) => c.notNull())
      .addColumn('released_at', 'text', (c) => c.notNull())
      .addColumn('released_by', 'text', (c) => c.notNull())
      .addColumn('build', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('remote_releases_pk', ['name', 'version'])
      .execute();
    await db.schema
      .createTable('remote_audit')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('version', 'text')
      .addColumn('share', 'integer')
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('remote_audit_name_at').on('remote_audit').columns(['name', 'at']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('remote_audit').execute();
    await db.schema.dropTable('remote_releases').execute();
    await db.schema.dropTable('remotes').execute();
  },
};
