import { sql, type Transaction } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../test/databases.ts';
import { useStore } from '../../../../test/stores.ts';
import type { Database } from '../../../storage/schema.ts';
import { openStore } from '../../../storage/store.ts';
import { createAnalyticsRepository } from './analytics.ts';
import { createLeadsRepository, type LeadsRepository } from './leads.ts';

describe.each(databaseKinds)('leads repository on $name', (kind) => {
  const t = useStore(kind);
  let leads: LeadsRepository;
  beforeAll(() => {
    leads = createLeadsRepository(t.store);
  });

  it('stores a lead and lists it back with its payload intact', async () => {
    const payload = { name: 'Thandi Nkosi', email: 'thandi@example.co.za', note: 'émoji 🏠 and “quotes”' };
    const { created, lead } = await leads.save({ type: 'newsletter', email: 'thandi@example.co.za', payload });
    expect(created).toBe(true);
    const listed = await leads.list({ type: 'newsletter' });
    expect(listed).toContainEqual(lead);
    expect(listed.find((l) => l.id === lead.id)?.payload).toEqual(payload);
    expect(lead.spam).toBe(false);
  });

  it('says when the newest lead that is not spam was stored', async () => {
    const { lead } = await leads.save({ type: 'callback', payload: { mobile: '082 000 0000' } });
    await leads.save({ type: 'callback', payload: { mobile: '082 000 0001' }, spam: true });
    expect(await leads.lastStoredAt()).toBe(lead.createdAt);
  });

  it('filters leads by type and time window', async () => {
    const before = new Date().toISOString();
    const { lead } = await leads.save({
      type: 'partner',
      email: 'agent@example.co.za',
      payload: { a: 1 },
      spam: true,
    });
    const after = new Date(Date.now() + 1000).toISOString();
    const partners = await leads.list({ type: 'partner', from: before, to: after });
    expect(partners.map((l) => l.id)).toEqual([lead.id]);
    expect(partners[0]?.spam).toBe(true);
    expect(await leads.list({ type: 'partner', from: after })).toEqual([]);
  });

  it('keeps one newsletter subscription per e-mail, trimmed and compared case-insensitively', async () => {
    const first = await leads.save({ type: 'newsletter', email: 'Sipho@Example.co.za', payload: { n: 1 } });
    const again = await leads.save({ type: 'newsletter', email: '  sipho@example.CO.ZA ', payload: { n: 2 } });
    expect(first.created).toBe(true);
    expect(first.lead.email).toBe('sipho@example.co.za');
    expect(again).toEqual({ created: false, lead: first.lead });
    // Other lead types with the same e-mail are separate leads.
    expect((await leads.save({ type: 'contact', email: 'sipho@example.co.za', payload: {} })).created).toBe(true);
    // A spam sign-up neither blocks the real one nor is blocked by it.
    const spam = await leads.save({ type: 'newsletter', email: 'SIPHO@example.co.za', payload: {}, spam: true });
    expect(spam.created).toBe(true);
    const rows = await leads.list({ type: 'newsletter' });
    expect(rows.filter((l) => l.email === 'sipho@example.co.za').map((l) => l.spam)).toEqual([true, false]);
  });

  it('stores a newsletter e-mail once when sign-ups race, even from two connections', async () => {
    const other = await openStore(t.database.url);
    try {
      const [mine, theirs] = [leads, createLeadsRepository(other)];
      const saves = Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? mine : theirs).save({
          type: 'newsletter',
          email: i % 3 ? 'race@example.co.za' : 'RACE@example.co.za',
          payload: { i },
        }),
      );
      const results = await Promise.all(saves);
      expect(results.filter((r) => r.created)).toHaveLength(1);
      expect(new Set(results.map((r) => r.lead.id)).size).toBe(1);
      const stored = (await mine.list({ type: 'newsletter' })).filter((l) => l.email === 'race@example.co.za');
      expect(stored).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('commits rows written with a lead in its transaction, and only when the lead is stored', async () => {
    const analytics = createAnalyticsRepository(t.store);
    // A row that belongs to the lead: here a conversion record carrying the lead's id as its value.
    const withMarker = (marker: string) => async (trx: Transaction<Database>, lead: { id: string }) => {
      await sql`insert into analytics_events (id, kind, session_id, visitor_id, type, value, payload, created_at)
            values (${`m-${lead.id}`}, 'conversion', 's', 'v', ${marker}, ${lead.id}, '{}', '2000-01-01')`.execute(trx);
    };
    const markers = async (marker: string) =>
      (await t.store.db.selectFrom('analytics_events').select('value').where('type', '=', marker).execute()).map(
        (r) => r.value,
      );

    const first = await leads.save(
      { type: 'newsletter', email: 'with@example.co.za', payload: {} },
      { with: withMarker('with-1') },
    );
    expect(await markers('with-1')).toEqual([first.lead.id]);

    // A duplicate sign-up stores no lead, so its rows are not written either.
    const again = await leads.save(
      { type: 'newsletter', email: 'WITH@example.co.za', payload: {} },
      { with: withMarker('with-2') },
    );
    expect(again.created).toBe(false);
    expect(await markers('with-2')).toEqual([]);

    // A row that cannot be written takes its lead down with it: nothing half-written.
    const before = await analytics.count();
    const broken = async (trx: Transaction<Database>) => {
      await sql`insert into no_such_table values (1)`.execute(trx);
    };
    await expect(
      leads.save({ type: 'contact', email: 'broken@example.co.za', payload: {} }, { with: broken }),
    ).rejects.toThrow(/no_such_table/);
    expect((await leads.list({ type: 'contact' })).filter((l) => l.email === 'broken@example.co.za')).toEqual([]);
    expect(await analytics.count()).toBe(before);
  });
});
