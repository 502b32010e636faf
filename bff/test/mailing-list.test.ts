import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { suppressionHash } from '../src/notifications/signing.ts';
import { rowId } from '../src/storage/row-id.ts';
import { ADMIN_AUTH as auth, post, startApp, type TestApp } from './app.ts';
import { databaseKinds } from './databases.ts';

/**
 * The mailing list (`/admin/leads?type=newsletter&subscribed=true`) with the suppression list
 * applied, paged, on each database: a page holds as many subscriptions as asked for and `total`
 * counts the whole list, however many opted-out addresses lie between them.
 */
const UNSUBSCRIBE_SECRET = 'unsub-0123456789abcdef0123456789abcdef';
const HOUR = 3_600_000;

interface Page {
  count: number;
  total: number;
  leads: Array<{ id: string; email: string }>;
}

describe.each(databaseKinds)('the mailing list on $name', (kind) => {
  let t: TestApp;
  /** The live subscriptions, newest first: what the whole list must be. */
  let expected: string[] = [];

  beforeAll(async () => {
    t = await startApp({ CONTACT_RATE_LIMIT: '1000', UNSUBSCRIBE_SECRET }, kind);

    // Four addresses opt out for good: their subscriptions are deleted on request, their opt-outs
    // stay on the suppression list as hashes.
    const optedOut = ['anele@example.co.za', 'zanele@example.co.za', 'thabo@example.co.za'];
    for (const email of [...optedOut, 'sipho@example.co.za']) {
      expect(
        (await post(t.app, '/contact/newsletter/subscribe', { payload: { name: 'Reader', email } })).statusCode,
      ).toBe(201);
      const erased = await t.app.inject({
        method: 'POST',
        url: '/admin/erasure',
        headers: { ...auth, 'content-type': 'application/json' },
        payload: JSON.stringify({ email }),
      });
      expect(erased.json()).toMatchObject({ optOutKept: true });
    }

    // A restored backup brings back seven live subscriptions and, between them, copies of three of
    // the opted-out ones made before their opt-out (which the list must leave out).
    const base = Date.now() - 24 * HOUR;
    const restore = async (email: string, hoursBefore: number) => {
      const id = rowId();
      await t.db
        .insertInto('leads')
        .values({
          id,
          type: 'newsletter',
          email,
          payload: '{}',
          spam: 0,
          created_at: new Date(base - hoursBefore * HOUR).toISOString(),
          unsubscribed_at: null,
        })
        .execute();
      return id;
    };
    const live: string[] = [];
    for (let i = 0; i < 7; i += 1) live.push(await restore(`reader${i}@example.co.za`, i));
    for (const [i, email] of optedOut.entries()) await restore(email, 2 * i + 0.5);

    // The fourth signs up again after the opt-out: new consent, on the list.
    const again = await post(t.app, '/contact/newsletter/subscribe', {
      payload: { name: 'Reader', email: 'sipho@example.co.za' },
    });
    expect(again.statusCode).toBe(201);
    const [newest] = (await list('?type=newsletter&limit=1')).leads;
    expected = [newest?.id ?? '', ...live];
  });
  afterAll(async () => t.close());

  const list = async (query: string): Promise<Page> =>
    (await t.app.inject({ url: `/admin/leads${query}`, headers: auth })).json();

  it('pages the list with the opt-outs left out: full pages, the right total', async () => {
    const pages = [];
    for (const offset of [0, 3, 6]) pages.push(await list(`?type=newsletter&subscribed=true&limit=3&offset=${offset}`));

    expect(pages.map((p) => p.count)).toEqual([3, 3, 2]);
    expect(pages.map((p) => p.total)).toEqual([8, 8, 8]);
    expect(pages.flatMap((p) => p.leads.map((l) => l.id))).toEqual(expected);
    expect(pages.flatMap((p) => p.leads.map((l) => l.email))).not.toContain('anele@example.co.za');
    // Beyond the end: an empty page that still says how many there are.
    expect(await list('?type=newsletter&subscribed=true&limit=3&offset=9')).toMatchObject({ count: 0, total: 8 });
  });

  it('leaves the same subscriptions out of one page of the whole list and of the CSV', async () => {
    const all = await list('?type=newsletter&subscribed=true&limit=500');
    expect(all).toMatchObject({ count: 8, total: 8 });
    expect(all.leads.map((l) => l.id)).toEqual(expected);
    const csv = await t.app.inject({ url: '/admin/leads?type=newsletter&subscribed=true&format=csv', headers: auth });
    const rows = csv.body.trim().split('\r\n').slice(1);
    expect(rows.map((row) => row.split(',')[0])).toEqual(expected);
  });

  it('matches the subscriptions under a new UNSUBSCRIBE_SECRET after the restart that brings it', async () => {
    const database = await kind.create();
    const NEW_SECRET = 'unsub-fedcba9876543210fedcba9876543210';
    try {
      const before = await startApp({ UNSUBSCRIBE_SECRET }, database);
      await post(before.app, '/contact/newsletter/subscribe', {
        payload: { name: 'Reader', email: 'lerato@example.co.za' },
      });
      await before.close();

      const after = await startApp({ UNSUBSCRIBE_SECRET: NEW_SECRET }, database);
      try {
        // An opt-out of the address recorded under the new key, after the subscription was made.
        await after.db
          .insertInto('newsletter_suppressions')
          .values({
            email_hash: suppressionHash(NEW_SECRET, 'lerato@example.co.za'),
            suppressed_at: new Date().toISOString(),
          })
          .execute();
        const res = await after.app.inject({ url: '/admin/leads?type=newsletter&subscribed=true', headers: auth });
        expect(res.json()).toMatchObject({ count: 0, total: 0 });
      } finally {
        await after.close();
      }
    } finally {
      await database.drop();
    }
  });
});
