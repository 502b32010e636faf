import { randomUUID } from 'node:crypto';
import { type Kysely, Migrator } from 'kysely';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { databaseKinds, type TestDatabase } from '../../test/databases.ts';
import { createAnalyticsRepository, type NewAnalyticsRecord } from '../plugins/app/repositories/analytics.ts';
import { migrate, openDatabase } from './database.ts';
import { migrations } from './migrations/index.ts';
import type { Database } from './schema.ts';
import { openStore } from './store.ts';
import { backfillVisits } from './visit-rollup.ts';

const S = { one: randomUUID(), two: randomUUID(), events: randomUUID(), late: randomUUID() };
const V = { a: randomUUID(), b: randomUUID(), c: randomUUID() };
const google = { utmParams: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'spring' } };
const record = (sessionId: string, visitorId: string, rest: Partial<NewAnalyticsRecord>): NewAnalyticsRecord => ({
  kind: 'event',
  sessionId,
  visitorId,
  payload: {},
  ...rest,
});
const view = (sessionId: string, visitorId: string, path: string, rest: Partial<NewAnalyticsRecord> = {}) =>
  record(sessionId, visitorId, { kind: 'pageview', path, ...rest });

/**
 * What the tracker sent, save by save (each save's records share its time), the visits' records
 * interleaved: a visit from Google that converts, with a later page view carrying other UTM values
 * in one save with two events, and the offer opening by itself; a visit whose first records are
 * events; a session of events only; a bounce with a page view hours later. Some records carry the
 * browser's time (a minute behind the server's).
 */
const SAVES: Array<[string, NewAnalyticsRecord[]]> = [
  [
    '2026-11-10T08:00:00.000Z',
    [
      view(S.one, V.a, '/', {
        referrer: 'https://www.google.com',
        utmSource: 'google',
        device: 'mobile',
        browser: 'Chrome',
        os: 'Android',
        payload: google,
      }),
    ],
  ],
  [
    '2026-11-10T08:00:30.000Z',
    [
      record(S.two, V.a, {
        type: 'section_view',
        element: 'hero',
        payload: { timestamp: '2026-11-10T09:59:20+02:00' },
      }),
    ],
  ],
  ['2026-11-10T08:01:00.000Z', [record(S.one, V.a, { type: 'calculator_selected', value: 'repayment' })]],
  [
    '2026-11-10T08:01:30.000Z',
    [view(S.two, V.a, '/knowledge', { referrer: 'https://m.facebook.com', device: 'desktop', browser: 'Firefox' })],
  ],
  ['2026-11-10T08:01:45.000Z', [record(S.events, V.b, { type: 'exit', element: 'page_hidden', value: '3.5' })]],
  [
    '2026-11-10T08:02:00.000Z',
    [
      view(S.one, V.a, '/calculators', {
        utmSource: 'newsletter',
        payload: { utmParams: { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'monthly' } },
      }),
      record(S.one, V.a, { type: 'input_blur', element: 'loanAmount', value: '1500000' }),
      record(S.one, V.a, { type: 'scroll_depth', value: '50' }),
    ],
  ],
  ['2026-11-10T08:03:00.000Z', [view(S.late, V.c, '/contact', { device: 'tablet', os: 'iOS' })]],
  [
    '2026-11-10T08:04:00.000Z',
    [
      record(S.two, V.a, {
        type: 'article_open',
        element: '12',
        value: 'Bond basics',
        payload: { timestamp: '2026-11-10T08:03:00.000Z' },
      }),
    ],
  ],
  [
    '2026-11-10T08:05:00.000Z',
    [record(S.one, V.a, { type: 'modal_impression', element: 'newsletter', payload: { passive: true } })],
  ],
  ['2026-11-10T08:06:00.000Z', [record(S.one, V.a, { kind: 'conversion', type: 'newsletter_signup' })]],
  ['2026-11-10T11:00:00.000Z', [view(S.late, V.c, '/', { referrer: 'https://www.bing.com' })]],
];

const visitsOf = (db: Kysely<Database>) => db.selectFrom('visits').selectAll().orderBy('session_id').execute();

describe.each(databaseKinds)('visits of records stored before the visits table, on $name', (kind) => {
  const databases: TestDatabase[] = [];
  afterAll(async () => {
    for (const database of databases) await database.drop();
  });

  it('are the visits the write path makes of the same records', async () => {
    // The write path: records saved one save at a time, their visits upserted with them.
    const current = await kind.create();
    databases.push(current);
    const store = await openStore(current.url);
    const analytics = createAnalyticsRepository(store);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      for (const [time, records] of SAVES) {
        vi.setSystemTime(new Date(time));
        await analytics.save(records);
      }
    } finally {
      vi.useRealTimers();
    }
    const records = await store.db.selectFrom('analytics_events').selectAll().execute();
    const expected = await visitsOf(store.db);
    await store.close();
    expect(expected.find((v) => v.session_id === S.one)).toMatchObject({
      started_at: '2026-11-10T08:00:00.000Z',
      ended_at: '2026-11-10T08:06:00.000Z',
      entry_page: '/',
      referrer: 'www.google.com',
      utm_medium: 'cpc',
      utm_campaign: 'spring',
      exit_page: '/calculators',
      page_views: 2,
      // The selection, the field, the conversion: not the scroll depth nor the offer opening by itself.
      interactions: 3,
      opened_form: 1,
    });
    expect(expected.find((v) => v.session_id === S.two)).toMatchObject({
      client_started_at: '2026-11-10T07:59:20.000Z',
      client_ended_at: '2026-11-10T08:03:00.000Z',
      interactions: 1,
      opened_form: 0,
    });
    expect(expected.map((v) => [v.session_id, v.entry_page, v.exit_page, v.page_views])).toEqual(
      expect.arrayContaining([
        [S.two, '/knowledge', '/knowledge', 1],
        [S.events, null, null, 0],
        [S.late, '/contact', '/', 2],
      ]),
    );

    // An older database: the same records stored before the visits table existed, in another
    // order and with random ids (as older versions made them), then the migrations that follow.
    const older = await kind.create();
    databases.push(older);
    const { db } = openDatabase(older.url);
    try {
      const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
      const { error } = await migrator.migrateTo('005-retention');
      expect(error).toBeUndefined();
      const stored = [...records].reverse().map((row) => ({ ...row, id: randomUUID() }));
      await db.insertInto('analytics_events').values(stored).execute();
      await migrate(db);
      expect(await visitsOf(db)).toEqual(expected);

      // Pages of two records: visits whose records span pages are merged page by page.
      await db.deleteFrom('visits').execute();
      expect(await backfillVisits(db, 2)).toBe(records.length);
      expect(await visitsOf(db)).toEqual(expected);
    } finally {
      await db.destroy();
    }
  });
});
