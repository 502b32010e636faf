import { adminSessionSchema } from '@hl/shared/staff';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  freshAddress as address,
  ADMIN_COOKIE as COOKIE,
  post,
  SITE_ORIGIN,
  STAFF_PASSWORD,
  staffSignIn,
  startApp,
  type TestApp,
} from '../../app.ts';
import { databaseKinds } from '../../databases.ts';
import { rateLimitStores } from '../../redis.ts';

const RANGE = 'from=2026-11-10T00:00:00%2B02:00&to=2026-11-11T00:00:00%2B02:00';
/** The admin account each app of these tests has. */
const EMAIL = 'lindiwe@bondbridge.example';

/** The session cookie's value from a sign-in's answer. */
const cookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === COOKIE)?.value ?? '';
const withCookie = (value: string) => ({ cookie: `${COOKIE}=${value}` });

const signIn = (t: TestApp, password = STAFF_PASSWORD, remoteAddress = address()) =>
  staffSignIn(t.app, EMAIL, password, remoteAddress);
const withAdmin = async (t: TestApp) => {
  await t.app.staffRepository.create({ email: EMAIL, name: 'Lindiwe Admin', role: 'admin', password: STAFF_PASSWORD });
  return t;
};

for (const kind of databaseKinds) {
  describe(`admin session on ${kind.name}`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await withAdmin(await startApp({ CONTACT_RATE_LIMIT: '1000' }, kind));
      await post(t.app, '/contact/callbackrequest', {
        name: 'Thandi Nkosi',
        email: 'thandi@example.co.za',
        mobile: '0821234567',
      });
    });
    afterAll(async () => t?.close());

    it('signs a staff member in with their account: an HttpOnly, SameSite=Strict cookie on /admin for 8 hours', async () => {
      const res = await staffSignIn(t.app, ' Lindiwe@BondBridge.example ');
      expect(res.statusCode).toBe(200);
      const answer = adminSessionSchema.parse(res.json());
      expect(answer).toMatchObject({
        enabled: true,
        signedIn: true,
        user: { email: EMAIL, name: 'Lindiwe Admin', role: 'admin' },
      });
      expect(Date.parse(answer.expiresAt ?? '') - Date.now()).toBeGreaterThan(8 * 3600_000 - 60_000);
      const header = String(res.headers['set-cookie']);
      expect(header).toMatch(
        /^hl_admin_session=[A-Za-z0-9_-]{43}; Max-Age=28800; Path=\/admin; HttpOnly; SameSite=Strict$/,
      );
      expect(res.headers['cache-control']).toBe('no-store');

      const cookie = withCookie(cookieOf(res));
      const session = await t.app.inject({ url: '/admin/session', headers: cookie });
      expect(adminSessionSchema.parse(session.json())).toEqual({
        enabled: true,
        signedIn: true,
        expiresAt: answer.expiresAt,
        user: answer.user,
      });
      const leads = await t.app.inject({ url: '/admin/leads', headers: cookie });
      expect(leads.statusCode).toBe(200);
      expect(leads.json().leads[0].email).toBe('thandi@example.co.za');
      expect((await t.app.inject({ url: `/admin/insights/summary?${RANGE}`, headers: cookie })).statusCode).toBe(200);
    });

    it('stores only a hash of the session id', async () => {
      const id = cookieOf(await signIn(t));
      const rows = await t.db.selectFrom('admin_sessions').selectAll().execute();
      expect(rows.length).toBeGreaterThan(0);
      expect(JSON.stringify(rows)).not.toContain(id);
    });

    it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
      const proxied = await withAdmin(await startApp({ TRUST_PROXY: 'true' }));
      try {
        const res = await post(
          proxied.app,
          '/admin/session',
          { email: EMAIL, password: STAFF_PASSWORD },
          {
            headers: {
              host: 'www.bondbridge.example',
              'x-forwarded-proto': 'https',
              origin: 'https://www.bondbridge.example',
            },
          },
        );
        expect(res.statusCode).toBe(200);
        expect(String(res.headers['set-cookie'])).toMatch(/; Secure/);
      } finally {
        await proxied.close();
      }
    });

    it('refuses a wrong password and an unknown e-mail alike with 401, and sets no cookie', async () => {
      const wrong = await signIn(t, 'not the password at all');
      const unknown = await staffSignIn(t.app, 'nobody@bondbridge.example');
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json().message).toBe('That e-mail address and password do not match an account. Please check them.');
        expect(res.headers['set-cookie']).toBeUndefined();
      }
      const empty = await signIn(t, '');
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors[0]).toMatchObject({ field: 'password', message: 'password is required.' });
      const noEmail = await post(t.app, '/admin/session', { email: 'not an address', password: 'x' });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().errors[0]).toMatchObject({ field: 'email' });
    });

    it('ends the session on sign-out: the cookie is cleared and no longer opens anything', async () => {
      const id = cookieOf(await signIn(t));
      const res = await t.app.inject({
        method: 'DELETE',
        url: '/admin/session',
        headers: { ...withCookie(id), origin: SITE_ORIGIN },
      });
      expect(res.statusCode).toBe(204);
      expect(String(res.headers['set-cookie'])).toMatch(
        /^hl_admin_session=; Max-Age=0; Path=\/admin; .*Expires=Thu, 01 Jan 1970/,
      );
      const after = await t.app.inject({ url: '/admin/leads', headers: withCookie(id) });
      expect(after.statusCode).toBe(401);
      expect((await t.app.inject({ url: '/admin/session', headers: withCookie(id) })).json()).toEqual({
        enabled: true,
        signedIn: false,
      });
    });

    it('ends a session after 8 hours, and removes ended sessions at the next sign-in', async () => {
      const id = cookieOf(await signIn(t));
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 8 * 3600_000 - 1000 });
      try {
        expect((await t.app.inject({ url: '/admin/leads', headers: withCookie(id) })).statusCode).toBe(200);
        vi.setSystemTime(Date.now() + 2000);
        const expired = await t.app.inject({ url: '/admin/leads', headers: withCookie(id) });
        expect(expired.statusCode).toBe(401);
        expect(expired.body).not.toContain('thandi');
        await signIn(t);
        const live = await t.db.selectFrom('admin_sessions').select('expires_at').execute();
        expect(live.every((row) => Date.parse(row.expires_at) > Date.now())).toBe(true);
        expect(live).toHaveLength(1);
      } finally {
        vi.useRealTimers();
      }
    });

    it('answers 401 without a session, with no personal data', async () => {
      for (const url of [
        '/admin/leads',
        '/admin/leads?format=csv',
        `/admin/insights/summary?${RANGE}`,
        '/admin/analytics/records',
      ]) {
        for (const headers of [{}, withCookie('made-up-session-id'), withCookie('')]) {
          const res = await t.app.inject({ url, headers });
          expect(res.statusCode, url).toBe(401);
          expect(Object.keys(res.json()).sort()).toEqual(['error', 'message', 'statusCode']);
          expect(res.body).not.toMatch(/thandi|082/i);
        }
      }
    });

    it('refuses state changes made with the cookie from another site', async () => {
      const id = cookieOf(await signIn(t));
      const foreign = { ...withCookie(id), origin: 'https://evil.example' };
      const retry = await t.app.inject({ method: 'POST', url: '/admin/outbox/unknown/retry', headers: foreign });
      expect(retry.statusCode).toBe(403);
      const own = await t.app.inject({
        method: 'POST',
        url: '/admin/outbox/unknown/retry',
        headers: { ...withCookie(id), origin: SITE_ORIGIN },
      });
      expect(own.statusCode).toBe(404);
      const signOut = await t.app.inject({ method: 'DELETE', url: '/admin/session', headers: foreign });
      expect(signOut.statusCode).toBe(403);
      expect((await t.app.inject({ url: '/admin/leads', headers: withCookie(id) })).statusCode).toBe(200);
      const signInFromAfar = await post(
        t.app,
        '/admin/session',
        { email: EMAIL, password: STAFF_PASSWORD },
        { headers: { origin: 'https://evil.example' } },
      );
      expect(signInFromAfar.statusCode).toBe(403);
    });
  });
}

describe('admin sessions across replicas', () => {
  it('a sign-in and a sign-out on one replica hold on the other', async () => {
    // PostgreSQL when it is given (what replicas share), else SQLite.
    const kind = databaseKinds[databaseKinds.length - 1] as (typeof databaseKinds)[number];
    const database = await kind.create();
    const one = await withAdmin(await startApp({}, database));
    const two = await startApp({}, database);
    try {
      const id = cookieOf(await signIn(one));
      expect((await two.app.inject({ url: '/admin/leads', headers: withCookie(id) })).statusCode).toBe(200);
      await one.app.inject({ method: 'DELETE', url: '/admin/session', headers: withCookie(id) });
      expect((await two.app.inject({ url: '/admin/leads', headers: withCookie(id) })).statusCode).toBe(401);
    } finally {
      await two.close();
      await one.close();
      await database.drop();
    }
  });
});

for (const store of rateLimitStores) {
  describe(`sign-in attempts (${store.name} counters)`, () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await withAdmin(await startApp(store.env));
    });
    afterAll(async () => t.close());

    it('allows 10 attempts in 15 minutes from one address, then 429 with Retry-After', async () => {
      const from = address();
      // Unknown addresses: no account's lock-out gets in the way of the address's limit.
      for (let i = 0; i < 10; i++)
        expect((await staffSignIn(t.app, `guess${i}@example.co.za`, 'wrong', from)).statusCode).toBe(401);
      const limited = await signIn(t, STAFF_PASSWORD, from);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(800);
      expect(limited.json().message).toMatch(/^Too many requests: at most 10 in 15 minutes from one address/);
      expect(limited.headers['set-cookie']).toBeUndefined();
      // Another address is not held up.
      expect((await signIn(t)).statusCode).toBe(200);
    });
  });
}

describe('with ADMIN_TOKEN unset', () => {
  it('says the read side is off, refuses sign-in and keeps the other admin routes 404', async () => {
    const off = await startApp({ ADMIN_TOKEN: '' });
    try {
      expect((await off.app.inject({ url: '/admin/session' })).json()).toEqual({ enabled: false, signedIn: false });
      const res = await staffSignIn(off.app, EMAIL);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toMatch(/ADMIN_TOKEN/);
      expect((await off.app.inject({ url: `/admin/insights/summary?${RANGE}` })).statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
