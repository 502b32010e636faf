import { randomInt } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHELL_HTML } from './app.ts';
import { databaseKinds, type TestDatabase } from './databases.ts';
import { contactMessage } from './fixtures.ts';
import { testRedisUrl } from './redis.ts';
import { type ServerProcess, startServer } from './server-process.ts';

/**
 * Two BFF processes on one PostgreSQL database and one Redis, as replicas behind a proxy run:
 * each serves, and nothing one of them knows is missing from the other. (vitest.config.ts runs
 * this file when TEST_DATABASE_URL and TEST_REDIS_URL are set, as they always are in CI.)
 */
const TOKEN = 'replica-test-admin-token-0123456789';
const postgres = databaseKinds.find((kind) => kind.name === 'postgres');
let database: TestDatabase;
let shell: string;
let replicas: ServerProcess[];

beforeAll(async () => {
  if (!postgres || !testRedisUrl) throw new Error('this test needs TEST_DATABASE_URL and TEST_REDIS_URL');
  database = await postgres.create();
  shell = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-replicas-'));
  fs.writeFileSync(path.join(shell, 'index.html'), SHELL_HTML);
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: testRedisUrl,
    // The test plays the proxy: it says which client each request comes from.
    TRUST_PROXY: 'true',
    CONTACT_RATE_LIMIT: '4',
    ADMIN_TOKEN: TOKEN,
    SHELL_DIST: shell,
  };
  // Started together: both run the migrations at once, as replicas of a new release do.
  replicas = await Promise.all([startServer(env), startServer(env)]);
});
afterAll(async () => {
  for (const replica of replicas ?? []) await replica.stop();
  await database?.drop();
  if (shell) fs.rmSync(shell, { recursive: true, force: true });
});

/** A client address of its own for each test (Redis keeps counters for a minute, across runs too). */
const client = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function send(replica: ServerProcess, url: string, body: unknown, from: string, cookie?: string) {
  return fetch(`${replica.url}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
}

describe('two replicas on one PostgreSQL and one Redis', () => {
  it('both serve the site and are ready', async () => {
    for (const replica of replicas) {
      const page = await fetch(`${replica.url}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<div id="root">');
      expect(await (await fetch(`${replica.url}/readyz`)).json()).toMatchObject({ database: 'postgres' });
    }
  });

  it('a lead posted through one is read through the other', async () => {
    const [a, b] = replicas as [ServerProcess, ServerProcess];
    const email = `replica-${randomInt(1e9)}@example.co.za`;
    expect((await send(a, '/contact/submit', contactMessage(email), client())).status).toBe(200);
    const res = await fetch(`${b.url}/admin/leads?type=contact`, { headers: { authorization: `Bearer ${TOKEN}` } });
    const { leads } = (await res.json()) as { leads: Array<{ email: string }> };
    expect(leads.map((lead) => lead.email)).toContain(email);
  });

  it("a visitor's cookies from one are honoured by the other (no session state in a process)", async () => {
    const [a, b] = replicas as [ServerProcess, ServerProcess];
    const from = client();
    const first = await send(a, '/analytics/pageview', { path: '/', title: 'Home' }, from);
    const ids = await first.json();
    const cookie = first.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const second = await send(b, '/analytics/pageview', { path: '/team', title: 'Team' }, from, cookie);
    expect(await second.json()).toEqual(ids);
  });

  it('takes a newsletter e-mail once when both replicas get it at the same moment', async () => {
    const email = `twice-${randomInt(1e9)}@example.co.za`;
    const body = { payload: { name: 'Thandi', email } };
    const answers = await Promise.all(replicas.map((r) => send(r, '/contact/newsletter/subscribe', body, client())));
    expect(answers.map((res) => res.status).sort()).toEqual([200, 201]);
  });

  it('shares the rate limit: the requests of one client count together, whichever replica gets them', async () => {
    const [a, b] = replicas as [ServerProcess, ServerProcess];
    const from = client();
    // CONTACT_RATE_LIMIT is 4 a minute: two through each replica are the whole allowance.
    for (const replica of [a, b, a, b]) {
      expect((await send(replica, '/contact/submit', contactMessage('limit@example.co.za'), from)).status).toBe(200);
    }
    for (const replica of [b, a]) {
      const refused = await send(replica, '/contact/submit', contactMessage('limit@example.co.za'), from);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    }
    // Another client is not held back by it.
    expect((await send(b, '/contact/submit', contactMessage('other@example.co.za'), client())).status).toBe(200);
  });
});
