import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { openDatabase } from '../src/storage/database.ts';
import type { Database } from '../src/storage/schema.ts';
import { openStore } from '../src/storage/store.ts';
import { databaseKinds, type TestDatabase } from './databases.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

export interface TestApp {
  app: FastifyInstance;
  /** A connection of its own to the same database, to look at the rows as stored. */
  db: Kysely<Database>;
  /** Every log line the app wrote, parsed, plus the raw text. */
  logs: Array<Record<string, unknown>>;
  rawLogs: string[];
  close(): Promise<void>;
}

/** A shell build of one page, so the tests need no real build. */
function shellDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-shell-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  return dir;
}

/**
 * The BFF as server.ts builds it, on a fresh SQLite database (or the one given), with its log lines
 * captured. `env` overrides the settings as environment variables would.
 */
export async function startApp(env: Record<string, string> = {}, database?: TestDatabase): Promise<TestApp> {
  const db = database ?? (await (databaseKinds[0] as (typeof databaseKinds)[number]).create());
  const shell = shellDist();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: db.url,
    SHELL_DIST: shell,
    ADMIN_TOKEN,
    ...env,
  });
  const rawLogs: string[] = [];
  const logs: Array<Record<string, unknown>> = [];
  const logger = createLogger(config.LOG_LEVEL, {
    write(line: string) {
      rawLogs.push(line);
      logs.push(JSON.parse(line));
    },
  });
  const store = await openStore(config.DATABASE_URL);
  const app = await buildApp({ config, store, logger });
  await app.ready();
  const { db: inspector } = openDatabase(config.DATABASE_URL);
  return {
    app,
    db: inspector,
    logs,
    rawLogs,
    async close() {
      await app.close();
      await inspector.destroy();
      if (!database) await db.drop();
      fs.rmSync(shell, { recursive: true, force: true });
    },
  };
}

/** POST a JSON body (or raw text when `body` is a string). */
export function post(
  app: FastifyInstance,
  url: string,
  body: unknown,
  options: Omit<InjectOptions, 'method' | 'url'> = {},
): Promise<LightMyRequestResponse> {
  const raw = typeof body === 'string';
  return app.inject({
    method: 'POST',
    url,
    ...options,
    headers: { 'content-type': 'application/json', ...options.headers },
    payload: raw ? body : JSON.stringify(body),
  });
}

/** Rows stored so far: leads and analytics records. */
export async function storedRows(app: FastifyInstance): Promise<{ leads: number; analytics: number }> {
  return { leads: (await app.leadsRepository.list()).length, analytics: await app.analyticsRepository.count() };
}
