import type { Kysely, Migration } from 'kysely';

/**
 * The article view counts (GET /analytics/article-views) count the article_open events by article
 * id: an index on (kind, type, element) answers that query from the index alone, without reading
 * the table.
 */
export const articleViews: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createIndex('analytics_events_kind_type_element')
      .on('analytics_events')
      .columns(['kind', 'type', 'element'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex('analytics_events_kind_type_element').execute();
  },
};
