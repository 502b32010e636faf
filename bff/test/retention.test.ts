import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../src/notifications/signing.ts';
import { rowId } from '../src/storage/row-id.ts';
import { ADMIN_AUTH as auth, post, startApp, type TestApp } from './app.ts';
import { databaseKinds } from './databases.ts';

/**
 * Retention and deletion requests through the app, on each database: the purge's effect on what
 * operators and subscribers see, and POST /admin/erasure.
 */
const UNSUBSCRIBE_SECRET = 'unsub-0123456789abcdef0123456789abcdef';
const DAY = 86_400_000;

describe.each(databaseKinds)('retention on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ CONTACT_RATE_LIMIT: '1000', UNSUBSCRIBE_SECRET }, kind);
  });
  afterAll(async () => t.close());

  const subscribe = (email: string) =>
    post(t.app, '/contact/newsletter/subscribe', { payload: { name: 'Lindiwe Mokoena', email } });
  const callback = (email: string, cookies: Record<string, string> = {}) =>
    post(t.app, '/contact/callbackrequest', { name: 'Thandi Nkosi', email, mobile: '082 123 4567' }, { cookies });
  /** A visit of a visitor: one page view, as the tracker stores it. */
  const visit = (sessionId: string, visitorId: string) =>
    t.app.analyticsRepository.save([{ kind: 'pageview', sessionId, visitorId, path: '/', payload: {} }]);
  const list = async (query: string): Promise<Array<{ id: string; email: string }>> =>
    (await t.app.inject({ url: `/admin/leads${query}`, headers: auth })).json().leads;
  const erase = (body: unknown) =>
    t.app.inject({
      method: 'POST',
      url: '/admin/erasure',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: JSON.stringify(body),
    });
  const metric = async (labels: string) => {
    const text = (await t.metrics.inject({ url: '/metrics' })).body;
    const line = text.split('\n').find((l) => l.startsWith(`records_deleted_total{${labels}}`));
    return line ? Number(line.split(' ').pop()) : undefined;
  };

  it('honours an opt-out after the purge deleted its subscription', async () => {
    expect((await subscribe('lindiwe@example.co.za')).statusCode).toBe(201);
    const [subscription] = await list('?type=newsletter&subscribed=true');
    const id = subscription?.id ?? '';
    const url = `/contact/newsletter/unsubscribe?token=${unsubscribeToken(UNSUBSCRIBE_SECRET, id)}`;
    expect((await t.app.inject({ method: 'POST', url })).body).toContain('<h1>You’re unsubscribed</h1>');
    // A subscription of the same address made before the opt-out, as a restored backup would bring back.
    const restored = rowId();
    await t.db
      .insertInto('leads')
      .values({
        id: restored,
        type: 'newsletter',
        email: 'lindiwe@example.co.za',
        payload: '{}',
        spam: 0,
        created_at: new Date(Date.now() - 30 * DAY).toISOString(),
        unsubscribed_at: null,
      })
      .execute();
    const linesBefore = t.logs.length;

    const result = await t.app.retention.run();

    expect(result).toMatchObject({ leads: 1, optOuts: 1 });
    expect(await t.db.selectFrom('leads').select('id').where('id', '=', id).execute()).toEqual([]);
    // The link keeps working: it says the opt-out is done, it does not ask again or fail.
    for (const method of ['GET', 'POST'] as const) {
      const again = await t.app.inject({ method, url });
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('<h1>You’re already unsubscribed</h1>');
    }
    // The mailing list leaves out a subscription made before the opt-out...
    expect((await list('?type=newsletter&subscribed=true')).map((l) => l.id)).not.toContain(restored);
    // ...but a new sign-up after it is the subscriber's new consent.
    await t.db.deleteFrom('leads').where('id', '=', restored).execute();
    expect((await subscribe('Lindiwe@Example.co.za')).statusCode).toBe(201);
    expect((await list('?type=newsletter&subscribed=true')).map((l) => l.email)).toEqual(['lindiwe@example.co.za']);

    // One log line for the run, counts only; the deletions in /metrics.
    const lines = t.logs.slice(linesBefore).filter((l) => String(l.msg).startsWith('retention purge'));
    expect(lines).toHaveLength(1);
    expect(lines[0]?.retention).toMatchObject({ leads: 1, messages: 0, optOuts: 1, analytics: 0 });
    expect(t.rawLogs.join('\n')).not.toContain('lindiwe');
    expect(await metric('what="leads",reason="retention"')).toBe(1);
    expect(await metric('what="opt_outs_suppressed",reason="retention"')).toBe(1);
    expect(await metric('what="analytics_records",reason="retention"')).toBe(0);
  });

  it('deletes everything stored about one address on request, and nothing else', async () => {
    // Thandi's browser: two visits, the second the lead's; someone else's visit beside them.
    const [thandi, visitOne, visitTwo, stranger] = [1, 2, 3, 4].map((n) => `7d9f4a2e-1b3c-4d5e-8f60-71829300000${n}`);
    await visit(visitOne as string, thandi as string);
    await visit(visitTwo as string, thandi as string);
    await visit(stranger as string, stranger as string);
    await callback('Thandi@Example.co.za', { hl_session_id: visitTwo as string, visitor_id: thandi as string });
    await subscribe('thandi@example.co.za');
    await post(t.app, '/contact/submit', {
      name: 'Thandi Nkosi',
      email: 'thandi@example.co.za',
      subject: 'New Home Loan Application',
      message: 'Please call me',
      phone: '',
      stage: 'Just starting out',
    });
    await callback('someone.else@example.co.za');
    const others = await list('');
    const theirs = others.filter((l) => l.email === 'thandi@example.co.za').map((l) => l.id);
    expect(theirs).toHaveLength(3);
    // Messages of theirs (as the outbox would hold them with channels set up).
    for (const leadId of theirs) {
      const at = new Date().toISOString();
      await t.db
        .insertInto('outbox')
        .values({
          id: rowId(),
          lead_id: leadId,
          kind: 'broker-email',
          state: 'sent',
          attempts: 1,
          next_attempt_at: at,
          locked_until: null,
          last_error: null,
          created_at: at,
          sent_at: at,
        })
        .execute();
    }
    const linesBefore = t.rawLogs.length;

    const res = await erase({ email: '  THANDI@example.co.za ' });

    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ leads: 3, messages: 3, analytics: 2, optOutKept: true });
    // The lead tied the visitor id to her: her visits' records go too, no one else's.
    const sessions = async () =>
      (await t.db.selectFrom('analytics_events').select('session_id').execute()).map((r) => r.session_id);
    expect(await sessions()).toEqual([stranger]);
    expect((await t.db.selectFrom('visits').select('visitor_id').execute()).map((v) => v.visitor_id)).toEqual([
      stranger,
    ]);
    const left = await list('');
    expect(left.map((l) => l.email)).not.toContain('thandi@example.co.za');
    expect(left).toHaveLength(others.length - 3);
    expect(await t.db.selectFrom('outbox').select('id').where('lead_id', 'in', theirs).execute()).toEqual([]);
    // The erased subscription's opt-out stays as a hash: a welcome for a subscription made before it is not sent.
    expect(await t.app.suppressionsRepository.optedOutSince('thandi@example.co.za', new Date(0).toISOString())).toBe(
      true,
    );
    const logged = t.rawLogs.slice(linesBefore).join('\n');
    expect(logged).toContain('"erasure":{"leads":3,"messages":3,"optOuts":1,"analytics":2}');
    expect(logged.toLowerCase()).not.toContain('thandi');
    expect(await metric('what="leads",reason="erasure"')).toBe(3);

    // Asked again: nothing left, nothing wrong.
    expect((await erase({ email: 'thandi@example.co.za' })).json()).toEqual({
      leads: 0,
      messages: 0,
      analytics: 0,
      optOutKept: false,
    });
  });

  it('refuses a bad address with 400 naming the field, and deletes nothing', async () => {
    const before = (await list('')).length;
    for (const body of [{ email: 'not-an-address' }, {}, { email: '' }, { email: 42 }]) {
      const res = await erase(body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().errors[0].field).toBe('email');
      expect(res.json().message).toContain('email');
    }
    expect((await list('')).length).toBe(before);
    const unauthorised = await t.app.inject({
      method: 'POST',
      url: '/admin/erasure',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"x@example.co.za"}',
    });
    expect(unauthorised.statusCode).toBe(401);
  });
});
