import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../test/databases.ts';
import { useStore } from '../../../../test/stores.ts';
import { createAnalyticsRepository, type NewAnalyticsRecord } from './analytics.ts';
import { createSummariesRepository, type SummariesRepository } from './summaries.ts';

describe.each(databaseKinds)('summaries repository on $name', (kind) => {
  const t = useStore(kind);
  let summaries: SummariesRepository;
  const [v1, v2, v3] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  const [s1, s2, s3, s4] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  const view = (visitorId: string, sessionId: string, path: string, extra: Partial<NewAnalyticsRecord> = {}) =>
    ({ kind: 'pageview', visitorId, sessionId, path, payload: {}, ...extra }) as NewAnalyticsRecord;
  const event = (visitorId: string, sessionId: string, type: string, value?: string) =>
    ({ kind: 'event', visitorId, sessionId, type, value: value ?? null, payload: {} }) as NewAnalyticsRecord;

  beforeAll(async () => {
    summaries = createSummariesRepository(t.store);
    const desktop = { device: 'desktop', browser: 'Chrome', os: 'Windows' };
    const phone = { device: 'mobile', browser: 'Safari', os: 'iOS' };
    await createAnalyticsRepository(t.store).save([
      view(v1, s1, '/', { ...desktop, referrer: 'https://www.google.com', utmSource: 'google' }),
      view(v1, s1, '/calculators', desktop),
      view(v1, s2, '/', desktop),
      view(v2, s3, '/', { ...phone, referrer: 'https://www.facebook.com', utmSource: 'facebook' }),
      view(v3, s4, '/articles/x-12', { ...phone, referrer: 'https://www.google.com' }),
      event(v1, s1, 'calculator_selected', 'repayment'),
      event(v1, s1, 'calculator_selected', 'transfer'),
      event(v2, s3, 'calculator_selected', 'repayment'),
      event(v2, s3, 'scroll_depth', '50'),
      { kind: 'conversion', visitorId: v2, sessionId: s3, type: 'newsletter_signup', payload: {} },
    ]);
  });

  it('counts visitors, sessions and page views, and tallies each dimension', async () => {
    const summary = await summaries.summarise();
    expect(summary).toEqual({
      uniqueVisitors: 3,
      sessions: 4,
      pageViews: 5,
      topPages: [
        { value: '/', count: 3 },
        { value: '/articles/x-12', count: 1 },
        { value: '/calculators', count: 1 },
      ],
      topReferrers: [
        { value: 'https://www.google.com', count: 2 },
        { value: 'https://www.facebook.com', count: 1 },
      ],
      topUtmSources: [
        { value: 'facebook', count: 1 },
        { value: 'google', count: 1 },
      ],
      devices: [
        { value: 'mobile', count: 2 },
        { value: 'desktop', count: 1 },
      ],
      browsers: [
        { value: 'Safari', count: 2 },
        { value: 'Chrome', count: 1 },
      ],
      operatingSystems: [
        { value: 'iOS', count: 2 },
        { value: 'Windows', count: 1 },
      ],
      eventsByType: [
        { value: 'calculator_selected', count: 3 },
        { value: 'scroll_depth', count: 1 },
      ],
      conversionsByType: [{ value: 'newsletter_signup', count: 1 }],
      calculatorSelections: [
        { value: 'repayment', count: 2 },
        { value: 'transfer', count: 1 },
      ],
    });
  });

  it('limits the top lists and honours the time window', async () => {
    const summary = await summaries.summarise({}, 1);
    expect(summary.topPages).toEqual([{ value: '/', count: 3 }]);
    const future = new Date(Date.now() + 60_000).toISOString();
    const empty = await summaries.summarise({ from: future });
    expect(empty).toMatchObject({ uniqueVisitors: 0, sessions: 0, pageViews: 0, topPages: [], eventsByType: [] });
    const past = await summaries.summarise({ to: '2000-01-01T00:00:00.000Z' });
    expect(past.pageViews).toBe(0);
  });
});
