import { describe, expect, it } from 'vitest';
import { post, useApp } from '../../../app.ts';

const app = useApp();
const { get } = app;

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
      app.current().app,
      '/analytics/pageview',
      { path: '/', referrer: 'https://www.google.com/', utmParams: { utm_source: 'google' } },
      { headers: { cookie: a.cookie, 'user-agent': chrome } },
    );
    await post(
      app.current().app,
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
