import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from '../../test/databases.ts';
import { createStorage, type NewAnalyticsRecord, type Storage } from './storage.ts';

describe.each(databaseKinds)('storage on $name', (kind) => {
  let database: TestDatabase;
  let storage: Storage;

  beforeAll(async () => {
    database = await kind.create();
    storage = await createStorage(database.url);
  });
  afterAll(async () => {
    await storage.close();
    await database.drop();
  });

  it('answers a readiness ping and names its dialect', async () => {
    await expect(storage.ping()).resolves.toBeUndefined();
    expect(storage.dialect).toBe(kind.name);
  });

  it('stores a lead and lists it back with its payload intact', async () => {
    const payload = { name: 'Thandi Nkosi', email: 'thandi@example.co.za', note: 'émoji 🏠 and “quotes”' };
    const { created, lead } = await storage.saveLead({ type: 'newsletter', email: 'thandi@example.co.za', payload });
    expect(created).toBe(true);
    const leads = await storage.listLeads({ type: 'newsletter' });
    expect(leads).toContainEqual(lead);
    expect(leads.find((l) => l.id === lead.id)?.payload).toEqual(payload);
    expect(lead.spam).toBe(false);
  });

  it('filters leads by type and time window', async () => {
    const before = new Date().toISOString();
    const { lead } = await storage.saveLead({
      type: 'partner',
      email: 'agent@example.co.za',
      payload: { a: 1 },
      spam: true,
    });
    const after = new Date(Date.now() + 1000).toISOString();
    const partners = await storage.listLeads({ type: 'partner', from: before, to: after });
    expect(partners.map((l) => l.id)).toEqual([lead.id]);
    expect(partners[0]?.spam).toBe(true);
    expect(await storage.listLeads({ type: 'partner', from: after })).toEqual([]);
  });

  it('keeps one newsletter subscription per e-mail, trimmed and compared case-insensitively', async () => {
    const first = await storage.saveLead({ type: 'newsletter', email: 'Sipho@Example.co.za', payload: { n: 1 } });
    const again = await storage.saveLead({ type: 'newsletter', email: '  sipho@example.CO.ZA ', payload: { n: 2 } });
    expect(first.created).toBe(true);
    expect(first.lead.email).toBe('sipho@example.co.za');
    expect(again).toEqual({ created: false, lead: first.lead });
    // Other lead types with the same e-mail are separate leads.
    expect((await storage.saveLead({ type: 'contact', email: 'sipho@example.co.za', payload: {} })).created).toBe(true);
    // A spam sign-up neither blocks the real one nor is blocked by it.
    const spam = await storage.saveLead({ type: 'newsletter', email: 'SIPHO@example.co.za', payload: {}, spam: true });
    expect(spam.created).toBe(true);
    const rows = await storage.listLeads({ type: 'newsletter' });
    expect(rows.filter((l) => l.email === 'sipho@example.co.za').map((l) => l.spam)).toEqual([true, false]);
  });

  it('stores a newsletter e-mail once when sign-ups race, even from two connections', async () => {
    const other = await createStorage(database.url);
    try {
      const saves = Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? storage : other).saveLead({
          type: 'newsletter',
          email: i % 3 ? 'race@example.co.za' : 'RACE@example.co.za',
          payload: { i },
        }),
      );
      const results = await Promise.all(saves);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
      const stored = (await storage.listLeads({ type: 'newsletter' })).filter((l) => l.email === 'race@example.co.za');
      expect(stored).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('stores a batch of analytics records in one go and counts them by kind', async () => {
    const base = { sessionId: crypto.randomUUID(), visitorId: crypto.randomUUID(), payload: {} };
    const before = await storage.countAnalytics('event');
    await storage.saveAnalytics([
      { ...base, kind: 'pageview', path: '/' },
      { ...base, kind: 'event', type: 'click' },
      { ...base, kind: 'event', type: 'input' },
    ]);
    expect(await storage.countAnalytics('event')).toBe(before + 2);
  });

  it('commits concurrent writes together and acknowledges every one of them', async () => {
    const before = await storage.countAnalytics();
    const session = { sessionId: crypto.randomUUID(), visitorId: crypto.randomUUID(), payload: {} };
    const writes = [
      ...Array.from({ length: 300 }, (_, i) =>
        storage.saveAnalytics([{ ...session, kind: 'event', type: 'click', value: String(i) }]),
      ),
      ...Array.from({ length: 30 }, (_, i) =>
        storage.saveLead({ type: 'callback', email: `group${i}@example.co.za`, payload: { i } }),
      ),
    ];
    await Promise.all(writes);
    expect(await storage.countAnalytics()).toBe(before + 300);
    const callbacks = await storage.listLeads({ type: 'callback' });
    expect(callbacks.filter((l) => l.email?.startsWith('group'))).toHaveLength(30);
  });

  it('keeps what was committed when reopened (migrations run again harmlessly)', async () => {
    const { lead } = await storage.saveLead({ type: 'callback', payload: { mobile: '082 123 4567' } });
    const reopened = await createStorage(database.url);
    try {
      expect((await reopened.listLeads({ type: 'callback' })).map((l) => l.id)).toContain(lead.id);
    } finally {
      await reopened.close();
    }
  });

  it('commits what is still queued when it is closed', async () => {
    const closing = await createStorage(database.url);
    const pending = closing.saveLead({ type: 'contact', email: 'closing@example.co.za', payload: {} });
    await closing.close();
    const { lead } = await pending;
    expect((await storage.listLeads({ type: 'contact' })).map((l) => l.id)).toContain(lead.id);
    await expect(closing.saveLead({ type: 'contact', payload: {} })).rejects.toThrow(/closed/);
  });
});

describe.each(databaseKinds)('analytics summary on $name', (kind) => {
  let database: TestDatabase;
  let storage: Storage;
  const [v1, v2, v3] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  const [s1, s2, s3, s4] = [crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID(), crypto.randomUUID()];
  const view = (visitorId: string, sessionId: string, path: string, extra: Partial<NewAnalyticsRecord> = {}) =>
    ({ kind: 'pageview', visitorId, sessionId, path, payload: {}, ...extra }) as NewAnalyticsRecord;
  const event = (visitorId: string, sessionId: string, type: string, value?: string) =>
    ({ kind: 'event', visitorId, sessionId, type, value: value ?? null, payload: {} }) as NewAnalyticsRecord;

  beforeAll(async () => {
    database = await kind.create();
    storage = await createStorage(database.url);
    const desktop = { device: 'desktop', browser: 'Chrome', os: 'Windows' };
    const phone = { device: 'mobile', browser: 'Safari', os: 'iOS' };
    await storage.saveAnalytics([
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
  afterAll(async () => {
    await storage.close();
    await database.drop();
  });

  it('counts visitors, sessions and page views, and tallies each dimension', async () => {
    const summary = await storage.summariseAnalytics();
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
    const summary = await storage.summariseAnalytics({}, 1);
    expect(summary.topPages).toEqual([{ value: '/', count: 3 }]);
    const future = new Date(Date.now() + 60_000).toISOString();
    const empty = await storage.summariseAnalytics({ from: future });
    expect(empty).toMatchObject({ uniqueVisitors: 0, sessions: 0, pageViews: 0, topPages: [], eventsByType: [] });
    const past = await storage.summariseAnalytics({ to: '2000-01-01T00:00:00.000Z' });
    expect(past.pageViews).toBe(0);
  });
});
