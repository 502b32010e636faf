import type { Kysely, Migration } from 'kysely';

/**
 * Staff accounts (docs/BFF.md, Staff accounts and sign-in): `staff_users` (named accounts with a
 * role and a scrypt hash of their password, failed sign-ins counted for the lock-out),
 * `admin_sessions` made again with the account each session belongs to (the sessions of the
 * shared token end: everybody signs in again, with their own account), and `audit_log`: who read
 * or changed what, when.
 */
export const staffAccounts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull().unique())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('failed_sign_ins', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('locked_until', 'text')
      .addColumn('deactivated_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema.dropTable('admin_sessions').execute();
    await db.schema
      .createTable('admin_sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('admin_sessions_expires').on('admin_sessions').column('expires_at').execute();
    // Signing out everywhere, or a password changed: every session of one account.
    await db.schema.createIndex('admin_sessions_user').on('admin_sessions').column('user_id').execute();

    await db.schema
      .createTable('audit_log')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('actor_id', 'text')
      .addColumn('actor', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject', 'text')
      .addColumn('detail', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('audit_log').execute();
    await db.schema.dropTable('admin_sessions').execute();
    await db.schema
      .createTable('admin_sessions')
      .addColumn('id_hash', 'text', (c) => c.primaryKey())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('admin_sessions_expires').on('admin_sessions').column('expires_at').execute();
    await db.schema.dropTable('staff_users').execute();
  },
};
