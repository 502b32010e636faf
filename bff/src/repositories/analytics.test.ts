import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.ts';
import { useStore } from '../../test/stores.ts';
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
});
