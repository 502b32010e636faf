import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { post, SITE_ORIGIN, startApp, storedRows, type TestApp } from '../../app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
});
afterAll(async () => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The Set-Cookie lines of an answer, by cookie name. */
function setCookies(res: LightMyRequestResponse): Record<string, string> {
  const header = res.headers['set-cookie'];
  const lines = header === undefined ? [] : Array.isArray(header) ? header : [header];
  return Object.fromEntries(lines.map((line) => [line.split('=')[0] as string, line]));
}

/** The stored analytics rows, as the database holds them (raw columns). */
const rows = () => t.db.selectFrom('analytics_events').selectAll().orderBy('created_at').execute();

const cookie = (session: string, visitor: string) => ({ cookie: `hl_session_id=${session}; visitor_id=${visitor}` });

describe('POST /analytics/pageview', () => {
  it('answers 202 { sessionId, visitorId } and sets both cookies, HttpOnly, SameSite=Lax, Path=/', async () => {
    const res = await post(t.app, '/analytics/pageview', { path: '/' });
    expect(res.statusCode).toBe(202);
    const { sessionId, visitorId } = res.json();
    expect(sessionId).toMatch(UUID);
    expect(visitorId).toMatch(UUID);
    const cookies = setCookies(res);
    expect(cookies.hl_session_id).toBe(`hl_session_id=${sessionId}; Max-Age=1800; Path=/; HttpOnly; SameSite=Lax`);
    expect(cookies.visitor_id).toBe(`visitor_id=${visitorId}; Max-Age=63072000; Path=/; HttpOnly; SameSite=Lax`);
  });

  it('keeps the ids of valid cookies, renews the session cookie and leaves the visitor cookie be', async () => {
    const [session, visitor] = [crypto.randomUUID(), crypto.randomUUID()];
    const res = await post(
      t.app,
      '/analytics/pageview',
      { path: '/calculators' },
      { headers: cookie(session, visitor) },
    );
    expect(res.json()).toEqual({ sessionId: session, visitorId: visitor });
    const cookies = setCookies(res);
    expect(cookies.hl_session_id).toContain(`hl_session_id=${session}; Max-Age=1800`);
    expect(cookies.visitor_id).toBeUndefined();
  });

  it('ignores ids in the payload that differ from the cookies', async () => {
    const [session, visitor] = [crypto.randomUUID(), crypto.randomUUID()];
    const forged = { sessionId: crypto.randomUUID(), visitorId: crypto.randomUUID() };
    const res = await post(
      t.app,
      '/analytics/pageview',
      { path: '/forged', ...forged },
      { headers: cookie(session, visitor) },
    );
    expect(res.json()).toEqual({ sessionId: session, visitorId: visitor });
    const stored = (await rows()).filter((r) => r.path === '/forged');
    expect(stored.map((r) => [r.session_id, r.visitor_id])).toEqual([[session, visitor]]);
    expect(stored[0]?.payload).not.toContain(forged.sessionId);
  });

  it.each([
    ['not a UUID', 'abc'],
    ['an SQL fragment', "x'; DROP TABLE analytics_events;--"],
    ['a UUID with extra text', `${crypto.randomUUID()}x`],
    ['a broken percent-encoding', '%E0%A4%A'],
    ['empty', ''],
    ['a nil UUID', '00000000-0000-0000-0000-000000000000'],
  ])('replaces a cookie that is %s, never trusting it', async (_label, value) => {
    const res = await post(t.app, '/analytics/pageview', { path: '/cookie-test' }, { headers: cookie(value, value) });
    expect(res.statusCode).toBe(202);
    const { sessionId, visitorId } = res.json();
    expect(sessionId).toMatch(UUID);
    expect(visitorId).toMatch(UUID);
    expect(setCookies(res).visitor_id).toContain(visitorId);
    const stored = (await rows()).filter((r) => r.session_id === sessionId);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.visitor_id).toBe(visitorId);
  });

  it('marks the cookies Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await startApp({ TRUST_PROXY: 'true' });
    try {
      const https = await post(
        proxied.app,
        '/analytics/pageview',
        { path: '/' },
        {
          headers: {
            'x-forwarded-proto': 'https',
            'x-forwarded-host': 'www.bondbridge.example',
            origin: 'https://www.bondbridge.example',
          },
        },
      );
      const cookies = setCookies(https);
      expect(cookies.hl_session_id).toContain('; Secure');
      expect(cookies.visitor_id).toContain('; Secure');
      const http = await post(proxied.app, '/analytics/pageview', { path: '/' });
      expect(setCookies(http).hl_session_id).not.toContain('Secure');
    } finally {
      await proxied.close();
    }
    // Without TRUST_PROXY a client cannot claim HTTPS.
    const direct = await post(
      t.app,
      '/analytics/pageview',
      { path: '/' },
      { headers: { 'x-forwarded-proto': 'https' } },
    );
    expect(setCookies(direct).hl_session_id).not.toContain('Secure');
  });

  it('stores what the summary needs and nothing personal', async () => {
    const res = await post(
      t.app,
      '/analytics/pageview',
      {
        path: '/articles/first-home-12?email=someone@example.co.za#top',
        title: 'Call 082 123 4567 or write to me@example.co.za',
        pageUrl: 'https://bondbridge.example/articles/first-home-12?email=someone@example.co.za&utm_source=x',
        referrer: 'https://www.google.com/search?q=home+loans+0821234567',
        utmParams: { utm_source: 'google', utm_medium: 'cpc', email: 'someone@example.co.za', ref: 'x' },
        userAgent:
          'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
        language: 'en-ZA',
        resolution: '390x844',
        timezone: 'Africa/Johannesburg',
        isReturning: true,
        timestamp: '2025-01-01T10:00:00.000Z',
      },
      { headers: { 'content-type': 'application/json' } },
    );
    expect(res.statusCode).toBe(202);
    const [row] = (await rows()).filter((r) => r.session_id === res.json().sessionId);
    expect(row).toMatchObject({
      kind: 'pageview',
      path: '/articles/first-home-12',
      referrer: 'https://www.google.com',
      utm_source: 'google',
      device: 'mobile',
      browser: 'Safari',
      os: 'iOS',
    });
    const payload = JSON.parse(row?.payload ?? '{}');
    expect(payload).toMatchObject({
      title: 'Call [redacted] or write to [redacted]',
      pageUrl: 'https://bondbridge.example/articles/first-home-12',
      referrer: 'https://www.google.com',
      utmParams: { utm_source: 'google', utm_medium: 'cpc' },
      timestamp: '2025-01-01T10:00:00.000Z',
    });
    expect(row?.payload).not.toMatch(/someone|0821234567|me@example/);
  });

  it('falls back to the User-Agent header for device, browser and operating system; own-site referrers are not referrers', async () => {
    const res = await post(
      t.app,
      '/analytics/pageview',
      { path: '/ua', pageUrl: 'https://bondbridge.example/ua', referrer: 'https://bondbridge.example/' },
      {
        headers: {
          'user-agent':
            'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
        },
      },
    );
    const [row] = (await rows()).filter((r) => r.session_id === res.json().sessionId);
    expect(row).toMatchObject({ device: 'desktop', browser: 'Chrome', os: 'Windows', referrer: null });
  });
});

describe('POST /analytics/event and /analytics/conversion', () => {
  it('answers 204 with no body once the event is stored, under the cookie ids', async () => {
    const [session, visitor] = [crypto.randomUUID(), crypto.randomUUID()];
    const res = await post(
      t.app,
      '/analytics/event',
      {
        type: 'calculator_selected',
        element: 'calculator-card',
        value: 'repayment',
        timestamp: new Date().toISOString(),
      },
      { headers: cookie(session, visitor) },
    );
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    expect(setCookies(res).hl_session_id).toContain(session);
    const [row] = (await rows()).filter((r) => r.session_id === session);
    expect(row).toMatchObject({ kind: 'event', visitor_id: visitor, type: 'calculator_selected', value: 'repayment' });
  });

  it('answers 204 for a conversion', async () => {
    const res = await post(t.app, '/analytics/conversion', { type: 'newsletter_signup' });
    expect(res.statusCode).toBe(204);
    expect(await t.app.analyticsRepository.count('conversion')).toBeGreaterThan(0);
  });

  it('accepts JSON sent as text/plain (sendBeacon), as on the page_hidden exit event', async () => {
    const before = await t.app.analyticsRepository.count('event');
    const res = await post(t.app, '/analytics/event', JSON.stringify({ type: 'exit', element: 'page_hidden' }), {
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(res.statusCode).toBe(204);
    expect(await t.app.analyticsRepository.count('event')).toBe(before + 1);
  });

  it.each([
    ['email', 'someone@example.co.za'],
    ['fullName', 'Thandi Nkosi'],
    ['contact-phone', '082 123 4567'],
    ['mobile', '0821234567'],
    ['message', 'Please call me, I am Thandi'],
    ['name', '[redacted]'],
  ])('never stores the value of the personal field %s', async (element, value) => {
    const session = crypto.randomUUID();
    const res = await post(
      t.app,
      '/analytics/event',
      { type: 'input', element, value },
      { headers: cookie(session, crypto.randomUUID()) },
    );
    expect(res.statusCode).toBe(204);
    const [row] = (await rows()).filter((r) => r.session_id === session);
    expect(row?.value).toBe('[redacted]');
    expect(JSON.parse(row?.payload ?? '{}').value).toBe('[redacted]');
  });

  it('redacts e-mail addresses and phone numbers in any value but keeps calculator inputs as typed', async () => {
    const session = crypto.randomUUID();
    const headers = cookie(session, crypto.randomUUID());
    await post(
      t.app,
      '/analytics/event',
      { type: 'faq_open', element: 'faq', value: 'Mail x.y@example.com re 011 555 1234' },
      { headers },
    );
    await post(t.app, '/analytics/event', { type: 'input', element: 'loanAmount', value: '1,500,000' }, { headers });
    await post(t.app, '/analytics/event', { type: 'input', element: 'interestRate', value: 10.75 }, { headers });
    const values = (await rows()).filter((r) => r.session_id === session).map((r) => r.value);
    expect(values.sort()).toEqual(['1,500,000', '10.75', 'Mail [redacted] re [redacted]']);
  });
});

describe('POST /analytics/batch', () => {
  it('stores up to 50 page views, events and conversions in one request and answers 202 with the ids', async () => {
    const before = await t.app.analyticsRepository.count();
    const session = crypto.randomUUID();
    const records = [
      { kind: 'pageview', path: '/' },
      ...Array.from({ length: 48 }, (_, i) => ({ kind: 'event', type: 'scroll_depth', value: String((i % 4) * 25) })),
      { kind: 'conversion', type: 'partner_signup' },
    ];
    const res = await post(t.app, '/analytics/batch', records, { headers: cookie(session, crypto.randomUUID()) });
    expect(res.statusCode).toBe(202);
    expect(res.json().sessionId).toBe(session);
    expect(await t.app.analyticsRepository.count()).toBe(before + 50);
  });

  it('accepts a batch sent as text/plain', async () => {
    const res = await post(
      t.app,
      '/analytics/batch',
      JSON.stringify([{ kind: 'event', type: 'exit', element: 'page_hidden' }]),
      {
        headers: { 'content-type': 'text/plain' },
      },
    );
    expect(res.statusCode).toBe(202);
  });

  it('refuses 51 records, or a batch with one bad record, storing none of it', async () => {
    const before = await t.app.analyticsRepository.count();
    const tooMany = Array.from({ length: 51 }, () => ({ kind: 'event', type: 'click' }));
    const res = await post(t.app, '/analytics/batch', tooMany);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('body: Send at most 50 records at once.');
    const oneBad = [
      { kind: 'event', type: 'click' },
      { kind: 'event', type: 'no spaces allowed' },
      { kind: 'pageview' },
    ];
    const bad = await post(t.app, '/analytics/batch', oneBad);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map((e: { field: string }) => e.field)).toEqual(['1.type', '2.path']);
    expect(await t.app.analyticsRepository.count()).toBe(before);
  });
});

describe('the versions of the remotes a record was made with', () => {
  it('are kept in the stored payload of page views, events and conversions; a record without them stores none', async () => {
    const session = crypto.randomUUID();
    const remotes = { mf_calculators: 'abc1234', mf_knowledge: '2.1.0-rc.1' };
    const res = await post(
      t.app,
      '/analytics/batch',
      [
        { kind: 'pageview', path: '/remotes', remotes },
        { kind: 'event', type: 'cta_click', path: '/remotes', remotes },
        { kind: 'conversion', type: 'callback_request', path: '/remotes', remotes },
        { kind: 'event', type: 'nav_click', path: '/remotes' },
      ],
      { headers: cookie(session, crypto.randomUUID()) },
    );
    expect(res.statusCode).toBe(202);
    const stored = (await rows()).filter((r) => r.session_id === session);
    expect(Object.fromEntries(stored.map((r) => [`${r.kind} ${r.type}`, JSON.parse(r.payload).remotes]))).toEqual({
      'pageview null': remotes,
      'event cta_click': remotes,
      'conversion callback_request': remotes,
      'event nav_click': undefined,
    });
  });

  it.each([
    ['a name that is not a remote', { MF_Calculators: 'abc1234' }, '0.remotes.MF_Calculators', 'Remote names are mf_'],
    ['a version with a space', { mf_calculators: 'abc 1234' }, '0.remotes.mf_calculators', 'A version is 1-40'],
    ['a version of 41 characters', { mf_calculators: 'a'.repeat(41) }, '0.remotes.mf_calculators', 'A version is 1-40'],
    ['a version that is a number', { mf_calculators: 1234 }, '0.remotes.mf_calculators', 'A version must be text.'],
    [
      'nine remotes',
      Object.fromEntries([...'abcdefghi'].map((c) => [`mf_${c}`, '1'])),
      '0.remotes',
      'At most 8 remotes.',
    ],
    ['a text', 'mf_calculators@abc1234', '0.remotes', 'remotes must be an object'],
  ])('are refused with %s: 400 naming the field, nothing stored', async (_label, remotes, field, message) => {
    const before = await t.app.analyticsRepository.count();
    const res = await post(t.app, '/analytics/batch', [{ kind: 'event', type: 'cta_click', remotes }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field, message: expect.stringContaining(message) }]);
    expect(await t.app.analyticsRepository.count()).toBe(before);
  });
});

describe('analytics only from the site', () => {
  const event = { type: 'cta_click', element: 'hero_apply' };
  /** A POST with exactly these headers (no Origin unless given). */
  const send = (url: string, body: unknown, headers: Record<string, string>, app = t.app) =>
    app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(body),
    });

  it.each([
    ['its own origin', { origin: SITE_ORIGIN }],
    ['its own origin with the port the Host names', { origin: 'http://localhost:80' }],
    ['a same-origin fetch without an Origin', { 'sec-fetch-site': 'same-origin' }],
    ['a page of the site as Referer, without Origin or Sec-Fetch-Site', { referer: `${SITE_ORIGIN}/team` }],
    // Firefox's and WebKit's beacon as a page is hidden, under the site's no-referrer policy.
    [
      'an opaque origin that Sec-Fetch-Site says is the same origin',
      { origin: 'null', 'sec-fetch-site': 'same-origin' },
    ],
  ])('stores a record from %s', async (_, headers) => {
    const res = await send('/analytics/event', event, headers);
    expect(res.statusCode).toBe(204);
  });

  it.each([
    ['another site', { origin: 'https://evil.example' }],
    ['a look-alike host', { origin: 'http://localhost.evil.example' }],
    ['an opaque origin', { origin: 'null' }],
    ['an opaque origin from another site (a sandboxed frame)', { origin: 'null', 'sec-fetch-site': 'cross-site' }],
    ['a cross-site fetch without an Origin', { 'sec-fetch-site': 'cross-site' }],
    ['another site as Referer', { referer: 'https://evil.example/page' }],
    ['no Origin, Sec-Fetch-Site or Referer at all (a script)', {}],
  ])('refuses a record from %s with 403 and stores nothing', async (_, headers) => {
    const before = await storedRows(t.app);
    for (const url of ['/analytics/event', '/analytics/pageview', '/analytics/conversion', '/analytics/batch']) {
      const res = await send(url, url.endsWith('batch') ? [{ kind: 'event', ...event }] : event, headers);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        statusCode: 403,
        message: 'Analytics are accepted only from the site itself.',
      });
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    expect(await storedRows(t.app)).toEqual(before);
  });

  it('accepts the origins listed in SITE_ORIGINS', async () => {
    const listed = await startApp({ SITE_ORIGINS: 'https://www.bondbridge.example' });
    try {
      const ok = await send('/analytics/event', event, { origin: 'https://www.bondbridge.example' }, listed.app);
      expect(ok.statusCode).toBe(204);
      const other = await send('/analytics/event', event, { origin: 'https://bondbridge.example' }, listed.app);
      expect(other.statusCode).toBe(403);
    } finally {
      await listed.close();
    }
  });
});

describe('GET /analytics/article-views', () => {
  const open = (id: string) => post(t.app, '/analytics/event', { type: 'article_open', element: id, value: 'A title' });

  it('answers the article_open events per article id, cacheable for a minute, and counts again a minute later', async () => {
    const clock = vi.spyOn(Date, 'now');
    const start = Date.now();
    try {
      clock.mockReturnValue(start);
      await Promise.all([open('31'), open('31'), open('9')]);
      const res = await t.app.inject({ method: 'GET', url: '/analytics/article-views' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('public, max-age=60');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.json()).toEqual({ views: { '31': 2, '9': 1 } });

      // Within the minute the same counts serve everyone.
      expect((await open('9')).statusCode).toBe(204);
      clock.mockReturnValue(start + 59_000);
      expect((await t.app.inject({ method: 'GET', url: '/analytics/article-views' })).json().views['9']).toBe(1);
      clock.mockReturnValue(start + 60_000);
      expect((await t.app.inject({ method: 'GET', url: '/analytics/article-views' })).json().views['9']).toBe(2);
    } finally {
      clock.mockRestore();
    }
  });
});
