import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvCell, toCsv } from '../../../src/routes/admin/csv.ts';
import { ADMIN_AUTH, post, startApp, type TestApp } from '../../app.ts';

let t: TestApp;
const get = (url: string, headers: Record<string, string> = ADMIN_AUTH) =>
  t.app.inject({ method: 'GET', url, headers });

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
    const res = await get('/admin/leads', { ...ADMIN_AUTH, 'accept-encoding': 'gzip' });
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
      'id,createdAt,type,spam,unsubscribedAt,delivery,email,fullName,phone,estateAgency,numListings,avgSaleValue,source,' +
        'visitSource,visitMedium,visitCampaign,landingPage,articlesRead,calculatorsUsed,firstVisitAt,minutesToLead,' +
        'status,lostReason,owner,messages',
    );
    expect(row).toContain(
      `,Lerato Mokoena,'+27 82 123 4567,"'=HYPERLINK(""http://evil.example"",""Click"")",4,2000000,agents-landing`,
    );
    // Its time in South African time, with the offset, as the insights page shows it.
    const [json] = (await get('/admin/leads?type=partner')).json().leads;
    const sast = new Date(Date.parse(json.createdAt) + 2 * 3_600_000).toISOString().slice(0, 19);
    expect(row?.split(',')[1]).toBe(`${sast}+02:00`);
  });

  it('leaves a blank number blank in the CSV, never 0', async () => {
    await post(t.app, '/contact/partner', {
      fullName: 'Ayanda Zulu',
      email: 'ayanda@example.co.za',
      phone: '082 555 0199',
      estateAgency: 'Coastal Homes',
      numListings: '',
      avgSaleValue: '',
    });
    const res = await get('/admin/leads?format=csv&type=partner');
    const [header, ...rows] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    const columns = header?.split(',') ?? [];
    const ayanda = rows.find((r) => r.includes('Ayanda Zulu'))?.split(',') ?? [];
    expect(ayanda[columns.indexOf('numListings')]).toBe('');
    expect(ayanda[columns.indexOf('avgSaleValue')]).toBe('');
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
