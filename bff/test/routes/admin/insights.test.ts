import {
  INSIGHTS_BREAKDOWNS,
  INSIGHTS_FILTERS,
  type InsightsGoals,
  insightsBreakdownSchema,
  insightsFunnelSchema,
  insightsGoalsSchema,
  insightsLeadContentSchema,
  insightsLeadsByDaySchema,
  insightsSummarySchema,
} from '@hl/shared/insights';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { NewAnalyticsRecord } from '../../../src/plugins/app/repositories/analytics.ts';
import type { NewLead } from '../../../src/plugins/app/repositories/leads.ts';
import { ADMIN_AUTH as auth, staffSession, startApp, type TestApp } from '../../app.ts';
import { databaseKinds } from '../../databases.ts';

/**
 * A scripted day whose true figures are counted by hand below. The range is 10 November 2026, a
 * South African day: 2026-11-09T22:00Z to 2026-11-10T22:00Z. Each record has the time the server
 * received it and the time the browser made it (its payload's timestamp: the tracker delivers late,
 * so the first records of a visit arrive seconds after they were made). Visits and their visitors:
 *
 * - a1 (A), made 06:00:00Z: / from www.google.com (google / cpc / spring), mobile Chrome Android;
 *   /calculators; a phone link; the affordability card (calculator_selected and calculator_used); the newsletter
 *   offer opening on its timer (passive); the visitor focuses its form and signs up: a lead.
 *   Browser span 06:00:00-06:03:59 = 239 s (the server saw 237 s). Exit page /calculators.
 * - a2 (A), 10:00:00Z: /knowledge direct, desktop Firefox Windows; opens article 12 (the visitor's
 *   click: no bounce) and reads it 90 s. 120 s.
 * - b1 (B), 07:00:00Z: / from www.facebook.com, mobile Safari iOS; the offer opens by itself and
 *   the tracker records the scroll depth (both passive): a bounce. 10 s.
 * - c1 (C), 09:00:00Z: lands on /calculators?calc=repayment from a link (calculator_used, passive:
 *   the page opened it), desktop Chrome Windows; an FAQ; /; opens article 12 and reads it 30 s;
 *   Get Pre-Approved; focuses and sends the callback form: a lead. 150 s. Exit page /.
 * - g1 (G), 2026-11-09T22:30Z (00:30 on the 10th in South Africa): /pre-approval direct, desktop
 *   Edge Windows; the page's load marker and the page hidden, from a tracker that marked nothing
 *   (passive by their type): a bounce. 20 s.
 * - k1 (K), 12:00Z by the server: /team direct, mobile Samsung Internet Android, a browser clock an
 *   hour ahead, then set forward two more hours before the page is hidden; a call to action. The
 *   server saw 38 s; the browser says 2 hours: bounded to 38 + 60 = 98 s. An Apply click.
 * - s1 (S), 11:00Z: /contact direct, desktop Opera Windows; opens WhatsApp; focuses the contact form (opened a
 *   form); its lead is spam (the honeypot). 30 s.
 *
 * Outside the range: d1 (D) on the 9th (the previous range: one bouncing visit, no browser times);
 * f1 at 22:30Z on the 10th (the 11th in South Africa); e1, a session with an event and no page view
 * (not a visit).
 *
 * By hand, for the 10th: 7 visits of 6 visitors, 9 page views; bounces b1 and g1: 2/7; durations
 * 239 + 120 + 10 + 150 + 20 + 98 + 30 = 667 s over 7 visits; funnel 7 visits, 3 opened a form (a1,
 * c1, s1), 2 became leads (a1, c1: s1's is spam).
 */
const RANGE = { from: '2026-11-10T00:00:00+02:00', to: '2026-11-11T00:00:00+02:00' };
const ids = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const V = { A: ids(1), B: ids(2), C: ids(3), D: ids(4), E: ids(5), F: ids(6), G: ids(7), K: ids(8), S: ids(9) };
const S = {
  a1: ids(11),
  a2: ids(12),
  b1: ids(13),
  c1: ids(14),
  d1: ids(15),
  e1: ids(16),
  f1: ids(17),
  g1: ids(18),
  k1: ids(19),
  s1: ids(20),
};

type Seed = Omit<NewAnalyticsRecord, 'payload'> & { payload?: Record<string, unknown> };
/** [received by the server, made by the browser (null: the record has no timestamp), the record] */
const seeds: Array<[string, Seed]> = [];
const visit = (
  sessionId: string,
  visitorId: string,
  records: Array<[string, string | null, Omit<Seed, 'sessionId' | 'visitorId'>]>,
) => {
  for (const [received, made, record] of records) {
    const payload = { ...record.payload, ...(made ? { timestamp: made } : {}) };
    seeds.push([received, { sessionId, visitorId, ...record, payload }]);
  }
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
/** An event the provider or the tracker marked as the page's own doing. */
const passive = (type: string, element?: string, value?: string) => ({
  ...event(type, element, value),
  payload: { passive: true },
});
const desktop = (browser: string, os: string) => ({ device: 'desktop', browser, os });

visit(S.a1, V.A, [
  [
    '2026-11-10T06:00:03Z',
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
  ['2026-11-10T06:01:00Z', '2026-11-10T06:00:58Z', view('/calculators')],
  ['2026-11-10T06:01:31Z', '2026-11-10T06:01:30Z', event('contact_click', 'phone')],
  ['2026-11-10T06:02:00Z', '2026-11-10T06:01:59Z', event('calculator_selected', 'calculator', 'affordability')],
  ['2026-11-10T06:02:00Z', '2026-11-10T06:01:59Z', event('calculator_used', 'affordability', 'card')],
  ['2026-11-10T06:03:00Z', '2026-11-10T06:02:59Z', passive('modal_impression', 'newsletter_modal')],
  ['2026-11-10T06:04:00Z', '2026-11-10T06:03:30Z', event('lead_form_focus', 'newsletter_modal')],
  ['2026-11-10T06:04:00Z', '2026-11-10T06:03:59Z', { kind: 'conversion', type: 'newsletter_signup' }],
]);
visit(S.a2, V.A, [
  ['2026-11-10T10:00:02Z', '2026-11-10T10:00:00Z', view('/knowledge', desktop('Firefox', 'Windows'))],
  ['2026-11-10T10:00:31Z', '2026-11-10T10:00:30Z', event('article_open', '12', 'Bond basics')],
  ['2026-11-10T10:02:00Z', '2026-11-10T10:02:00Z', passive('article_read_duration', 'Bond basics', '90')],
]);
visit(S.b1, V.B, [
  [
    '2026-11-10T07:00:02Z',
    '2026-11-10T07:00:00Z',
    view('/', { referrer: 'https://www.facebook.com', device: 'mobile', browser: 'Safari', os: 'iOS' }),
  ],
  ['2026-11-10T07:00:10Z', '2026-11-10T07:00:05Z', passive('modal_impression', 'newsletter_modal')],
  ['2026-11-10T07:00:10Z', '2026-11-10T07:00:10Z', passive('scroll_depth', undefined, '50')],
]);
visit(S.c1, V.C, [
  ['2026-11-10T09:00:05Z', '2026-11-10T09:00:00Z', view('/calculators', desktop('Chrome', 'Windows'))],
  ['2026-11-10T09:00:05Z', '2026-11-10T09:00:01Z', passive('calculator_used', 'repayment', 'link')],
  ['2026-11-10T09:00:41Z', '2026-11-10T09:00:40Z', event('faq_open', 'How much can I borrow?')],
  ['2026-11-10T09:01:01Z', '2026-11-10T09:01:00Z', view('/')],
  ['2026-11-10T09:01:31Z', '2026-11-10T09:01:30Z', event('article_open', '12', 'Bond basics')],
  ['2026-11-10T09:02:00Z', '2026-11-10T09:02:00Z', passive('article_read_duration', 'Bond basics', '30')],
  ['2026-11-10T09:02:06Z', '2026-11-10T09:02:05Z', event('get_pre_approved', 'hero')],
  ['2026-11-10T09:02:11Z', '2026-11-10T09:02:10Z', event('lead_form_focus', 'callback_form')],
  ['2026-11-10T09:02:31Z', '2026-11-10T09:02:29Z', event('form_submit', 'callback_form')],
  ['2026-11-10T09:02:31Z', '2026-11-10T09:02:30Z', { kind: 'conversion', type: 'callback_request' }],
]);
visit(S.g1, V.G, [
  ['2026-11-09T22:30:02Z', '2026-11-09T22:30:00Z', view('/pre-approval', desktop('Edge', 'Windows'))],
  ['2026-11-09T22:30:02Z', '2026-11-09T22:30:00Z', event('PreApprovalLanding', 'pre_approval_landing', 'test1')],
  ['2026-11-09T22:30:20Z', '2026-11-09T22:30:20Z', event('exit', 'page_hidden', '20')],
]);
visit(S.k1, V.K, [
  [
    '2026-11-10T12:00:02Z',
    '2026-11-10T13:00:00Z',
    view('/team', { device: 'mobile', browser: 'Samsung Internet', os: 'Android' }),
  ],
  ['2026-11-10T12:00:21Z', '2026-11-10T13:00:20Z', event('cta_click', 'team_contact')],
  ['2026-11-10T12:00:30Z', '2026-11-10T13:00:30Z', event('nav_click', 'apply')],
  ['2026-11-10T12:00:40Z', '2026-11-10T15:00:00Z', passive('exit', 'page_hidden', '38')],
]);
visit(S.s1, V.S, [
  ['2026-11-10T11:00:01Z', '2026-11-10T11:00:00Z', view('/contact', desktop('Opera', 'Windows'))],
  ['2026-11-10T11:00:21Z', '2026-11-10T11:00:20Z', event('contact_click', 'chat')],
  ['2026-11-10T11:00:31Z', '2026-11-10T11:00:30Z', event('lead_form_focus', 'contact_form')],
]);
visit(S.d1, V.D, [['2026-11-09T08:00:00Z', null, view('/', desktop('Chrome', 'Windows'))]]);
visit(S.f1, V.F, [['2026-11-10T22:30:00Z', null, view('/', desktop('Chrome', 'Windows'))]]);
visit(S.e1, V.E, [['2026-11-10T11:00:00Z', null, event('exit', 'page')]]);

const leads: Array<[string, NewLead]> = [
  ['2026-11-09T21:00:00Z', { type: 'partner', email: 'p@example.co.za', payload: {} }],
  [
    '2026-11-10T06:04:00Z',
    { type: 'newsletter', email: 'a@example.co.za', payload: {}, sessionId: S.a1, visitorId: V.A },
  ],
  [
    '2026-11-10T09:02:30Z',
    { type: 'callback', email: 'c@example.co.za', payload: {}, sessionId: S.c1, visitorId: V.C },
  ],
  [
    '2026-11-10T11:00:40Z',
    { type: 'contact', email: 'bot@spam.example', payload: {}, spam: true, sessionId: S.s1, visitorId: V.S },
  ],
  // Posted without the tracking cookies (a script): a lead of no visit.
  ['2026-11-10T21:59:00Z', { type: 'callback', email: 'late@example.co.za', payload: {} }],
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
    const leadsByDay = async (query: Record<string, string> = {}) =>
      insightsLeadsByDaySchema.parse(await ask('leads-by-day', query));

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

    it('counts visitors, visits, page views, bounces and durations as the visitors did them', async () => {
      const answer = await summary();
      expect(answer.range).toEqual(RANGE);
      expect(answer.previousRange).toEqual({ from: '2026-11-09T00:00:00+02:00', to: RANGE.from });
      const { visitDurationSeconds, viewsPerVisit, bounceRate, ...counts } = answer.current;
      expect(counts).toEqual({ visitors: 6, visits: 7, pageViews: 9 });
      expect(viewsPerVisit).toBeCloseTo(9 / 7, 10);
      expect(bounceRate).toBeCloseTo(2 / 7, 10);
      expect(visitDurationSeconds).toBeCloseTo(667 / 7, 6);
      expect(answer.previous).toEqual({
        visitors: 1,
        visits: 1,
        pageViews: 1,
        viewsPerVisit: 1,
        bounceRate: 1,
        visitDurationSeconds: 0,
      });
    });

    it('times a visit by the browser, within a minute of what the server saw', async () => {
      // a1: 239 s by the browser (the server, 237 s); k1: 98 s, not the 2 hours its clock says.
      expect((await summary({ utmCampaign: 'spring' })).current.visitDurationSeconds).toBeCloseTo(239, 6);
      expect((await summary({ page: '/team' })).current.visitDurationSeconds).toBeCloseTo(98, 6);
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
        ['13', 1, 1],
        ['14', 1, 1],
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
        { start: '2026-11-10T00:00:00+02:00', visitors: 6, visits: 7, pageViews: 9 },
        { start: '2026-11-11T00:00:00+02:00', visitors: 1, visits: 1, pageViews: 1 },
      ]);
    });

    it('tables pages, entry and exit pages, sources and devices, most visitors first', async () => {
      const shown = (r: Array<{ value: string; visitors: number; count: number }>) =>
        r.map((row) => [row.value, row.visitors, row.count]);
      const single = (...values: string[]) => values.map((v) => [v, 1, 1]);
      expect(shown(await rows('page'))).toEqual([
        ['/', 3, 3],
        ['/calculators', 2, 2],
        ...single('/contact', '/knowledge', '/pre-approval', '/team'),
      ]);
      expect(shown(await rows('entryPage'))).toEqual([
        ['/', 2, 2],
        ...single('/calculators', '/contact', '/knowledge', '/pre-approval', '/team'),
      ]);
      expect(shown(await rows('exitPage'))).toEqual([
        ['/', 2, 2],
        ...single('/calculators', '/contact', '/knowledge', '/pre-approval', '/team'),
      ]);
      expect(shown(await rows('referrer'))).toEqual([
        ['(direct)', 5, 5],
        ...single('www.facebook.com', 'www.google.com'),
      ]);
      expect(shown(await rows('utmSource'))).toEqual([['google', 1, 1]]);
      expect(shown(await rows('utmMedium'))).toEqual([['cpc', 1, 1]]);
      expect(shown(await rows('utmCampaign'))).toEqual([['spring', 1, 1]]);
      expect(shown(await rows('device'))).toEqual([
        ['desktop', 4, 4],
        ['mobile', 3, 3],
      ]);
      expect(shown(await rows('browser'))).toEqual([
        ['Chrome', 2, 2],
        ...single('Edge', 'Firefox', 'Opera', 'Safari', 'Samsung Internet'),
      ]);
      expect(shown(await rows('os'))).toEqual([['Windows', 4, 4], ['Android', 2, 2], ...single('iOS')]);
      expect(shown(await rows('page', { limit: 2 }))).toEqual([
        ['/', 3, 3],
        ['/calculators', 2, 2],
      ]);
    });

    it('counts a calculator use however it was opened, each article opening once, and FAQs', async () => {
      // a1's card (its selection is no second use) and c1's link.
      expect(await rows('calculator')).toEqual([
        { value: 'affordability', visitors: 1, count: 1 },
        { value: 'repayment', visitors: 1, count: 1 },
      ]);
      expect(await rows('article')).toEqual([
        { value: '12', label: 'Bond basics', visitors: 2, count: 2, seconds: 60 },
      ]);
      expect(await rows('faq')).toEqual([{ value: 'How much can I borrow?', visitors: 1, count: 1 }]);
    });

    it('follows visits through the funnel: a form opened by the visitor, a lead stored from the visit', async () => {
      expect((await funnel()).slice(0, 4)).toEqual([
        { step: 'visit', label: 'Visited the site', visits: 7, rate: null },
        { step: 'openedForm', label: 'Opened a lead form', visits: 3, rate: 3 / 7 },
        { step: 'lead', label: 'Became a lead', visits: 2, rate: 2 / 3 },
        // Nobody has followed the leads up yet.
        { step: 'contacted', label: 'Lead contacted', visits: 0, rate: 0 },
      ]);
    });

    it('counts leads per South African day and type, spam apart', async () => {
      expect(await leadsByDay({ from: '2026-11-09T00:00:00+02:00', to: '2026-11-12T00:00:00+02:00' })).toEqual({
        rows: [
          { day: '2026-11-09', type: 'partner', count: 1 },
          { day: '2026-11-10', type: 'callback', count: 2 },
          { day: '2026-11-10', type: 'newsletter', count: 1 },
          { day: '2026-11-11', type: 'contact', count: 1 },
        ],
        spam: 1,
      });
    });

    it('narrows every figure, the funnel and the leads to the visits a filter picks', async () => {
      const calculators = await summary({ page: '/calculators' });
      expect(calculators.current).toMatchObject({ visitors: 2, visits: 2, pageViews: 4, bounceRate: 0 });
      expect(calculators.current.visitDurationSeconds).toBeCloseTo((239 + 150) / 2, 6);
      expect(calculators.previous.visits).toBe(0);
      expect((await rows('page', { page: '/calculators' })).map((r) => [r.value, r.count])).toEqual([
        ['/', 2],
        ['/calculators', 2],
      ]);
      expect((await summary({ device: 'mobile' })).current).toMatchObject({ visitors: 3, visits: 3, pageViews: 4 });
      expect((await summary({ referrer: '(direct)' })).current).toMatchObject({ visitors: 5, visits: 5, pageViews: 6 });
      expect((await summary({ article: '12' })).current).toMatchObject({ visitors: 2, visits: 2, pageViews: 3 });
      expect((await summary({ exitPage: '/' })).current).toMatchObject({ visitors: 2, visits: 2, pageViews: 3 });
      expect((await rows('referrer', { article: '12' })).map((r) => r.value)).toEqual(['(direct)']);
      expect((await summary({ utmCampaign: 'spring', browser: 'Chrome' })).current.visits).toBe(1);
      expect((await summary({ os: 'iOS' })).current.visits).toBe(1);
      expect((await summary({ os: 'BeOS' })).current.visits).toBe(0);

      const visits = async (query: Record<string, string>) => (await funnel(query)).map((s) => s.visits).slice(0, 3);
      expect(await visits({ calculator: 'affordability' })).toEqual([1, 1, 1]);
      expect(await visits({ utmCampaign: 'spring' })).toEqual([1, 1, 1]);
      expect(await visits({ referrer: '(direct)' })).toEqual([5, 2, 1]);
      expect(await visits({ referrer: 'www.facebook.com' })).toEqual([1, 0, 0]);

      // The leads of the matching visits: a campaign's lead is in the funnel and in the leads.
      expect(await leadsByDay({ utmCampaign: 'spring' })).toEqual({
        rows: [{ day: '2026-11-10', type: 'newsletter', count: 1 }],
        spam: 0,
      });
      expect(await leadsByDay({ calculator: 'repayment' })).toEqual({
        rows: [{ day: '2026-11-10', type: 'callback', count: 1 }],
        spam: 0,
      });
      expect(await leadsByDay({ referrer: '(direct)' })).toEqual({
        rows: [{ day: '2026-11-10', type: 'callback', count: 1 }],
        spam: 1,
      });
      expect(await leadsByDay({ page: '/contact' })).toEqual({ rows: [], spam: 1 });
    });

    it('lists the leads of the range and filters with spam apart, as the charts count them', async () => {
      const list = async (query: Record<string, string>) => {
        const search = new URLSearchParams({ ...RANGE, ...query });
        const res = await t.app.inject({ url: `/admin/leads?${search}`, headers: auth });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as { total: number; spamTotal: number; leads: Array<{ email: string }> };
      };
      const all = await list({ spam: 'false' });
      expect([all.total, all.spamTotal]).toEqual([3, 1]);
      expect(all.leads.map((l) => l.email)).toEqual(['late@example.co.za', 'c@example.co.za', 'a@example.co.za']);
      const campaign = await list({ spam: 'false', utmCampaign: 'spring' });
      expect([campaign.total, campaign.spamTotal, campaign.leads[0]?.email]).toEqual([1, 0, 'a@example.co.za']);
      const article = await list({ spam: 'false', article: '12' });
      expect(article.leads.map((l) => l.email)).toEqual(['c@example.co.za']);
      expect((await list({ spam: 'true' })).leads.map((l) => l.email)).toEqual(['bot@spam.example']);
    });

    it('says where each lead came from, joined by its visit and visitor, in the list, the lead and the CSV', async () => {
      const res = await t.app.inject({
        url: `/admin/leads?${new URLSearchParams({ ...RANGE, spam: 'false' })}`,
        headers: auth,
      });
      const sources = Object.fromEntries(
        (res.json().leads as Array<{ email: string; source: unknown }>).map((l) => [l.email, l.source]),
      );
      expect(sources['a@example.co.za']).toEqual({
        source: 'google',
        medium: 'cpc',
        campaign: 'spring',
        landingPage: '/',
        // Article 12 was opened in a later visit of A's: after the lead.
        articles: [],
        calculators: ['affordability'],
        firstVisitAt: '2026-11-10T06:00:03.000Z',
        secondsToLead: 237,
      });
      expect(sources['c@example.co.za']).toEqual({
        source: '(direct)',
        medium: null,
        campaign: null,
        landingPage: '/calculators',
        articles: [{ id: '12', title: 'Bond basics' }],
        calculators: ['repayment'],
        firstVisitAt: '2026-11-10T09:00:05.000Z',
        secondsToLead: 145,
      });
      expect(sources['late@example.co.za']).toBeNull();

      const id = (res.json().leads as Array<{ id: string; email: string }>).find(
        (l) => l.email === 'c@example.co.za',
      )?.id;
      const one = await t.app.inject({ url: `/admin/leads/${id}`, headers: auth });
      expect(one.json().source).toEqual(sources['c@example.co.za']);

      const csv = await t.app.inject({
        url: `/admin/leads?${new URLSearchParams({ ...RANGE, format: 'csv' })}`,
        headers: auth,
      });
      const [header, ...rows] = csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      const columns = header?.split(',') ?? [];
      const row = rows.find((r) => r.includes('c@example.co.za'))?.split(',') ?? [];
      const cell = (name: string) => row[columns.indexOf(name)];
      expect([
        cell('visitSource'),
        cell('visitMedium'),
        cell('landingPage'),
        cell('articlesRead'),
        cell('calculatorsUsed'),
      ]).toEqual(['(direct)', '', '/calculators', 'Bond basics', 'repayment']);
      expect([cell('firstVisitAt'), cell('minutesToLead')]).toEqual(['2026-11-10T11:00:05+02:00', '2']);
    });

    it('counts each goal by visits and times done, with its share of the visits, and who is on the site now', async () => {
      const goals = async (query: Record<string, string> = {}) => insightsGoalsSchema.parse(await ask('goals', query));
      const shown = (answer: InsightsGoals) => answer.goals.map((g) => [g.id, g.visits, g.count, g.rate]);
      const day = await goals();
      // a1 called; s1 opened WhatsApp; a1 and c1 used a calculator; c1 pressed Get Pre-Approved; k1 Apply.
      expect(shown(day)).toEqual([
        ['phone', 1, 1, 1 / 7],
        ['whatsapp', 1, 1, 1 / 7],
        ['email', 0, 0, 0],
        ['calculator', 2, 2, 2 / 7],
        ['getPreApproved', 1, 1, 1 / 7],
        ['apply', 1, 1, 1 / 7],
      ]);
      expect(day.now).toEqual({ visitors: 0, minutes: 5 });
      expect(shown(await goals({ utmCampaign: 'spring' }))).toEqual([
        ['phone', 1, 1, 1],
        ['whatsapp', 0, 0, 0],
        ['email', 0, 0, 0],
        ['calculator', 1, 1, 1],
        ['getPreApproved', 0, 0, 0],
        ['apply', 0, 0, 0],
      ]);

      // A visitor on the site this minute, on a phone.
      await t.app.analyticsRepository.save([
        { kind: 'pageview', sessionId: ids(90), visitorId: ids(91), path: '/', device: 'mobile', payload: {} },
      ]);
      expect((await goals()).now.visitors).toBe(1);
      expect((await goals({ device: 'mobile' })).now.visitors).toBe(1);
      expect((await goals({ device: 'desktop' })).now.visitors).toBe(0);
    });

    it('tables what the leads read and used before they became leads, and follows the filters', async () => {
      const content = async (query: Record<string, string> = {}) =>
        insightsLeadContentSchema.parse(await ask('lead-content', query));
      expect(await content()).toEqual({
        leads: 2,
        articles: [{ value: '12', label: 'Bond basics', leads: 1 }],
        calculators: [
          { value: 'affordability', leads: 1 },
          { value: 'repayment', leads: 1 },
        ],
      });
      expect(await content({ utmCampaign: 'spring' })).toEqual({
        leads: 1,
        articles: [],
        calculators: [{ value: 'affordability', leads: 1 }],
      });
    });

    it('never shows more under a filter than without it, for every filter and table', async () => {
      const whole = await summary();
      const tables = Object.fromEntries(
        await Promise.all(INSIGHTS_BREAKDOWNS.map(async (d) => [d, await rows(d)] as const)),
      );
      for (const filter of INSIGHTS_FILTERS) {
        const value = tables[filter]?.[0]?.value ?? 'x';
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
      expect((await funnel(empty)).every((s) => s.visits === 0 && s.rate === null)).toBe(true);
      expect(await leadsByDay(empty)).toEqual({ rows: [], spam: 0 });
    });

    it('follows the leads through the staff’s follow-up: each visit as far as its lead was taken', async () => {
      const agent = await staffSession(t.app, 'agent');
      const leads = await t.app.leadsRepository.list({ from: '2026-11-10T00:00:00Z', to: '2026-11-10T10:00:00Z' });
      const idOf = (email: string) => leads.find((l) => l.email === email)?.id;
      const move = (email: string, body: unknown) =>
        t.app.inject({
          method: 'PATCH',
          url: `/admin/leads/${idOf(email)}`,
          headers: { ...agent.headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
      // c1's lead goes to the banks, then is lost; a1's is contacted; the spam is never counted.
      for (const status of ['contacted', 'pre_approval_started', 'submitted_to_banks']) {
        expect((await move('c@example.co.za', { status })).statusCode).toBe(200);
      }
      await move('c@example.co.za', { status: 'lost', lostReason: 'Bought cash' });
      await move('a@example.co.za', { status: 'contacted' });
      await move('bot@spam.example', { status: 'registered' });
      expect((await funnel()).map((s) => [s.step, s.visits])).toEqual([
        ['visit', 7],
        ['openedForm', 3],
        ['lead', 2],
        ['contacted', 2],
        ['pre_approval_started', 1],
        ['submitted_to_banks', 1],
        ['approved', 0],
        ['registered', 0],
      ]);
      // The campaign against outcomes: its visit's lead was contacted and went no further.
      expect((await funnel({ utmCampaign: 'spring' })).map((s) => s.visits)).toEqual([1, 1, 1, 1, 0, 0, 0, 0]);
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
