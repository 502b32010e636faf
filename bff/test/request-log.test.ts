import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, type TestApp } from './app.ts';
import { contactMessage } from './fixtures.ts';

/** The request line of the answer with this request id. */
const requestLine = (t: TestApp, id: string) =>
  t.logs.find((line) => line.reqId === id && line.msg === 'request completed') as Record<string, unknown>;

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('answers every request with its id, the one in its log line', async () => {
    for (const url of ['/healthz', '/', '/api/nothing-here']) {
      const res = await t.app.inject({ url });
      const id = res.headers['x-request-id'];
      expect(id, url).toMatch(/^[0-9a-f-]{36}$/);
      expect(requestLine(t, String(id)), url).toBeDefined();
    }
    const refused = await post(t.app, '/contact/submit', { email: 'not an address' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps a caller's id (nginx's) when it is at most 64 characters of letters, digits, dot, dash and underscore", async () => {
    const id = `nginx-${'a1B2.c3_'.repeat(7)}x`.slice(0, 64);
    const res = await post(t.app, '/contact/submit', contactMessage('kept-id@example.co.za'), {
      headers: { 'x-request-id': id },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-request-id']).toBe(id);
    expect(requestLine(t, id)).toMatchObject({ status: 200, route: '/contact/submit' });
    expect(t.logs.find((line) => line.msg === 'lead stored')?.reqId).toBe(id);
  });

  it('replaces any other id with its own, which never reaches the log', async () => {
    for (const bad of ['x'.repeat(8000), 'x'.repeat(65), 'two words', 'a"b', '{"json":1}', 'ünïcode', '']) {
      const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': bad } });
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(requestLine(t, id)).toBeDefined();
      if (bad) expect(t.rawLogs.some((line) => line.includes(bad))).toBe(false);
    }
  });
});

describe('request lines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ CONTACT_RATE_LIMIT: '2', SERVICE_VERSION: '2026.06.1-abc1234' }, undefined, {
      'main.0123abcd.js': 'var main;',
    });
  });
  afterAll(() => t.close());

  const lineOf = async (request: Promise<{ statusCode: number; headers: Record<string, unknown> }>) => {
    const res = await request;
    return { status: res.statusCode, line: requestLine(t, String(res.headers['x-request-id'])) };
  };

  it('name the route as the route table does: each page, static files, each API route', async () => {
    const labels: Record<string, string> = {
      '/': 'page:home',
      '/team': 'page:home',
      '/apply': 'page:apply',
      '/articles/transfer-duty-18': 'page:article',
      '/no-such-page': 'page:not-found',
      '/main.0123abcd.js': 'static',
      '/missing.0123abcd.js': 'static',
      '/api/remotes': '/api/remotes',
      '/api/unknown': 'not-found',
      '/healthz': '/healthz',
    };
    for (const [url, route] of Object.entries(labels)) {
      const { line } = await lineOf(t.app.inject({ url }));
      expect(line?.route, url).toBe(route);
    }
    const metrics = (await t.metrics.inject({ url: '/metrics' })).body;
    expect(metrics).toContain('route="page:apply",status="200"');
    expect(metrics).toContain('route="static",status="200"');
    expect(metrics).not.toContain('route="/*"');
  });

  it('say which service, release and instance wrote them, every one', async () => {
    await t.app.inject({ url: '/' });
    expect(t.logs.length).toBeGreaterThan(0);
    for (const line of t.logs) {
      expect(line).toMatchObject({ service: 'bff', version: '2026.06.1-abc1234', instance: expect.any(String) });
    }
  });

  it('are info when answered, warn for 429 and 503, error for other 5xx', async () => {
    expect((await lineOf(t.app.inject({ url: '/api/unknown' }))).line?.level).toBe(30);
    const save = t.app.leadsRepository.save;
    try {
      t.app.leadsRepository.save = async () => {
        throw Object.assign(new Error('gone'), { code: 'ECONNREFUSED' });
      };
      const unavailable = await lineOf(post(t.app, '/contact/submit', contactMessage('a@example.co.za')));
      expect(unavailable.status).toBe(503);
      expect(unavailable.line?.level).toBe(40);
      t.app.leadsRepository.save = async () => {
        throw new Error('a bug');
      };
      const failed = await lineOf(post(t.app, '/contact/submit', contactMessage('b@example.co.za')));
      expect(failed.status).toBe(500);
      expect(failed.line?.level).toBe(50);
    } finally {
      t.app.leadsRepository.save = save;
    }
  });

  it('of a rate-limited request name the limit and a hashed client key, never the address', async () => {
    const client = { remoteAddress: '203.0.113.7' };
    for (const email of ['c1@example.co.za', 'c2@example.co.za']) {
      expect((await post(t.app, '/contact/submit', contactMessage(email), client)).statusCode).toBe(200);
    }
    const limited = await lineOf(post(t.app, '/contact/submit', contactMessage('c3@example.co.za'), client));
    expect(limited.status).toBe(429);
    expect(limited.line).toMatchObject({
      level: 40,
      route: '/contact/submit',
      rateLimit: { group: 'contact', max: 2, windowS: 60, client: expect.stringMatching(/^[\w-]{16}$/) },
    });
    const again = await lineOf(post(t.app, '/contact/callbackrequest', {}, client));
    expect(again.line?.rateLimit).toEqual(limited.line?.rateLimit);
    expect(t.rawLogs.join('')).not.toContain('203.0.113.7');
  });
});
