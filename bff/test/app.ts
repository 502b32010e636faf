import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StaffRole } from '@hl/shared/staff';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, buildMetricsApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { openDatabase } from '../src/storage/database.ts';
import type { Database } from '../src/storage/schema.ts';
import { openStore } from '../src/storage/store.ts';
import { type DatabaseKind, databaseKinds, type TestDatabase } from './databases.ts';

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
/** The header that opens the read side. */
export const ADMIN_AUTH = { authorization: `Bearer ${ADMIN_TOKEN}` };

export interface TestApp {
  app: FastifyInstance;
  /** The metrics listener's app (served on METRICS_PORT, not the site's port). */
  metrics: FastifyInstance;
  /** A connection of its own to the same database, to look at the rows as stored. */
  db: Kysely<Database>;
  /** Every log line the app wrote, parsed, plus the raw text. */
  logs: Array<Record<string, unknown>>;
  rawLogs: string[];
  close(): Promise<void>;
}

/** The shell's HTML as the build leaves it: the head region between its markers. */
export const SHELL_HTML =
  '<!doctype html><html lang="en-ZA"><head><meta charset="utf-8"><!--hl-head--><title>Default</title><!--/hl-head-->' +
  '<script defer src="/main.0123abcd.js"></script></head><body><div id="root"></div></body></html>';

/** A shell build of one page (plus any files given, by path), so the tests need no real build. */
function shellDist(files: Record<string, string | Buffer>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-shell-'));
  for (const [name, content] of Object.entries({ 'index.html': SHELL_HTML, ...files })) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), content);
  }
  return dir;
}

/** Nothing listens on the discard port: the article index is never read unless a test says where. */
const NO_ARTICLE_INDEX = 'http://127.0.0.1:9/articles.json';

/**
 * The BFF as server.ts builds it, with its log lines captured, on a fresh database of the kind
 * given (SQLite without one), dropped when the app closes, or on the database given, left as it is.
 * `env` overrides the settings as environment variables would; `shellFiles` adds files to the shell
 * build it serves.
 */
export async function startApp(
  env: Record<string, string> = {},
  database: TestDatabase | DatabaseKind = databaseKinds[0] as DatabaseKind,
  shellFiles: Record<string, string | Buffer> = {},
): Promise<TestApp> {
  const owned = 'create' in database;
  const db = owned ? await database.create() : database;
  const shell = shellDist(shellFiles);
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'info',
    DATABASE_URL: db.url,
    SHELL_DIST: shell,
    ADMIN_TOKEN,
    ARTICLE_INDEX_URL: NO_ARTICLE_INDEX,
    ...env,
  });
  const rawLogs: string[] = [];
  const logs: Array<Record<string, unknown>> = [];
  const logger = createLogger(config, {
    write(line: string) {
      rawLogs.push(line);
      logs.push(JSON.parse(line));
    },
  });
  const store = await openStore(config.DATABASE_URL, { log: logger });
  const app = await buildApp({ config, store, logger });
  await app.ready();
  const metrics = await buildMetricsApp(app.metrics.registry);
  const { db: inspector } = openDatabase(config.DATABASE_URL);
  return {
    app,
    metrics,
    db: inspector,
    logs,
    rawLogs,
    async close() {
      await metrics.close();
      await app.close();
      await inspector.destroy();
      if (owned) await db.drop();
      fs.rmSync(shell, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a test file, started before its tests and closed after them: `current()` is the app
 * (once started), `get` reads a route with the admin token unless other headers are given.
 */
export function useApp(env: Record<string, string> = {}) {
  let t: TestApp | undefined;
  beforeAll(async () => {
    t = await startApp(env);
  });
  afterAll(async () => t?.close());
  const current = () => {
    if (!t) throw new Error('The app starts in beforeAll: use it inside a test.');
    return t;
  };
  return {
    current,
    get: (url: string, headers: Record<string, string> = ADMIN_AUTH) =>
      current().app.inject({ method: 'GET', url, headers }),
  };
}

/** The origin of the site's pages in inject tests (inject's Host is localhost:80). */
export const SITE_ORIGIN = 'http://localhost';

/** A visitor's browser: inject's own User-Agent (lightMyRequest) is on the bot list, and a bot's records are not stored. */
export const BROWSER_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/**
 * POST a JSON body (or raw text when `body` is a string), from a visitor's browser on a page of the
 * site unless `headers` say otherwise.
 */
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
    headers: { 'content-type': 'application/json', origin: SITE_ORIGIN, 'user-agent': BROWSER_UA, ...options.headers },
    payload: raw ? body : JSON.stringify(body),
  });
}

/** Rows stored so far: leads and analytics records. */
export async function storedRows(app: FastifyInstance): Promise<{ leads: number; analytics: number }> {
  return { leads: (await app.leadsRepository.list()).length, analytics: await app.analyticsRepository.count() };
}

/** The password of the staff accounts tests make. */
export const STAFF_PASSWORD = 'a long staff password 0123';
export const ADMIN_COOKIE = 'hl_admin_session';

/** A client address of its own, so per-address rate limits (in Redis too) start at zero. */
export const freshAddress = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;

/** Signs in with an account's e-mail and password, from a page of the site. */
export const staffSignIn = (
  app: FastifyInstance,
  email: string,
  password = STAFF_PASSWORD,
  remoteAddress = freshAddress(),
) => post(app, '/admin/session', { email, password }, { remoteAddress });

/**
 * A staff account of the role, signed in: the account, and the headers its browser sends (the
 * session cookie, and the site's Origin that changes need).
 */
export async function staffSession(
  app: FastifyInstance,
  role: StaffRole,
  email = `${role}.${randomUUID()}@bondbridge.example`,
) {
  const user = await app.staffRepository.create({ email, name: `Test ${role}`, role, password: STAFF_PASSWORD });
  if (user === 'taken') throw new Error(`${email} has an account already`);
  const res = await staffSignIn(app, email);
  const value = res.cookies.find((c) => c.name === ADMIN_COOKIE)?.value;
  if (res.statusCode !== 200 || !value) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = `${ADMIN_COOKIE}=${value}`;
  return { user, cookie, headers: { cookie, origin: SITE_ORIGIN } };
}
