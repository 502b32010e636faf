import {
  INSIGHTS_BREAKDOWNS,
  INSIGHTS_FILTERS,
  insightsBreakdownSchema,
  insightsFunnelSchema,
  insightsLeadsByDaySchema,
  insightsSummarySchema,
} from '@hl/shared/insights';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewAnalyticsRecord } from '../../../src/plugins/app/repositories/analytics.ts';
import type { NewLead } from '../../../src/plugins/app/repositories/leads.ts';
import { ADMIN_AUTH as auth, startApp, type TestApp } from '../../app.ts';
import { databaseKinds } from '../../databases.ts';

/**
 * A small data set with hand-computed answers. The range is 10 November 2026, a South African day:
 * 2026-11-09T22:00Z to 2026-11-10T22:00Z. Visits (session ids) and their visitors:
 *
 * - a1 (visitor A) 06:00Z: / from www.google.com (utm google / cpc / spring), mobile Chrome Android;
 *   /calculators; affordability calculator; the newsletter dialog; a newsletter conversion. 240 s.
 * - a2 (visitor A) 10:00Z: /knowledge direct, desktop Firefox Windows; opens article 12 and reads it
 *   90 s. 120 s.
 * - b1 (visitor B) 07:00Z: / from www.facebook.com, mobile Safari iOS; scrolls only: a bounce. 10 s.
 * - c1 (visitor C) 09:00Z: /calculators direct, desktop Chrome Windows; repayment calculator; an FAQ;
 *   /; opens article 12 and reads it 30 s. 120 s.
 * - g1 (visitor G) 2026-11-09T22:30Z (00:30 on the 10th in South Africa): /contact direct, desktop
 *   Edge Windows: a bounce. 0 s.
 * Outside it: d1 (visitor D) on the 9th (the previous range: one bouncing visit); f1 at 22:30Z on
 * the 10th (the 11th in South Africa); e1, a session with an event and no page view (not a visit).
 */
const RANGE = { from: '2026-11-10T00:00:00+02:00', to: '2026-11-11T00:00:00+02:00' };
const ids = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const V = { A: ids(1), B: ids(2), C: ids(3), D: ids(4), E: ids(5), F: ids(6), G: ids(7) };
const S = { a1: ids(11), a2: ids(12), b1: ids(13), c1: ids(14), d1: ids(15), e1: ids(16), f1: ids(17), g1: ids(18) };

type Seed = Omit<NewAnalyticsRecord, 'payload'> & { payload?: Record<string, unknown> };
const seeds: Array<[string, Seed]> = [];
const visit = (
  sessionId: string,
  visitorId: string,
  records: Array<[string, Omit<Seed, 'sessionId' | 'visitorId'>]>,
) => {
  for (const [time, record] of records) seeds.push([time, { sessionId, visitorId, ...record }]);
};
const view = (path: string, extra: Partial<Seed> = {}): Omit<Seed, 'sessionId' | 'visitorId'> => ({
  kind: 'pageview',
  path,
  ...extra,
});
const event = (type: string, element?: string, value?: string): Omit<Seed, 'sessionId' | 'visitorId'> => ({
  kind: 'event',
  type,
  element: element ?? null,
  value: value ?? null,
});
const desktop = (browser: string, os: string) => ({ device: 'desktop', browser, os });

visit(S.a1, V.A, [
  [
    '2026-11-10T06:00:00Z',
    view('/', {
      referrer: 'https://www.google.com',
      utmSource: 'google',
      device: 'mobile',
      browser: 'Chrome',
      os: 'Android',
      payload: { utmParams: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' } },
    }),
  ],
  ['2026-11-10T06:01:00Z', view('/calculators')],
  ['2026-11-10T06:02:00Z', event('calculator_selected', 'calculator', 'affordability')],
  ['2026-11-10T06:03:00Z', event('modal_impression', 'newsletter')],
  ['2026-11-10T06:04:00Z', { kind: 'conversion', type: 'newsletter_signup' }],
]);
visit(S.a2, V.A, [
  ['2026-11-10T10:00:00Z', view('/knowledge', desktop('Firefox', 'Windows'))],
  ['2026-11-10T10:00:30Z', event('article_open', '12', 'Bond basics')],
  ['2026-11-10T10:02:00Z', event('article_read_duration', 'Bond basics', '90')],
]);
visit(S.b1, V.B, [
  [
    '2026-11-10T07:00:00Z',
    view('/', { referrer: 'https://www.facebook.com', device: 'mobile', browser: 'Safari', os: 'iOS' }),
  ],
  ['2026-11-10T07:00:10Z', event('scroll_depth', 'page', '50')],
]);
visit(S.c1, V.C, [
  ['2026-11-10T09:00:00Z', view('/calculators', desktop('Chrome', 'Windows'))],
  ['2026-11-10T09:00:20Z', event('calculator_selected', 'calculator', 'repayment')],
  ['2026-11-10T09:00:40Z', event('faq_open', 'How much can I borrow?')],
  ['2026-11-10T09:01:00Z', view('/')],
  ['2026-11-10T09:01:30Z', event('article_open', '12', 'Bond basics')],
  ['2026-11-10T09:02:00Z', event('article_read_duration', 'Bond basics', '30')],
]);
visit(S.g1, V.G, [['2026-11-09T22:30:00Z', view('/contact', desktop('Edge', 'Windows'))]]);
visit(S.d1, V.D, [['2026-11-09T08:00:00Z', view('/', desktop('Chrome', 'Windows'))]]);
visit(S.f1, V.F, [['2026-11-10T22:30:00Z', view('/', desktop('Chrome', 'Windows'))]]);
visit(S.e1, V.E, [['2026-11-10T11:00:00Z', event('exit', 'page')]]);

const leads: Array<[string, NewLead]> = [
  ['2026-11-09T21:00:00Z', { type: 'partner', email: 'p@example.co.za', payload: {} }],
  ['2026-11-10T06:04:00Z', { type: 'newsletter', email: 'a@example.co.za', payload: {} }],
  ['2026-11-10T08:00:00Z', { type: 'callback', email: 'bot@spam.example', payload: {}, spam: true }],
  ['2026-11-10T21:59:00Z', { type: 'callback', email: 'c@example.co.za', payload: {} }],
  ['2026-11-10T22:01:00Z', { type: 'contact', email: 'd@example.co.za', payload: {} }],
];

for (const kind of databaseKinds) {
  describe(`insights on ${kind.name}`, () => {
    let t: TestApp;
    const ask = async (route: string, query: Record<string, string | number> = {}) => {
      const search = new URLSearchParams(
        Object.entries({ ...RANGE, ...query }).map(([k, v]): [string, string] => [k, String(v)]),
      );
      const res = await t.app.inject({ url: `/admin/insights/${route}?${search}`, headers: auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json();
    };
    const summary = async (query: Record<string, string> = {}) =>
      insightsSummarySchema.parse(await ask('summary', query));
    const rows = async (dimension: string, query: Record<string, string | number> = {}) =>
      insightsBreakdownSchema.parse(await ask('breakdown', { dimension, ...query })).rows;
    const funnel = async (query: Record<string, string> = {}) =>
      insightsFunnelSchema.parse(await ask('funnel', query)).steps;

    beforeAll(async () => {
      t = await startApp({}, kind);
      vi.useFakeTimers({ toFake: ['Date'] });
      try {
        for (const [time, seed] of [...seeds].sort((a, b) => a[0].localeCompare(b[0]))) {
          vi.setSystemTime(new Date(time));
          await t.app.analyticsRepository.save([{ payload: {}, ...seed }]);
        }
        for (const [time, lead] of leads) {
          vi.setSystemTime(new Date(time));
          await t.app.leadsRepository.save(lead);
        }
      } finally {
        vi.useRealTimers();
      }
    });
    afterAll(async () => t?.close());

    it('counts visitors, visits, page views, bounces and durations of the range and the one before', async () => {
      const answer = await summary();
      expect(answer.range).toEqual(RANGE);
      expect(answer.previousRange).toEqual({ from: '2026-11-09T00:00:00+02:00', to: RANGE.from });
      expect(answer.current).toEqual({
        visitors: 4,
        visits: 5,
        pageViews: 7,
        viewsPerVisit: 1.4,
        bounceRate: 0.4,
        visitDurationSeconds: 98,
      });
      expect(answer.previous).toEqual({
        visitors: 1,
        visits: 1,
        pageViews: 1,
        viewsPerVisit: 1,
        bounceRate: 1,
        visitDurationSeconds: 0,
      });
    });

    it('gives one point an hour over a day, empty hours included, in South African time', async () => {
      const { interval, series } = await summary();
      expect(interval).toBe('hour');
      expect(series).toHaveLength(24);
      expect(series[0]?.start).toBe('2026-11-10T00:00:00+02:00');
      expect(series[23]?.start).toBe('2026-11-10T23:00:00+02:00');
      const busy = series.filter((p) => p.visits > 0).map((p) => [p.start.slice(11, 13), p.visits, p.pageViews]);
      expect(busy).toEqual([
        ['00', 1, 1],
        ['08', 1, 2],
        ['09', 1, 1],
        ['11', 1, 2],
        ['12', 1, 1],
      ]);
    });

    it('gives one point a day over longer ranges, the days South African', async () => {
      const { interval, series } = await summary({
        from: '2026-11-09T00:00:00+02:00',
        to: '2026-11-12T00:00:00+02:00',
      });
      expect(interval).toBe('day');
      expect(series).toEqual([
        { start: '2026-11-09T00:00:00+02:00', visitors: 1, visits: 1, pageViews: 1 },
        { start: '2026-11-10T00:00:00+02:00', visitors: 4, visits: 5, pageViews: 7 },
        { start: '2026-11-11T00:00:00+02:00', visitors: 1, visits: 1, pageViews: 1 },
      ]);
    });

    it('tables pages, entry pages, sources and devices, most visitors first', async () => {
      const shown = (r: Array<{ value: string; visitors: number; count: number }>) =>
        r.map((row) => [row.value, row.visitors, row.count]);
      expect(shown(await rows('page'))).toEqual([
        ['/', 3, 3],
        ['/calculators', 2, 2],
        ['/contact', 1, 1],
        ['/knowledge', 1, 1],
      ]);
      expect(shown(await rows('entryPage'))).toEqual([
        ['/', 2, 2],
        ['/calculators', 1, 1],
        ['/contact', 1, 1],
        ['/knowledge', 1, 1],
      ]);
      expect(shown(await rows('referrer'))).toEqual([
        ['(direct)', 3, 3],
        ['www.facebook.com', 1, 1],
        ['www.google.com', 1, 1],
      ]);
      expect(shown(await rows('utmSource'))).toEqual([['google', 1, 1]]);
      expect(shown(await rows('utmMedium'))).toEqual([['cpc', 1, 1]]);
      expect(shown(await rows('utmCampaign'))).toEqual([['spring', 1, 1]]);
      expect(shown(await rows('device'))).toEqual([
        ['desktop', 3, 3],
        ['mobile', 2, 2],
      ]);
      expect(shown(await rows('browser'))).toEqual([
        ['Chrome', 2, 2],
        ['Edge', 1, 1],
        ['Firefox', 1, 1],
        ['Safari', 1, 1],
      ]);
      expect(shown(await rows('os'))).toEqual([
        ['Windows', 3, 3],
        ['Android', 1, 1],
        ['iOS', 1, 1],
      ]);
      expect(shown(await rows('page', { limit: 2 }))).toEqual([
        ['/', 3, 3],
        ['/calculators', 2, 2],
      ]);
    });

    it('tables calculators, selections, articles with read time, FAQs and conversions', async () => {
      expect(await rows('calculator')).toEqual([
        { value: 'affordability', visitors: 1, count: 1 },
        { value: 'repayment', visitors: 1, count: 1 },
      ]);
      expect((await rows('calculatorSelection')).map((r) => r.value)).toEqual([
        'calculator: affordability',
        'calculator: repayment',
      ]);
      expect(await rows('article')).toEqual([
        { value: '12', label: 'Bond basics', visitors: 2, count: 2, seconds: 60 },
      ]);
      expect(await rows('faq')).toEqual([{ value: 'How much can I borrow?', visitors: 1, count: 1 }]);
      expect(await rows('conversion')).toEqual([{ value: 'newsletter_signup', visitors: 1, count: 1 }]);
    });

    it('follows visitors through the funnel, each step within the one before', async () => {
      expect(await funnel()).toEqual([
        { step: 'visit', label: expect.any(String), visitors: 4, rate: null },
        { step: 'engaged', label: expect.any(String), visitors: 2, rate: 0.5 },
        { step: 'openedForm', label: expect.any(String), visitors: 1, rate: 0.5 },
        { step: 'lead', label: expect.any(String), visitors: 1, rate: 1 },
      ]);
    });

    it('counts leads per South African day and type, spam left out', async () => {
      const answer = insightsLeadsByDaySchema.parse(
        await ask('leads-by-day', { from: '2026-11-09T00:00:00+02:00', to: '2026-11-12T00:00:00+02:00' }),
      );
      expect(answer.rows).toEqual([
        { day: '2026-11-09', type: 'partner', count: 1 },
        { day: '2026-11-10', type: 'callback', count: 1 },
        { day: '2026-11-10', type: 'newsletter', count: 1 },
        { day: '2026-11-11', type: 'contact', count: 1 },
      ]);
    });

    it('narrows every figure to the visits a filter picks', async () => {
      const calculators = await summary({ page: '/calculators' });
      expect(calculators.current).toMatchObject({ visitors: 2, visits: 2, pageViews: 4, bounceRate: 0 });
      expect(calculators.current.visitDurationSeconds).toBe(180);
      expect(calculators.previous.visits).toBe(0);
      expect((await rows('page', { page: '/calculators' })).map((r) => [r.value, r.count])).toEqual([
        ['/', 2],
        ['/calculators', 2],
      ]);
      expect((await summary({ device: 'mobile' })).current).toMatchObject({ visitors: 2, visits: 2, pageViews: 3 });
      expect((await summary({ referrer: '(direct)' })).current).toMatchObject({ visitors: 3, visits: 3, pageViews: 4 });
      expect((await summary({ article: '12' })).current).toMatchObject({ visitors: 2, visits: 2, pageViews: 3 });
      expect((await rows('referrer', { article: '12' })).map((r) => r.value)).toEqual(['(direct)']);
      expect((await funnel({ calculator: 'affordability' })).map((s) => s.visitors)).toEqual([1, 1, 1, 1]);
      expect((await summary({ utmCampaign: 'spring', browser: 'Chrome' })).current.visits).toBe(1);
      expect((await summary({ os: 'Linux' })).current.visits).toBe(0);
    });

    it('never shows more under a filter than without it, for every filter and table', async () => {
      const whole = await summary();
      const tables = Object.fromEntries(
        await Promise.all(INSIGHTS_BREAKDOWNS.map(async (d) => [d, await rows(d)] as const)),
      );
      for (const filter of INSIGHTS_FILTERS) {
        const value =
          filter === 'article' ? '12' : filter === 'calculator' ? 'repayment' : (tables[filter]?.[0]?.value ?? 'x');
        const narrowed = await summary({ [filter]: value });
        expect(narrowed.current.visits, filter).toBeGreaterThan(0);
        expect(narrowed.current.visits, filter).toBeLessThanOrEqual(whole.current.visits);
        expect(narrowed.current.pageViews, filter).toBeLessThanOrEqual(whole.current.pageViews);
        for (const dimension of INSIGHTS_BREAKDOWNS) {
          for (const row of await rows(dimension, { [filter]: value })) {
            const all = tables[dimension]?.find((r) => r.value === row.value);
            expect(all, `${dimension} ${row.value} under ${filter}`).toBeDefined();
            expect(row.count).toBeLessThanOrEqual(all?.count ?? 0);
          }
        }
      }
    });

    it('answers an empty range with zeros and empty tables', async () => {
      const empty = { from: '2020-01-01T00:00:00+02:00', to: '2020-01-08T00:00:00+02:00' };
      const answer = await summary(empty);
      expect(answer.current).toEqual({
        visitors: 0,
        visits: 0,
        pageViews: 0,
        viewsPerVisit: 0,
        bounceRate: 0,
        visitDurationSeconds: 0,
      });
      expect(answer.series).toHaveLength(7);
      expect(answer.series.every((p) => p.visits === 0)).toBe(true);
      for (const dimension of INSIGHTS_BREAKDOWNS) expect(await rows(dimension, empty)).toEqual([]);
      expect((await funnel(empty)).map((s) => [s.visitors, s.rate])).toEqual([
        [0, null],
        [0, null],
        [0, null],
        [0, null],
      ]);
      expect((await ask('leads-by-day', empty)).rows).toEqual([]);
    });
  });
}

describe('insights queries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => t.close());

  it('refuses a bad query with 400 naming the field', async () => {
    const range = `from=${encodeURIComponent(RANGE.from)}&to=${encodeURIComponent(RANGE.to)}`;
    for (const [url, field] of [
      ['summary?to=2026-11-10T00:00:00Z', 'from'],
      ['summary?from=yesterday&to=2026-11-10T00:00:00Z', 'from'],
      ['funnel?from=2026-11-10T00:00:00Z&to=2026-11-09T00:00:00Z', 'to'],
      ['leads-by-day?from=2024-01-01T00:00:00Z&to=2026-01-01T00:00:00Z', 'from'],
      [`breakdown?${range}&dimension=everything`, 'dimension'],
      [`breakdown?${range}`, 'dimension'],
      [`breakdown?${range}&dimension=page&limit=0`, 'limit'],
      [`breakdown?${range}&dimension=page&limit=101`, 'limit'],
      [`summary?${range}&page=${'x'.repeat(501)}`, 'page'],
    ]) {
      const res = await t.app.inject({ url: `/admin/insights/${url}`, headers: auth });
      expect(res.statusCode, url).toBe(400);
      expect(
        res.json().errors.map((e: { field: string }) => e.field),
        url,
      ).toContain(field);
    }
  });
});
