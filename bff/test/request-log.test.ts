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
