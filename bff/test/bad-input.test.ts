import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, startApp, storedRows, type TestApp } from './app.ts';

/**
 * A table of bad requests: each must get a 4xx answer in JSON that says what is wrong, and leave
 * nothing stored. (Valid names in any script, with emoji, are accepted: see contact.test.ts.)
 */
let t: TestApp;
beforeAll(async () => {
  t = await startApp({ CONTACT_RATE_LIMIT: '10000', ANALYTICS_RATE_LIMIT: '10000' });
});
afterAll(async () => t.close());

const newsletter = { name: 'Thandi', email: 'thandi@example.co.za', source: 'newsletter_modal' };
const partner = {
  fullName: 'Lerato Mokoena',
  email: 'lerato@agency.co.za',
  phone: '082 123 4567',
  estateAgency: 'Sunset Realty',
  numListings: 3,
  avgSaleValue: '1 500 000',
  source: 'agents-landing',
};
const callback = { name: 'Pieter', email: 'pieter@example.co.za', mobile: '082 123 4567' };
const contact = {
  name: 'Nomsa',
  email: 'nomsa@example.co.za',
  phone: '011 555 1234',
  subject: 'consultation',
  message: 'Hello',
  stage: 'Need advice',
};
const pageview = { path: '/', title: 'Home' };
const event = { type: 'click', element: 'cta', value: 'apply' };
const conversion = { type: 'newsletter_signup' };

interface BadRequest {
  url: string;
  /** An object is sent as JSON; a string is sent as it is. */
  body: unknown;
  contentType?: string | null;
  cookie?: string;
  status: number;
  /** The field the answer must name, when it is about one field. */
  field?: string;
}

const NEWSLETTER = '/contact/newsletter/subscribe';
const big = (n: number) => 'x'.repeat(n);

const cases: Record<string, BadRequest> = {
  // wrong types
  'newsletter name as a number': {
    url: NEWSLETTER,
    body: { payload: { ...newsletter, name: 42 } },
    status: 400,
    field: 'payload.name',
  },
  'newsletter payload as a string': { url: NEWSLETTER, body: { payload: 'Thandi' }, status: 400, field: 'payload' },
  'newsletter body as an array': { url: NEWSLETTER, body: [newsletter], status: 400, field: 'body' },
  'newsletter body null': { url: NEWSLETTER, body: null, status: 400, field: 'body' },
  'partner e-mail as true': { url: '/contact/partner', body: { ...partner, email: true }, status: 400, field: 'email' },
  'partner numListings as text': {
    url: '/contact/partner',
    body: { ...partner, numListings: 'many' },
    status: 400,
    field: 'numListings',
  },
  'partner numListings negative': {
    url: '/contact/partner',
    body: { ...partner, numListings: -1 },
    status: 400,
    field: 'numListings',
  },
  'partner numListings fractional': {
    url: '/contact/partner',
    body: { ...partner, numListings: 2.5 },
    status: 400,
    field: 'numListings',
  },
  'partner avgSaleValue with letters': {
    url: '/contact/partner',
    body: { ...partner, avgSaleValue: 'R1.5m' },
    status: 400,
    field: 'avgSaleValue',
  },
  'partner avgSaleValue as an object': {
    url: '/contact/partner',
    body: { ...partner, avgSaleValue: { v: 1 } },
    status: 400,
    field: 'avgSaleValue',
  },
  'callback mobile as a number': {
    url: '/contact/callbackrequest',
    body: { ...callback, mobile: 821234567 },
    status: 400,
    field: 'mobile',
  },
  'contact message as an array': {
    url: '/contact/submit',
    body: { ...contact, message: ['hi'] },
    status: 400,
    field: 'message',
  },
  'pageview isReturning as text': {
    url: '/analytics/pageview',
    body: { ...pageview, isReturning: 'yes' },
    status: 400,
    field: 'isReturning',
  },
  'pageview device unknown': {
    url: '/analytics/pageview',
    body: { ...pageview, device: 'fridge' },
    status: 400,
    field: 'device',
  },
  'event value as an object': {
    url: '/analytics/event',
    body: { ...event, value: { a: 1 } },
    status: 400,
    field: 'value',
  },
  'event value NaN-like': {
    url: '/analytics/event',
    body: '{"type":"click","value":1e999}',
    status: 400,
    field: 'value',
  },
  'batch as an object': { url: '/analytics/batch', body: { records: [event] }, status: 400, field: 'body' },
  'batch record of unknown kind': {
    url: '/analytics/batch',
    body: [{ ...event, kind: 'purchase' }],
    status: 400,
    field: '0.kind',
  },
  'batch empty': { url: '/analytics/batch', body: [], status: 400, field: 'body' },

  // missing fields
  'newsletter without payload': { url: NEWSLETTER, body: {}, status: 400, field: 'payload' },
  'newsletter without e-mail': {
    url: NEWSLETTER,
    body: { payload: { name: 'Thandi' } },
    status: 400,
    field: 'payload.email',
  },
  'partner without phone': {
    url: '/contact/partner',
    body: { ...partner, phone: undefined },
    status: 400,
    field: 'phone',
  },
  'partner without agency': {
    url: '/contact/partner',
    body: { ...partner, estateAgency: ' ' },
    status: 400,
    field: 'estateAgency',
  },
  'callback without name': {
    url: '/contact/callbackrequest',
    body: { ...callback, name: '' },
    status: 400,
    field: 'name',
  },
  'contact without subject': {
    url: '/contact/submit',
    body: { ...contact, subject: undefined },
    status: 400,
    field: 'subject',
  },
  'contact with an empty message': {
    url: '/contact/submit',
    body: { ...contact, message: ' \n ' },
    status: 400,
    field: 'message',
  },
  'pageview without path': { url: '/analytics/pageview', body: { title: 'Home' }, status: 400, field: 'path' },
  'event without type': { url: '/analytics/event', body: { element: 'cta' }, status: 400, field: 'type' },
  'conversion without type': { url: '/analytics/conversion', body: {}, status: 400, field: 'type' },

  // extra fields
  'newsletter with an extra field': {
    url: NEWSLETTER,
    body: { payload: { ...newsletter, admin: true } },
    status: 400,
    field: 'payload.admin',
  },
  'newsletter with an extra top-level field': {
    url: NEWSLETTER,
    body: { payload: newsletter, spam: 0 },
    status: 400,
    field: 'spam',
  },
  'partner with an id': { url: '/contact/partner', body: { ...partner, id: 'x' }, status: 400, field: 'id' },
  'contact with a spam flag': { url: '/contact/submit', body: { ...contact, spam: 0 }, status: 400, field: 'spam' },
  'event with an extra field': {
    url: '/analytics/event',
    body: { ...event, created_at: '2000-01-01' },
    status: 400,
    field: 'created_at',
  },
  'conversion with a value': {
    url: '/analytics/conversion',
    body: { ...conversion, value: 100 },
    status: 400,
    field: 'value',
  },
  'partner with another source': {
    url: '/contact/partner',
    body: { ...partner, source: 'elsewhere' },
    status: 400,
    field: 'source',
  },

  // oversized strings
  'newsletter name of 121 characters': {
    url: NEWSLETTER,
    body: { payload: { ...newsletter, name: big(121) } },
    status: 400,
    field: 'payload.name',
  },
  'partner e-mail of 255 characters': {
    url: '/contact/partner',
    body: { ...partner, email: `${big(243)}@example.com` },
    status: 400,
    field: 'email',
  },
  'contact message of 5001 characters': {
    url: '/contact/submit',
    body: { ...contact, message: big(5001) },
    status: 400,
    field: 'message',
  },
  'event value of 1001 characters': {
    url: '/analytics/event',
    body: { ...event, value: big(1001) },
    status: 400,
    field: 'value',
  },
  'event type of 65 characters': {
    url: '/analytics/event',
    body: { ...event, type: big(65) },
    status: 400,
    field: 'type',
  },
  'pageview path of 2049 characters': {
    url: '/analytics/pageview',
    body: { path: `/${big(2048)}` },
    status: 400,
    field: 'path',
  },

  // oversized bodies
  'contact body over 16 KiB': { url: '/contact/submit', body: { ...contact, message: big(17 * 1024) }, status: 413 },
  'newsletter body over 16 KiB': {
    url: NEWSLETTER,
    body: { payload: { ...newsletter, website: big(17 * 1024) } },
    status: 413,
  },
  'event body over 16 KiB': { url: '/analytics/event', body: { ...event, value: big(17 * 1024) }, status: 413 },
  'batch body over 64 KiB': {
    url: '/analytics/batch',
    body: Array.from({ length: 50 }, () => ({ kind: 'event', type: 'click', value: big(1400) })),
    status: 413,
  },

  // unicode
  'name with a NUL character': {
    url: NEWSLETTER,
    body: { payload: { ...newsletter, name: 'Thandi\u0000' } },
    status: 400,
    field: 'payload.name',
  },
  'name with a line break': {
    url: '/contact/callbackrequest',
    body: { ...callback, name: 'Pieter\nvan' },
    status: 400,
    field: 'name',
  },
  'name with a right-to-left override': {
    url: '/contact/submit',
    body: { ...contact, name: 'Nomsa\u202Egpj.exe' },
    status: 400,
    field: 'name',
  },
  'name with a lone surrogate': {
    url: '/contact/submit',
    body: '{"name":"Nomsa \\ud83d","email":"n@example.co.za","subject":"consultation","message":"Hi","stage":"Need advice"}',
    status: 400,
    field: 'name',
  },
  'message with a NUL character': {
    url: '/contact/submit',
    body: { ...contact, message: 'Hi\u0000there' },
    status: 400,
    field: 'message',
  },
  'e-mail with non-ASCII letters': {
    url: '/contact/partner',
    body: { ...partner, email: 'lérato@agency.co.za' },
    status: 400,
    field: 'email',
  },
  'e-mail made of emoji': {
    url: NEWSLETTER,
    body: { payload: { ...newsletter, email: '😀@😀.com' } },
    status: 400,
    field: 'payload.email',
  },
  'event element with a NUL character': {
    url: '/analytics/event',
    body: { ...event, element: 'a\u0000b' },
    status: 400,
    field: 'element',
  },
  'event type with emoji': { url: '/analytics/event', body: { ...event, type: 'click😀' }, status: 400, field: 'type' },
  'pageview title with a control character': {
    url: '/analytics/pageview',
    body: { ...pageview, title: 'Home\u0007' },
    status: 400,
    field: 'title',
  },

  // HTML and script
  'newsletter name as a script tag': {
    url: NEWSLETTER,
    body: { payload: { ...newsletter, name: '<script>alert(1)</script>' } },
    status: 400,
    field: 'payload.name',
  },
  'partner name with an img onerror': {
    url: '/contact/partner',
    body: { ...partner, fullName: '<img src=x onerror=alert(1)>' },
    status: 400,
    field: 'fullName',
  },
  'callback e-mail with markup': {
    url: '/contact/callbackrequest',
    body: { ...callback, email: '<b>p</b>@example.co.za' },
    status: 400,
    field: 'email',
  },
  'contact phone with markup': {
    url: '/contact/submit',
    body: { ...contact, phone: '<a href=x>011</a>' },
    status: 400,
    field: 'phone',
  },
  'pageview path javascript:': {
    url: '/analytics/pageview',
    body: { path: 'javascript:alert(1)' },
    status: 400,
    field: 'path',
  },
  'pageview pageUrl javascript:': {
    url: '/analytics/pageview',
    body: { ...pageview, pageUrl: 'javascript:alert(1)' },
    status: 400,
    field: 'pageUrl',
  },
  'pageview referrer data: URL': {
    url: '/analytics/pageview',
    body: { ...pageview, referrer: 'data:text/html,<script>1</script>' },
    status: 400,
    field: 'referrer',
  },
  'event type as a script tag': {
    url: '/analytics/event',
    body: { ...event, type: '<script>' },
    status: 400,
    field: 'type',
  },

  // SQL-looking text
  'newsletter name with an SQL injection': {
    url: NEWSLETTER,
    body: { payload: { ...newsletter, name: "Robert'); DROP TABLE leads;--" } },
    status: 400,
    field: 'payload.name',
  },
  'partner e-mail with an SQL injection': {
    url: '/contact/partner',
    body: { ...partner, email: "' OR 1=1 --@x.com" },
    status: 400,
    field: 'email',
  },
  'partner numListings with SQL': {
    url: '/contact/partner',
    body: { ...partner, numListings: '1; DROP TABLE leads' },
    status: 400,
    field: 'numListings',
  },
  'callback mobile with SQL': {
    url: '/contact/callbackrequest',
    body: { ...callback, mobile: "0821234567' OR '1'='1" },
    status: 400,
    field: 'mobile',
  },
  'contact stage with SQL': {
    url: '/contact/submit',
    body: { ...contact, stage: "Need advice' --" },
    status: 400,
    field: 'stage',
  },
  'event type with SQL': {
    url: '/analytics/event',
    body: { type: "x'; DROP TABLE analytics_events;--" },
    status: 400,
    field: 'type',
  },
  'conversion type with SQL': { url: '/analytics/conversion', body: { type: '1 OR 1=1' }, status: 400, field: 'type' },

  // __proto__ and constructor keys
  'newsletter with a __proto__ key': {
    url: NEWSLETTER,
    body: '{"payload":{"name":"Thandi","email":"t@example.co.za","__proto__":{"spam":0}}}',
    status: 400,
    field: 'body',
  },
  'partner with a top-level __proto__': {
    url: '/contact/partner',
    body: `{"__proto__":{"admin":true},${JSON.stringify(partner).slice(1)}`,
    status: 400,
    field: 'body',
  },
  'contact with constructor.prototype': {
    url: '/contact/submit',
    body: `{"constructor":{"prototype":{"x":1}},${JSON.stringify(contact).slice(1)}`,
    status: 400,
    field: 'body',
  },
  'callback with a plain constructor key': {
    url: '/contact/callbackrequest',
    body: { ...callback, constructor: 'x' },
    status: 400,
    field: 'constructor',
  },
  'event with a __proto__ key as text/plain': {
    url: '/analytics/event',
    body: '{"type":"click","__proto__":{"x":1}}',
    contentType: 'text/plain',
    status: 400,
    field: 'body',
  },
  'pageview utmParams with a __proto__ key': {
    url: '/analytics/pageview',
    body: '{"path":"/","utmParams":{"__proto__":{"a":"b"}}}',
    status: 400,
    field: 'body',
  },
  'pageview utmParams with a constructor key holding an object': {
    url: '/analytics/pageview',
    body: { path: '/', utmParams: { constructor: { prototype: 'x' } } },
    status: 400,
  },

  // wrong content types
  'newsletter as text/plain': {
    url: NEWSLETTER,
    body: JSON.stringify({ payload: newsletter }),
    contentType: 'text/plain',
    status: 415,
  },
  'partner as a form post': {
    url: '/contact/partner',
    body: 'fullName=Lerato&email=l%40a.co.za',
    contentType: 'application/x-www-form-urlencoded',
    status: 415,
  },
  'contact as multipart': {
    url: '/contact/submit',
    body: '--b\r\n\r\nx\r\n--b--',
    contentType: 'multipart/form-data; boundary=b',
    status: 415,
  },
  'callback as XML': {
    url: '/contact/callbackrequest',
    body: '<callback/>',
    contentType: 'application/xml',
    status: 415,
  },
  'event as XML': { url: '/analytics/event', body: '<event/>', contentType: 'application/xml', status: 415 },
  'contact without a content type': {
    url: '/contact/submit',
    body: JSON.stringify(contact),
    contentType: null,
    status: 415,
  },
  'text/plain that is not JSON': {
    url: '/analytics/event',
    body: 'type=click',
    contentType: 'text/plain',
    status: 400,
    field: 'body',
  },

  // malformed JSON
  'truncated JSON': { url: NEWSLETTER, body: '{"payload":{"name":"Thandi"', status: 400, field: 'body' },
  'JSON with a trailing comma': { url: '/contact/partner', body: '{"fullName":"Lerato",}', status: 400, field: 'body' },
  'JSON with single quotes': { url: '/contact/submit', body: "{'name':'Nomsa'}", status: 400, field: 'body' },
  'an empty JSON body': { url: '/contact/callbackrequest', body: '', status: 400, field: 'body' },
  'the literal undefined': { url: '/analytics/event', body: 'undefined', status: 400, field: 'body' },
  'a bare string': { url: '/analytics/conversion', body: '"newsletter_signup"', status: 400, field: 'body' },

  // forged and malformed cookies, with a body that is bad too: the cookies change nothing
  'forged session cookie with a bad event': {
    url: '/analytics/event',
    body: { type: '' },
    cookie: 'hl_session_id=admin; visitor_id=1',
    status: 400,
    field: 'type',
  },
  'malformed cookie header with a bad page view': {
    url: '/analytics/pageview',
    body: { path: 'x' },
    cookie: 'hl_session_id="%E0%A4%A; ;;; =',
    status: 400,
    field: 'path',
  },
  'payload session id that is not a UUID': {
    url: '/analytics/pageview',
    body: { ...pageview, sessionId: "1' OR '1'='1" },
    status: 400,
    field: 'sessionId',
  },
  'payload visitor id that is not a UUID': {
    url: '/analytics/event',
    body: { ...event, visitorId: 'visitor-1' },
    status: 400,
    field: 'visitorId',
  },
};

/**
 * Text that shows nothing: zero-width space, non-joiner and joiner, word joiner, Mongolian vowel
 * separator, Hangul filler, blank Braille pattern, soft hyphen, combining grapheme joiner.
 */
const INVISIBLE = ['\u200B', '\u200C\u200D', '\u2060', '\u180E', '\u3164', '\u2800', '\u00AD', '\u034F'];
/** Each required text field, and a valid body with that field set to a text. */
const REQUIRED_TEXT: Array<[field: string, url: string, withText: (text: string) => unknown]> = [
  ['payload.name', NEWSLETTER, (name) => ({ payload: { ...newsletter, name } })],
  ['fullName', '/contact/partner', (fullName) => ({ ...partner, fullName })],
  ['estateAgency', '/contact/partner', (estateAgency) => ({ ...partner, estateAgency })],
  ['name', '/contact/callbackrequest', (name) => ({ ...callback, name })],
  ['name', '/contact/submit', (name) => ({ ...contact, name })],
  ['message', '/contact/submit', (message) => ({ ...contact, message })],
];
for (const [field, url, withText] of REQUIRED_TEXT) {
  for (const text of [...INVISIBLE, INVISIBLE.join(' ')]) {
    const codes = [...text.replaceAll(' ', '')].map(
      (c) => `U+${c.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`,
    );
    cases[`${url} ${field} made only of ${codes.join(' ')}`] = {
      url,
      body: withText(` ${text}${text} `),
      status: 400,
      field,
    };
  }
}

describe('bad input', () => {
  it.each(Object.entries(cases))('%s: a 4xx answer naming the problem, nothing stored', async (_name, bad) => {
    const before = await storedRows(t.app);
    const headers: Record<string, string> = {};
    if (bad.contentType !== null) headers['content-type'] = bad.contentType ?? 'application/json';
    if (bad.cookie) headers.cookie = bad.cookie;
    const res = await t.app.inject({
      method: 'POST',
      url: bad.url,
      headers,
      payload: typeof bad.body === 'string' ? bad.body : JSON.stringify(bad.body),
    });

    expect(res.statusCode).toBe(bad.status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const answer = res.json();
    expect(answer.message).toEqual(expect.any(String));
    expect(answer.errors?.length).toBeGreaterThan(0);
    if (bad.field) {
      expect(answer.errors.map((e: { field: string }) => e.field)).toContain(bad.field);
      expect(answer.message).toContain(bad.field);
    }
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await storedRows(t.app)).toEqual(before);
  });

  it('says what is wrong with a field made only of invisible characters', async () => {
    const res = await post(t.app, '/contact/partner', { ...partner, estateAgency: '\u200B\u3164' });
    expect(res.json().message).toBe('estateAgency: Estate agency must contain at least one visible letter or digit.');
  });

  it('refuses a body that is not valid UTF-8 (never stored with replacement characters)', async () => {
    /** The JSON of `body` with `bytes` where its text says @@. */
    const withBytes = (body: object, bytes: number[]) => {
      const [head, tail] = JSON.stringify(body).split('@@') as [string, string];
      return Buffer.concat([Buffer.from(head), Buffer.from(bytes), Buffer.from(tail)]);
    };
    const targets = [
      ['/contact/callbackrequest', 'application/json', { ...callback, name: 'Pi@@eter' }],
      ['/analytics/event', 'text/plain;charset=UTF-8', { ...event, value: 'ap@@ply' }],
    ] as const;
    // 0xFF never occurs in UTF-8; C0 AF is an overlong '/'; ED A0 80 encodes a lone surrogate.
    for (const bytes of [
      [0xff, 0xfe],
      [0xc0, 0xaf],
      [0xed, 0xa0, 0x80],
    ]) {
      for (const [url, contentType, body] of targets) {
        const payload = withBytes(body, bytes);
        const res = await t.app.inject({ method: 'POST', url, headers: { 'content-type': contentType }, payload });
        expect(res.statusCode, url).toBe(400);
        expect(res.json()).toMatchObject({
          message: 'The body is not valid UTF-8: send the text encoded as UTF-8.',
          errors: [{ field: 'body' }],
        });
      }
    }
    const metrics = (await t.metrics.inject({ url: '/metrics' })).body;
    expect(metrics).toContain('validation_failures_total{route="/contact/callbackrequest",reason="encoding"} 3');
  });

  it('has stored nothing at all after the whole corpus', async () => {
    expect(await storedRows(t.app)).toEqual({ leads: 0, analytics: 0 });
  });

  it('answers unknown routes with a JSON 404', async () => {
    for (const url of ['/contact/unknown', '/analytics', '/contact/submit/x']) {
      const res = await t.app.inject({ method: 'POST', url, payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ statusCode: 404, message: expect.stringContaining(url) });
    }
    const get = await t.app.inject({ method: 'GET', url: '/contact/submit' });
    expect(get.statusCode).toBe(404);
    expect(get.headers['content-type']).toMatch(/^application\/json/);
  });
});
