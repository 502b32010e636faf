import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from '../../test/databases.ts';
import { createStorage, type Storage } from './storage.ts';

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
    const saved = await storage.saveLead({ type: 'newsletter', email: 'thandi@example.co.za', payload });
    const leads = await storage.listLeads({ type: 'newsletter' });
    expect(leads).toContainEqual(saved);
    expect(leads.find((l) => l.id === saved.id)?.payload).toEqual(payload);
    expect(saved.spam).toBe(false);
  });

  it('filters leads by type and time window', async () => {
    const before = new Date().toISOString();
    const partner = await storage.saveLead({ type: 'partner', email: 'agent@example.co.za', payload: { a: 1 }, spam: true });
    const after = new Date(Date.now() + 1000).toISOString();
    const partners = await storage.listLeads({ type: 'partner', from: before, to: after });
    expect(partners.map((l) => l.id)).toEqual([partner.id]);
    expect(partners[0]?.spam).toBe(true);
    expect(await storage.listLeads({ type: 'partner', from: after })).toEqual([]);
  });

  it('stores a batch of analytics records in one go and counts them by kind', async () => {
    const base = { sessionId: crypto.randomUUID(), visitorId: crypto.randomUUID(), payload: {} };
    await storage.saveAnalytics([
      { ...base, kind: 'pageview', path: '/' },
      { ...base, kind: 'event', type: 'click' },
      { ...base, kind: 'event', type: 'input' },
    ]);
    expect(await storage.countAnalytics('event')).toBe(2);
    expect(await storage.countAnalytics()).toBe(3);
  });

  it('keeps what was committed when reopened (migrations run again harmlessly)', async () => {
    const saved = await storage.saveLead({ type: 'callback', payload: { mobile: '082 123 4567' } });
    const reopened = await createStorage(database.url);
    try {
      expect((await reopened.listLeads({ type: 'callback' })).map((l) => l.id)).toContain(saved.id);
    } finally {
      await reopened.close();
    }
  });
});
