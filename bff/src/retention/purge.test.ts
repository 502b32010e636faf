import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../test/databases.ts';
import { useStore } from '../../test/stores.ts';
import { suppressionHash } from '../notifications/signing.ts';
import { createAnalyticsRepository } from '../plugins/app/repositories/analytics.ts';
import { createLeadsRepository } from '../plugins/app/repositories/leads.ts';
import { createSuppressionsRepository } from '../plugins/app/repositories/suppressions.ts';
import { exclusively } from '../storage/advisory-lock.ts';
import { rowId } from '../storage/row-id.ts';
import type { LeadRow } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';
import { type PurgeOptions, RetentionPurge } from './purge.ts';

const SECRET = 'unsub-0123456789abcdef0123456789abcdef';
const DAY = 86_400_000;
const NOW = new Date('2026-11-23T10:00:00.000Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * DAY).toISOString();

/** A lead row made `days` before NOW, with one outbox message; resolves with its id. */
async function lead(
  store: Store,
  days: number,
  fields: Partial<LeadRow> & Pick<LeadRow, 'type' | 'email'>,
): Promise<string> {
  const id = rowId();
  const created = daysAgo(days);
  await store.db
    .insertInto('leads')
    .values({ id, payload: '{}', spam: 0, created_at: created, unsubscribed_at: null, ...fields })
    .execute();
  await store.db
    .insertInto('outbox')
    .values({
      id: rowId(),
      lead_id: id,
      kind: fields.type === 'newsletter' ? 'newsletter-welcome' : 'broker-email',
      state: 'sent',
      attempts: 1,
      next_attempt_at: created,
      locked_until: null,
      last_error: null,
      created_at: created,
      sent_at: created,
    })
    .execute();
  return id;
}

/** `count` analytics records made `days` before NOW. */
async function records(store: Store, days: number, count: number) {
  const rows = Array.from({ length: count }, () => ({
    id: rowId(),
    kind: 'pageview' as const,
    session_id: crypto.randomUUID(),
    visitor_id: crypto.randomUUID(),
    payload: '{}',
    created_at: daysAgo(days),
  }));
  await store.db.insertInto('analytics_events').values(rows).execute();
}

/** A visit of the dashboard's rollup that started and ended the given days before NOW. */
async function visit(store: Store, startedDays: number, endedDays: number) {
  const id = crypto.randomUUID();
  await store.db
    .insertInto('visits')
    .values({
      session_id: id,
      visitor_id: crypto.randomUUID(),
      started_at: daysAgo(startedDays),
      ended_at: daysAgo(endedDays),
      client_started_at: null,
      client_ended_at: null,
      entry_page: '/',
      exit_page: '/',
      last_view_at: daysAgo(startedDays),
      referrer: null,
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      device: null,
      browser: null,
      os: null,
      page_views: 1,
      interactions: 0,
      opened_form: 0,
    })
    .execute();
  return id;
}

/** The options every purge of these tests shares: the notice's periods, and nothing reported. */
const QUIET = {
  leadsDays: 730,
  analyticsDays: 730,
  log: { info() {}, error() {} },
  onDeleted() {},
  onFinished() {},
};

describe.each(databaseKinds)('the retention purge on $name', (kind) => {
  const t = useStore(kind);
  let purge: (options?: Partial<PurgeOptions>) => RetentionPurge;
  const leadIds = async () => (await t.store.db.selectFrom('leads').select('id').execute()).map((r) => r.id).sort();
  const outboxLeads = async () =>
    [...new Set((await t.store.db.selectFrom('outbox').select('lead_id').execute()).map((r) => r.lead_id))].sort();
  const clear = async () => {
    for (const table of ['outbox', 'leads', 'analytics_events', 'visits', 'newsletter_suppressions'] as const)
      await t.store.db.deleteFrom(table).execute();
  };

  beforeAll(() => {
    purge = (options = {}) =>
      new RetentionPurge({
        leads: createLeadsRepository(t.store),
        analytics: createAnalyticsRepository(t.store),
        suppressions: createSuppressionsRepository(t.store, SECRET),
        exclusive: (work) => exclusively(t.store, 1, work),
        ...QUIET,
        ...options,
      });
  });

  it('deletes exactly the leads whose last contact and the records older than the period, and keeps the rest', async () => {
    await clear();
    // To go:
    for (const gone of [
      { days: 731, type: 'callback', email: 'old@example.co.za' },
      // Spam is kept for review as long as any lead, no longer.
      { days: 800, type: 'callback', email: 'bot@spam.example', spam: 1 },
      // Both leads of an address whose last contact is over the period.
      { days: 1000, type: 'contact', email: 'twice@example.co.za' },
      { days: 731, type: 'partner', email: 'twice@example.co.za' },
      // An opted-out subscription goes at once, however new.
      { days: 3, type: 'newsletter', email: 'left@example.co.za', unsubscribed_at: daysAgo(1) },
    ] as const) {
      const { days, ...fields } = gone;
      await lead(t.store, days, fields);
    }
    const kept = [
      await lead(t.store, 729, { type: 'partner', email: 'recent@example.co.za' }),
      // An old lead whose address wrote again within the period: the last contact counts.
      await lead(t.store, 1500, { type: 'contact', email: 'back@example.co.za' }),
      await lead(t.store, 10, { type: 'callback', email: 'back@example.co.za' }),
      // A live subscription stays until its subscriber unsubscribes.
      await lead(t.store, 2000, { type: 'newsletter', email: 'reader@example.co.za' }),
    ];
    await records(t.store, 731, 3);
    await records(t.store, 729, 2);
    await visit(t.store, 800, 731);
    // A visit that began before the period but whose last record is within it stays.
    const keptVisits = [await visit(t.store, 731, 729), await visit(t.store, 10, 10)];

    const result = await purge().run(NOW);

    expect(result).toMatchObject({ leads: 5, messages: 5, optOuts: 1, analytics: 3 });
    expect(await leadIds()).toEqual([...kept].sort());
    expect(await outboxLeads()).toEqual([...kept].sort());
    const left = await t.store.db.selectFrom('analytics_events').select('created_at').execute();
    expect(left.map((r) => r.created_at)).toEqual([daysAgo(729), daysAgo(729)]);
    const visitsLeft = await t.store.db.selectFrom('visits').select('session_id').execute();
    expect(visitsLeft.map((v) => v.session_id).sort()).toEqual([...keptVisits].sort());
    // The opt-out is kept as a keyed hash and its time, never the address.
    expect(await t.store.db.selectFrom('newsletter_suppressions').selectAll().execute()).toEqual([
      { email_hash: suppressionHash(SECRET, 'left@example.co.za'), suppressed_at: daysAgo(1) },
    ]);

    // A second run (or another replica after it) finds nothing more.
    expect(await purge().run(NOW)).toMatchObject({ leads: 0, messages: 0, optOuts: 0, analytics: 0 });
  });

  it('keeps opted-out subscriptions (subject to the period) when no key can hash their addresses', async () => {
    await clear();
    const optedOut = await lead(t.store, 3, {
      type: 'newsletter',
      email: 'left@example.co.za',
      unsubscribed_at: daysAgo(1),
    });
    const result = await purge({ suppressions: createSuppressionsRepository(t.store, undefined) }).run(NOW);
    expect(result).toMatchObject({ leads: 0, optOuts: 0 });
    expect(await leadIds()).toEqual([optedOut]);
  });

  it('works in batches of the size given, one transaction each', async () => {
    await clear();
    for (let i = 0; i < 5; i++) await lead(t.store, 800 + i, { type: 'callback', email: `old${i}@example.co.za` });
    await records(t.store, 900, 5);
    const batches: Array<{ leads: number; analytics: number }> = [];
    const result = await purge({
      batch: 2,
      pauseMs: 1,
      onDeleted: ({ leads, analytics }) => batches.push({ leads, analytics }),
    }).run(NOW);
    expect(result).toMatchObject({ leads: 5, messages: 5, analytics: 5, batches: 6 });
    expect(batches).toEqual([
      { leads: 2, analytics: 0 },
      { leads: 2, analytics: 0 },
      { leads: 1, analytics: 0 },
      { leads: 0, analytics: 2 },
      { leads: 0, analytics: 2 },
      { leads: 0, analytics: 1 },
    ]);
    expect(await leadIds()).toEqual([]);
  });

  it('is safe with several replicas at once: each row deleted once, nothing kept deleted', async () => {
    await clear();
    for (let i = 0; i < 7; i++) await lead(t.store, 800, { type: 'contact', email: `old${i}@example.co.za` });
    const keep = await lead(t.store, 5, { type: 'contact', email: 'new@example.co.za' });
    await records(t.store, 800, 7);
    const results = await Promise.all([1, 2, 3].map(() => purge({ batch: 2, pauseMs: 1 }).run(NOW)));
    const sum = (key: 'leads' | 'messages' | 'analytics') => results.reduce((n, r) => n + (r?.[key] ?? 0), 0);
    expect([sum('leads'), sum('messages'), sum('analytics')]).toEqual([7, 7, 7]);
    expect(await leadIds()).toEqual([keep]);
  });

  it(`${kind.name === 'postgres' ? 'leaves the run to the replica holding the lock' : 'needs no lock (a SQLite file has one process)'}`, async () => {
    await clear();
    await lead(t.store, 800, { type: 'contact', email: 'old@example.co.za' });
    const lines: string[] = [];
    const log = { info: (_o: object, message: string) => lines.push(message), error() {} };
    let release = () => {};
    let holding = () => {};
    const holds = new Promise<void>((resolve) => (holding = resolve));
    const held = exclusively(t.store, 1, () => {
      holding();
      return new Promise<void>((resolve) => (release = resolve));
    });
    await holds;
    const whileHeld = await purge({ log }).run(NOW);
    release();
    await held;
    if (kind.name === 'postgres') {
      expect(whileHeld).toBeUndefined();
      expect(lines).toEqual(['retention purge: another replica is running it']);
      expect(await purge({ log }).run(NOW)).toMatchObject({ leads: 1 });
    } else {
      expect(whileHeld).toMatchObject({ leads: 1 });
      expect(lines).toEqual(['retention purge: done']);
    }
  });
});

describe('the purge’s schedule', () => {
  /** A purge over stand-in repositories: each lead batch and analytics batch answers as given. */
  const fake = (options: Partial<PurgeOptions> & Pick<PurgeOptions, 'leads' | 'analytics'>) =>
    new RetentionPurge({
      suppressions: { enabled: true, suppress: async () => {} },
      exclusive: async (work) => ({ ran: true, value: await work() }),
      ...QUIET,
      ...options,
    });
  const noLeads = { purge: async () => ({ leads: 0, messages: 0, optOuts: 0, more: false }) };

  it('runs shortly after start, then again every period, and not after stop', async () => {
    const runs: string[] = [];
    const analytics = {
      purge: async () => {
        runs.push('run');
        return 0;
      },
    };
    const purge = fake({ leads: noLeads, analytics, firstRunMs: 10, everyMs: 30 });
    purge.start();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(runs.length).toBeGreaterThanOrEqual(2);
    await purge.stop();
    const stopped = runs.length;
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(runs).toHaveLength(stopped);
  });

  it('logs one line a run with counts only, and a failure as one line with its class', async () => {
    const lines: Array<[object, string]> = [];
    const log = {
      info: (o: object, m: string) => lines.push([o, m]),
      error: (o: object, m: string) => lines.push([o, m]),
    };
    await fake({
      leads: { purge: async () => ({ leads: 2, messages: 3, optOuts: 1, more: false }) },
      analytics: { purge: async () => 4 },
      log,
    }).run();
    expect(lines).toHaveLength(1);
    expect(lines[0]?.[1]).toBe('retention purge: done');
    expect(lines[0]?.[0]).toEqual({
      retention: { leads: 2, messages: 3, optOuts: 1, analytics: 4, batches: 2, ms: expect.any(Number) },
    });

    const unreachable = {
      purge: async () => {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      },
    };
    expect(await fake({ leads: unreachable, analytics: { purge: async () => 0 }, log }).run()).toBeUndefined();
    expect(lines[1]).toEqual([
      { retention: { error: 'ECONNREFUSED' } },
      expect.stringMatching(/^retention purge: failed/),
    ]);
  });
});
