import http from 'node:http';
import type { AddressInfo } from 'node:net';
import SQLite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, type TestApp } from '../app.ts';
import { contactMessage } from '../fixtures.ts';
import { testRedisUrl } from '../redis.ts';
import { freePort } from '../server-process.ts';

const REACHABLE_AGAIN = 'database reachable again';
const UNREACHABLE = 'database unreachable: writes answer 503 until it is back';

describe('/readyz and a SQLite write lock held by another process', () => {
  it('answers 503 naming the database while the lock is held, 200 once it is free, and says "reachable again" only then', async () => {
    const t = await startApp({ CONTACT_RATE_LIMIT: '1000' });
    const other = new SQLite(t.app.config.DATABASE_URL.slice('sqlite:'.length));
    try {
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(200);
      // A backup or a maintenance script holding the write lock: reads still answer, writes wait.
      other.prepare('begin exclusive').run();
      const started = Date.now();
      const held = await t.app.inject({ url: '/readyz' });
      expect(Date.now() - started).toBeLessThan(2000); // bounded, not the writes' 5 s wait
      expect(held.statusCode).toBe(503);
      expect(held.json()).toMatchObject({
        status: 'unavailable',
        message: 'Not ready: database (database is locked (SQLITE_BUSY))',
        checks: { database: { status: 'fail', error: 'database is locked (SQLITE_BUSY)' } },
      });
      const line = t.logs.find((l) => l.reqId === held.headers['x-request-id'] && l.msg === 'request completed');
      expect(line).toMatchObject({ level: 40, status: 503, failed: ['database: database is locked (SQLITE_BUSY)'] });

      // A probe that only reads would pass here and log the database back: it must not.
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect(t.logs.filter((l) => l.msg === UNREACHABLE)).toHaveLength(1);
      expect(t.logs.some((l) => l.msg === REACHABLE_AGAIN)).toBe(false);

      other.prepare('commit').run();
      const free = await t.app.inject({ url: '/readyz' });
      expect(free.statusCode).toBe(200);
      expect(free.json()).toMatchObject({ status: 'ready', checks: { database: { status: 'ok' } } });
      expect(t.logs.filter((l) => l.msg === REACHABLE_AGAIN)).toHaveLength(1);
      expect((await post(t.app, '/contact/submit', contactMessage('after-lock@example.co.za'))).statusCode).toBe(200);
    } finally {
      other.close();
      await t.close();
    }
  });
});

describe('/readyz', () => {
  let t: TestApp;
  let remote: http.Server;
  let remoteUrl: string;
  let deadUrl: string;

  beforeAll(async () => {
    remote = http.createServer((req, res) => {
      res.writeHead(req.url === '/mf-manifest.json' ? 200 : 404, { 'content-type': 'application/json' });
      res.end('{"id":"mf_leads"}');
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const { port } = remote.address() as AddressInfo;
    remoteUrl = `http://127.0.0.1:${port}/mf-manifest.json`;
    deadUrl = `http://127.0.0.1:${await freePort()}/mf-manifest.json`;
    t = await startApp({
      MF_LEADS_URL: remoteUrl,
      MF_CALCULATORS_URL: `http://127.0.0.1:${port}/gone/mf-manifest.json`,
      MF_KNOWLEDGE_URL: deadUrl,
    });
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => remote.close(resolve));
  });

  it("reports the remotes' manifests as information: a dead remote leaves the BFF ready", async () => {
    const res = await t.app.inject({ url: '/readyz' });
    expect(res.statusCode).toBe(200);
    const { remotes } = res.json();
    expect(remotes.mf_leads).toMatchObject({ url: remoteUrl, status: 'ok' });
    expect(remotes.mf_calculators).toMatchObject({ status: 'fail', error: 'HTTP 404' });
    expect(remotes.mf_knowledge).toMatchObject({
      url: deadUrl,
      status: 'fail',
      error: expect.stringContaining('ECONNREFUSED'),
    });
  });

  it('answers 503 naming the database when it does not answer; liveness stays 200', async () => {
    const probe = t.app.store.probe;
    t.app.store.probe = async () => {
      throw Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });
    };
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe('Not ready: database (connect ECONNREFUSED 10.0.0.5:5432)');
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
    } finally {
      t.app.store.probe = probe;
    }
  });
});

describe('/readyz with REDIS_URL', () => {
  it('answers 503 naming Redis when it does not answer', async () => {
    const t = await startApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        message: expect.stringMatching(/^Not ready: redis \(/),
        checks: { database: { status: 'ok' }, redis: { status: 'fail' } },
      });
    } finally {
      await t.close();
    }
  });

  it.runIf(testRedisUrl)('answers 200 with Redis checked when it answers', async () => {
    const t = await startApp({ REDIS_URL: testRedisUrl ?? '' });
    try {
      const res = await t.app.inject({ url: '/readyz' });
      expect(res.statusCode).toBe(200);
      expect(res.json().checks.redis).toMatchObject({ status: 'ok' });
    } finally {
      await t.close();
    }
  });
});
