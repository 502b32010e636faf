import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../test/databases.ts';
import { useStore } from '../../../../test/stores.ts';
import { type AnalyticsRepository, createAnalyticsRepository } from './analytics.ts';
import { createLeadsRepository, type LeadsRepository } from './leads.ts';

describe.each(databaseKinds)('analytics repository on $name', (kind) => {
  const t = useStore(kind);
  let analytics: AnalyticsRepository;
  let leads: LeadsRepository;
  beforeAll(() => {
    analytics = createAnalyticsRepository(t.store);
    leads = createLeadsRepository(t.store);
  });

  it('stores a batch of records in one go and counts them by kind', async () => {
    const base = { sessionId: crypto.randomUUID(), visitorId: crypto.randomUUID(), payload: {} };
    const before = await analytics.count('event');
    await analytics.save([
      { ...base, kind: 'pageview', path: '/' },
      { ...base, kind: 'event', type: 'click' },
      { ...base, kind: 'event', type: 'input' },
    ]);
    expect(await analytics.count('event')).toBe(before + 2);
  });

  it('commits concurrent writes of both repositories together and acknowledges every one of them', async () => {
    const before = await analytics.count();
    const session = { sessionId: crypto.randomUUID(), visitorId: crypto.randomUUID(), payload: {} };
    const writes = [
      ...Array.from({ length: 300 }, (_, i) =>
        analytics.save([{ ...session, kind: 'event', type: 'click', value: String(i) }]),
      ),
      ...Array.from({ length: 30 }, (_, i) =>
        leads.save({ type: 'callback', email: `group${i}@example.co.za`, payload: { i } }),
      ),
    ];
    await Promise.all(writes);
    expect(await analytics.count()).toBe(before + 300);
    const callbacks = await leads.list({ type: 'callback' });
    expect(callbacks.filter((l) => l.email?.startsWith('group'))).toHaveLength(30);
  });

  it('counts article_open events by article id, and nothing else', async () => {
    const base = { sessionId: crypto.randomUUID(), visitorId: crypto.randomUUID(), payload: {} };
    const open = (element: string | null) => ({ ...base, kind: 'event' as const, type: 'article_open', element });
    await analytics.save([
      open('64'),
      open('64'),
      open('64'),
      open('18'),
      // Not openings: another event on the same element, a conversion, an element that is no id.
      { ...base, kind: 'event', type: 'article_view', element: '18' },
      { ...base, kind: 'conversion', type: 'article_open', element: '18' },
      open('<script>'),
      open(null),
    ]);
    expect(await analytics.articleViews()).toEqual({ '64': 3, '18': 1 });
  });
});

describe('article views query on sqlite', () => {
  const t = useStore(databaseKinds[0] as (typeof databaseKinds)[number]);

  it('is answered from the (kind, type, element) index alone', async () => {
    const plan = await sql<{
      detail: string;
    }>`explain query plan select element, count(*) from analytics_events where kind = 'event' and type = 'article_open' and element is not null group by element`.execute(
      t.store.db,
    );
    expect(plan.rows.map((r) => r.detail).join(' | ')).toMatch(
      /USING COVERING INDEX analytics_events_kind_type_element/,
    );
  });
});
