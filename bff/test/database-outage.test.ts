import { setTimeout as sleep } from 'node:timers/promises';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA, post, startApp } from './app.ts';
import { databaseKinds } from './databases.ts';
import { contactMessage } from './fixtures.ts';
import { freePort, launchServer, postgresCluster, type ServerProcess, startServer, waitFor } from './server-process.ts';

/**
 * The database going away: the BFF stays up, posts answer 503 with a clear message and
 * Retry-After (nothing of them stored), /readyz answers 503, and everything recovers by itself
 * when the database is back.
 */
const TOKEN = 'outage-test-admin-token-0123456789';
function expectUnavailable(res: { status: number; headers: Headers }, body: { message?: string }) {
  expect(res.status).toBe(503);
  expect(res.headers.get('retry-after')).toBe('5');
  expect(body.message).toBe(
    'Our database is unavailable right now, so nothing was saved. Please try again in 5 seconds.',
  );
}

describe('SQLite locked by another process', () => {
  it('answers 503 with Retry-After while writes cannot get the lock, stores nothing, then recovers', async () => {
    const t = await startApp({ CONTACT_RATE_LIMIT: '1000' });
    // A backup or a maintenance script holding the write lock for longer than busy_timeout (5 s).
    const other = new SQLite(t.app.config.DATABASE_URL.slice('sqlite:'.length));
    try {
      other.prepare('begin exclusive').run();
      const refused = await post(t.app, '/contact/submit', contactMessage('locked@example.co.za'));
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('5');
      expect(refused.json().message).toContain('nothing was saved');
      other.prepare('commit').run();

      const accepted = await post(t.app, '/contact/submit', contactMessage('unlocked@example.co.za'));
      expect(accepted.statusCode).toBe(200);
      const emails = (await t.app.leadsRepository.list()).map((l) => l.email);
      expect(emails).toEqual(['unlocked@example.co.za']);
      const metrics = (await t.metrics.inject({ url: '/metrics' })).body;
      expect(metrics).toContain('database_unavailable_total{route="/contact/submit"} 1');
    } finally {
      other.close();
      await t.close();
    }
  });
});

// A cluster of the test's own, started and stopped here: the shared test server is never touched.
describe.each(databaseKinds.filter((kind) => kind.name === 'postgres'))('PostgreSQL going away', () => {
  let cluster: ReturnType<typeof postgresCluster>;
  let server: ServerProcess;
  const env = () => ({
    DATABASE_URL: cluster.url,
    ADMIN_TOKEN: TOKEN,
    CONTACT_RATE_LIMIT: '100000',
    ANALYTICS_RATE_LIMIT: '100000',
    DATABASE_STARTUP_WAIT_S: '60',
  });
  const send = async (url: string, body: unknown) => {
    const res = await fetch(`${server.url}${url}`, {
      method: 'POST',
      // A visitor's browser on the page's own origin: analytics are accepted only from the site, and not from bots.
      headers: { 'content-type': 'application/json', origin: server.url, 'user-agent': BROWSER_UA },
      body: JSON.stringify(body),
    });
    return { res, body: (res.status === 204 ? {} : await res.json()) as { message?: string } };
  };
  const status = async (url: string) => (await fetch(`${server.url}${url}`)).status;
  const storedEmails = async () => {
    const res = await fetch(`${server.url}/admin/leads`, { headers: { authorization: `Bearer ${TOKEN}` } });
    return ((await res.json()) as { leads: Array<{ email: string }> }).leads.map((l) => l.email);
  };

  beforeAll(async () => {
    cluster = postgresCluster(await freePort());
    cluster.start();
  });
  afterAll(async () => {
    await server?.stop();
    cluster?.remove();
  });

  it('survives the database stopping with idle pooled connections, answers 503, and recovers by itself', async () => {
    server = await startServer(env());
    // Concurrent leads and events leave several idle connections in the pool.
    const before = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        i % 2
          ? send('/contact/submit', contactMessage(`before${i}@example.co.za`))
          : send('/analytics/event', { type: 'click', element: 'cta' }),
      ),
    );
    expect(before.map(({ res }) => res.ok)).toEqual(Array(12).fill(true));

    cluster.stop(); // fast shutdown: PostgreSQL cuts every connection, idle ones included
    await sleep(1000);
    expect(server.child.exitCode).toBeNull(); // the pool's connection errors did not stop the process

    const lead = await send('/contact/submit', contactMessage('during@example.co.za'));
    expectUnavailable(lead.res, lead.body);
    const event = await send('/analytics/event', { type: 'click', element: 'cta' });
    expectUnavailable(event.res, event.body);
    expect(await status('/readyz')).toBe(503);
    expect(await status('/healthz')).toBe(200);
    const down = server
      .lines()
      .filter((line) => line.msg === 'database unreachable: writes answer 503 until it is back');
    expect(down).toHaveLength(1);

    cluster.start();
    await waitFor(async () => (await status('/readyz')) === 200, '/readyz to answer 200 again');
    const after = await send('/contact/submit', contactMessage('after@example.co.za'));
    expect(after.res.status).toBe(200);
    expect(server.lines().some((line) => line.msg === 'database reachable again')).toBe(true);

    // Nothing half-written: every acknowledged lead is there, the refused one is not.
    const emails = await storedEmails();
    expect(emails).toContain('after@example.co.za');
    for (let i = 1; i < 12; i += 2) expect(emails).toContain(`before${i}@example.co.za`);
    expect(emails).not.toContain('during@example.co.za');
    expect(server.child.exitCode).toBeNull();
    expect(await server.stop()).toBe(0);
  });

  it('starts while the database is down by trying again until it comes up', async () => {
    cluster.stop();
    const starting = launchServer(env(), 60_000);
    const retrying = (line: Record<string, unknown>) => line.level === 40 && /trying again/.test(String(line.msg));
    await waitFor(() => starting.lines().some(retrying), 'a line saying start-up tries again');
    cluster.start();
    server = await starting.listening;
    expect(await status('/readyz')).toBe(200);
    expect((await send('/contact/submit', contactMessage('late@example.co.za'))).res.status).toBe(200);
  });
});
