import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../src/routes/admin/csv.ts';
import { ADMIN_TOKEN, post, startApp, type TestApp } from './app.ts';

let t: TestApp;
const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
const get = (url: string, headers: Record<string, string> = auth) => t.app.inject({ method: 'GET', url, headers });

beforeAll(async () => {
  t = await startApp({ CONTACT_RATE_LIMIT: '1000' });
  await post(t.app, '/contact/newsletter/subscribe', {
    payload: { name: 'Thandi Nkosi', email: 'thandi@example.co.za' },
  });
  await post(t.app, '/contact/partner', {
    fullName: 'Lerato Mokoena',
    email: 'agent@example.co.za',
    phone: '+27 82 123 4567',
    estateAgency: '=HYPERLINK("http://evil.example","Click")',
    numListings: 4,
    avgSaleValue: '2 000 000',
  });
  await post(t.app, '/contact/submit', {
    name: 'Nomsa Dlamini',
    email: 'nomsa@example.co.za',
    subject: 'New Home Loan Application',
    message: '-2+3, then "quoted"\nand a second line',
    phone: '',
    stage: 'Just starting out',
  });
  await post(t.app, '/contact/callbackrequest', {
    name: 'Spam Bot',
    email: 'bot@spam.example',
    mobile: '0821234567',
    website: 'x',
  });
});
afterAll(async () => t.close());

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
        const res = await closed.app.inject({ url, headers: auth });
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

describe('GET /admin/leads', () => {
  it('lists all leads as JSON, newest first, spam flagged', async () => {
    const res = await get('/admin/leads');
    expect(res.statusCode).toBe(200);
    const { count, leads } = res.json();
    expect(count).toBe(4);
    expect(leads.map((l: { type: string }) => l.type)).toEqual(['callback', 'contact', 'partner', 'newsletter']);
    expect(leads[0]).toMatchObject({ type: 'callback', spam: true, email: 'bot@spam.example' });
    expect(leads[1].payload).toMatchObject({ subject: 'bond-application', stage: 'Need advice' });
  });

  it('compresses the list for a client that accepts it', async () => {
    const plain = await get('/admin/leads');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const res = await get('/admin/leads', { ...auth, 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(res.rawPayload).toString())).toEqual(plain.json());
  });

  it('filters by type and by time window', async () => {
    expect((await get('/admin/leads?type=partner')).json().leads).toHaveLength(1);
    const today = new Date().toISOString().slice(0, 10);
    // A date as `to` includes that whole day.
    expect((await get(`/admin/leads?from=${today}&to=${today}`)).json().count).toBe(4);
    expect((await get('/admin/leads?to=2020-01-01')).json().count).toBe(0);
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await get(`/admin/leads?from=${encodeURIComponent(future)}`)).json().count).toBe(0);
  });

  it('pages the JSON list with limit and offset, and says how many match', async () => {
    const all = (await get('/admin/leads')).json();
    expect(all).toMatchObject({ count: 4, total: 4, limit: 50, offset: 0 });
    const first = (await get('/admin/leads?limit=3')).json();
    expect(first).toMatchObject({ count: 3, total: 4, limit: 3, offset: 0 });
    const second = (await get('/admin/leads?limit=3&offset=3')).json();
    expect(second).toMatchObject({ count: 1, total: 4, offset: 3 });
    expect([...first.leads, ...second.leads].map((l: { id: string }) => l.id)).toEqual(
      all.leads.map((l: { id: string }) => l.id),
    );
    expect((await get('/admin/leads?type=partner&limit=1')).json()).toMatchObject({ count: 1, total: 1 });
    // The CSV is the whole list whatever the page.
    const csv = await get('/admin/leads?format=csv&limit=1');
    expect(csv.body.trim().split('\r\n')).toHaveLength(5);
  });

  it('refuses a bad query with 400 naming the parameter', async () => {
    for (const [query, field] of [
      ['type=everything', 'type'],
      ['limit=0', 'limit'],
      ['limit=501', 'limit'],
      ['offset=-1', 'offset'],
      ['limit=ten', 'limit'],
      ['from=yesterday', 'from'],
      ['to=2024-13-45', 'to'],
      ['format=xlsx', 'format'],
    ]) {
      const res = await get(`/admin/leads?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().errors[0].field).toBe(field);
    }
  });

  it('exports CSV that a spreadsheet cannot run as formulas', async () => {
    const res = await get('/admin/leads?format=csv&type=partner');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="leads-partner-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, row] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'id,createdAt,type,spam,unsubscribedAt,delivery,email,fullName,phone,estateAgency,numListings,avgSaleValue,source,messages',
    );
    expect(row).toContain(
      `,Lerato Mokoena,'+27 82 123 4567,"'=HYPERLINK(""http://evil.example"",""Click"")",4,2000000,agents-landing`,
    );
  });

  it('quotes cells with commas, quotes and line breaks', async () => {
    const res = await get('/admin/leads?format=csv&type=contact');
    expect(res.body).toContain(`"'-2+3, then ""quoted""\nand a second line"`);
  });
});

describe('CSV cells', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+27 82', "'+27 82"],
    ['-5', "'-5"],
    ['@cmd', "'@cmd"],
    ['\tTAB', "'\tTAB"],
    ['\r=x', `"'\r=x"`],
    ['plain', 'plain'],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    [null, ''],
    [undefined, ''],
    [true, 'true'],
    [{ a: 1 }, '"{""a"":1}"'],
  ])('%j becomes %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it('writes CRLF lines after a byte-order mark', () => {
    expect(toCsv(['a', 'b'], [[1, 'x']])).toBe('\uFEFFa,b\r\n1,x\r\n');
  });
});

describe('GET /admin/analytics/summary', () => {
  it('summarises what the tracker sent', async () => {
    const visitor = (n: number) => ({
      cookie: `visitor_id=${crypto.randomUUID()}; hl_session_id=${crypto.randomUUID()}`,
      n,
    });
    const [a, b] = [visitor(1), visitor(2)];
    const chrome =
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36';
    await post(
      t.app,
      '/analytics/pageview',
      { path: '/', referrer: 'https://www.google.com/', utmParams: { utm_source: 'google' } },
      { headers: { cookie: a.cookie, 'user-agent': chrome } },
    );
    await post(
      t.app,
      '/analytics/batch',
      [
        { kind: 'pageview', path: '/calculators', device: 'mobile', browser: 'Safari', os: 'iOS' },
        { kind: 'event', type: 'calculator_selected', value: 'transfer' },
        { kind: 'event', type: 'calculator_selected', value: 'transfer' },
        { kind: 'conversion', type: 'callback_request' },
      ],
      { headers: { cookie: b.cookie } },
    );

    const res = await get('/admin/analytics/summary');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      from: null,
      to: null,
      uniqueVisitors: 2,
      sessions: 2,
      pageViews: 2,
      topPages: [
        { value: '/', count: 1 },
        { value: '/calculators', count: 1 },
      ],
      topReferrers: [{ value: 'https://www.google.com', count: 1 }],
      topUtmSources: [{ value: 'google', count: 1 }],
      devices: [
        { value: 'desktop', count: 1 },
        { value: 'mobile', count: 1 },
      ],
      browsers: [
        { value: 'Chrome', count: 1 },
        { value: 'Safari', count: 1 },
      ],
      operatingSystems: [
        { value: 'Windows', count: 1 },
        { value: 'iOS', count: 1 },
      ],
      eventsByType: [{ value: 'calculator_selected', count: 2 }],
      conversionsByType: [{ value: 'callback_request', count: 1 }],
      calculatorSelections: [{ value: 'transfer', count: 2 }],
    });

    const window = await get('/admin/analytics/summary?from=2020-01-01&to=2020-01-31');
    expect(window.json()).toMatchObject({
      from: '2020-01-01T00:00:00.000Z',
      to: '2020-02-01T00:00:00.000Z',
      uniqueVisitors: 0,
      pageViews: 0,
    });
    expect((await get('/admin/analytics/summary?from=soon')).statusCode).toBe(400);
  });
});

describe('GET /admin/analytics/records', () => {
  const visitor = crypto.randomUUID();
  const session = crypto.randomUUID();

  beforeAll(async () => {
    await post(
      t.app,
      '/analytics/batch',
      [
        { kind: 'pageview', path: '/contact', device: 'mobile', browser: 'Chrome', os: 'Android' },
        { kind: 'event', type: 'input', element: 'name', value: 'Thandi Nkosi' },
        { kind: 'event', type: 'input', element: 'loanAmount', value: '1,500,000' },
        { kind: 'event', type: 'section_view', element: 'contact' },
      ],
      { headers: { cookie: `visitor_id=${visitor}; hl_session_id=${session}` } },
    );
    await post(t.app, '/analytics/event', { type: 'input', element: 'term', value: '20' });
  });

  it("lists one visitor's records, newest first, personal values as the BFF stored them", async () => {
    const res = await get(`/admin/analytics/records?visitor=${visitor}&kind=event&type=input`);
    expect(res.statusCode).toBe(200);
    const { count, records } = res.json();
    expect(count).toBe(2);
    expect(records.map((r: { element: string; value: string }) => [r.element, r.value]).sort()).toEqual([
      ['loanAmount', '1,500,000'],
      ['name', '[redacted]'],
    ]);
    expect(records[0]).toMatchObject({
      kind: 'event',
      type: 'input',
      visitorId: visitor,
      sessionId: session,
      path: null,
    });
    const all = (await get(`/admin/analytics/records?session=${session}`)).json();
    expect(all.records.map((r: { kind: string }) => r.kind).sort()).toEqual(['event', 'event', 'event', 'pageview']);
    expect(all.records.find((r: { kind: string }) => r.kind === 'pageview')).toMatchObject({
      device: 'mobile',
      browser: 'Chrome',
      os: 'Android',
      payload: { path: '/contact' },
    });
  });

  it('keeps to the limit (the newest) and exports CSV', async () => {
    const limited = (await get(`/admin/analytics/records?session=${session}&limit=1`)).json();
    expect(limited.count).toBe(1);
    const csv = await get(`/admin/analytics/records?visitor=${visitor}&type=input&format=csv`);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'id,createdAt,kind,type,element,value,path,referrer,utmSource,device,browser,os,sessionId,visitorId,payload',
    );
    expect(lines).toHaveLength(3);
    expect(csv.body).toContain(',name,[redacted],');
  });

  it.each([
    ['visitor=someone', 'visitor'],
    ['kind=click', 'kind'],
    ['limit=0', 'limit'],
    ['limit=100000', 'limit'],
    ['type=two%20words', 'type'],
  ])('refuses ?%s naming the parameter', async (query, field) => {
    const res = await get(`/admin/analytics/records?${query}`);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(field);
  });
});
