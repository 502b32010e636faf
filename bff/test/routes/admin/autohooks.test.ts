import { describe, expect, it } from 'vitest';
import { ADMIN_AUTH, ADMIN_TOKEN, startApp, useApp } from '../../app.ts';

const app = useApp();
const { get } = app;

describe('admin access', () => {
  it('refuses a missing, wrong or malformed token with 401 and WWW-Authenticate', async () => {
    const attempts: Array<Record<string, string>> = [
      {},
      { authorization: 'Bearer wrong-token-wrong-token-00' },
      { authorization: `Bearer ${ADMIN_TOKEN}x` },
      { authorization: ADMIN_TOKEN },
      { authorization: `Basic ${Buffer.from(`admin:${ADMIN_TOKEN}`).toString('base64')}` },
      { authorization: 'Bearer ' },
    ];
    for (const headers of attempts) {
      const res = await get('/admin/leads', headers);
      expect(res.statusCode, JSON.stringify(headers)).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="admin"');
      expect(res.json().leads).toBeUndefined();
    }
    expect((await get('/admin/analytics/summary', {})).statusCode).toBe(401);
    expect((await get('/admin/analytics/records', {})).statusCode).toBe(401);
  });

  it('answers 404 on every admin path when ADMIN_TOKEN is unset', async () => {
    const closed = await startApp({ ADMIN_TOKEN: '' });
    try {
      for (const url of ['/admin/leads', '/admin/analytics/summary', '/admin/analytics/records']) {
        const res = await closed.app.inject({ url, headers: ADMIN_AUTH });
        expect(res.statusCode).toBe(404);
        expect(res.headers['content-type']).toMatch(/^application\/json/);
      }
    } finally {
      await closed.close();
    }
  });

  it('marks admin answers as not to be cached', async () => {
    expect((await get('/admin/leads')).headers['cache-control']).toBe('no-store');
  });
});
