import { beforeAll, describe, expect, it } from 'vitest';
import { post, useApp } from '../../../app.ts';

const app = useApp();
const { get } = app;

describe('GET /admin/analytics/records', () => {
  const visitor = crypto.randomUUID();
  const session = crypto.randomUUID();

  beforeAll(async () => {
    await post(
      app.current().app,
      '/analytics/batch',
      [
        { kind: 'pageview', path: '/contact', device: 'mobile', browser: 'Chrome', os: 'Android' },
        { kind: 'event', type: 'input', element: 'name', value: 'Thandi Nkosi' },
        { kind: 'event', type: 'input', element: 'loanAmount', value: '1,500,000' },
        { kind: 'event', type: 'section_view', element: 'contact' },
      ],
      { headers: { cookie: `visitor_id=${visitor}; hl_session_id=${session}` } },
    );
    await post(app.current().app, '/analytics/event', { type: 'input', element: 'term', value: '20' });
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
