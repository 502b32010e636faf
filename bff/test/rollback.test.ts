import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { migrations } from '../src/storage/migrations/index.ts';
import { openStore } from '../src/storage/store.ts';
import { post } from './app.ts';
import { databaseKinds } from './databases.ts';
import { contactMessage } from './fixtures.ts';

const names = Object.keys(migrations).sort();
const without = (left: string | undefined) =>
  Object.fromEntries(Object.entries(migrations).filter(([n]) => n !== left));
/** The migrations of the release before this one: all but the newest. */
const previousRelease = without(names.at(-1));

describe.each(databaseKinds)('rolling back a release on $name', (kind) => {
  it('starts the previous release on the schema this one migrated, and it serves a lead', async () => {
    const database = await kind.create();
    const lines: Array<Record<string, unknown>> = [];
    const logger = createLogger(
      { LOG_LEVEL: 'info', SERVICE_VERSION: 'previous' },
      {
        write: (line: string) => void lines.push(JSON.parse(line)),
      },
    );
    try {
      // This release starts: every migration runs.
      await (await openStore(database.url)).close();

      // Rolled back: the release before it, which does not know the newest migration.
      const store = await openStore(database.url, { log: logger, migrations: previousRelease });
      const config = loadConfig({
        NODE_ENV: 'test',
        DATABASE_URL: database.url,
        ARTICLE_INDEX_URL: 'http://127.0.0.1:9/a.json',
      });
      const app = await buildApp({ config, store, logger });
      try {
        await app.ready();
        const res = await post(app, '/contact/submit', contactMessage('after-rollback@example.co.za'));
        expect(res.statusCode).toBe(200);
        expect((await app.leadsRepository.list()).map((lead) => lead.email)).toEqual(['after-rollback@example.co.za']);
      } finally {
        await app.close();
      }
      expect(lines).toContainEqual(
        expect.objectContaining({
          level: 40,
          migrations: [names.at(-1)],
          msg: `the database has migrations newer than this release (${names.at(-1)}): running on their expanded schema`,
        }),
      );
    } finally {
      await database.drop();
    }
  });

  it('still refuses a database that ran a migration this release should know and does not', async () => {
    const database = await kind.create();
    try {
      await (await openStore(database.url)).close();
      await expect(openStore(database.url, { migrations: without(names[3]) })).rejects.toThrow(
        `corrupted migrations: previously executed migration ${names[3]} is missing`,
      );
      // The refusal changed nothing: this release still starts.
      await (await openStore(database.url)).close();
    } finally {
      await database.drop();
    }
  });
});
