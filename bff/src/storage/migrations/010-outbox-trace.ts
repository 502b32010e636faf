import type { Kysely, Migration } from 'kysely';

/**
 * The trace a message belongs to: the W3C traceparent of the request that stored its lead, so its
 * delivery joins the lead's trace (with tracing on; null otherwise). Expand only: a nullable column
 * the release before ignores.
 */
export const outboxTrace: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').addColumn('trace_parent', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('outbox').dropColumn('trace_parent').execute();
  },
};
