import { beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds } from '../../../../test/databases.ts';
import { useStore } from '../../../../test/stores.ts';
import { openStore } from '../../../storage/store.ts';
import { createLeadsRepository, type LeadsRepository } from './leads.ts';
import { createOutboxRepository, type MessageKind, type OutboxRepository } from './outbox.ts';

const LEASE = 60_000;
const later = (ms: number) => new Date(Date.now() + ms);

describe.each(databaseKinds)('outbox repository on $name', (kind) => {
  const t = useStore(kind);
  let leads: LeadsRepository;
  let outbox: OutboxRepository;
  beforeAll(() => {
    leads = createLeadsRepository(t.store);
    outbox = createOutboxRepository(t.store);
  });

  /** A stored lead with messages of the given kinds; resolves with the lead's id. */
  const leadWith = async (kinds: MessageKind[], email = `${crypto.randomUUID()}@example.co.za`) => {
    const { lead } = await leads.save(
      { type: 'callback', email, payload: { name: 'Thandi' } },
      { with: outbox.messagesFor(kinds) },
    );
    return lead.id;
  };
  /** Claims everything claimable of `kinds` (a lease on all of it) and returns the claims. */
  const claimAll = (kinds: MessageKind[], now?: Date) => outbox.claim({ kinds, limit: 1000, leaseMs: LEASE, now });

  it('commits a lead’s messages with it, and none for a lead stored without any', async () => {
    const id = await leadWith(['broker-email', 'crm-webhook']);
    const quiet = await leadWith([]);
    const byLead = await outbox.forLeads([id, quiet]);
    expect(byLead.get(id)?.map((m) => [m.kind, m.state, m.attempts])).toEqual([
      ['broker-email', 'pending', 0],
      ['crm-webhook', 'pending', 0],
    ]);
    expect(byLead.get(quiet)).toBeUndefined();
    await claimAll(['broker-email', 'crm-webhook']); // out of the way of the tests below
  });

  it('claims a due message once: held under its lease, claimable again only when the lease runs out', async () => {
    const id = await leadWith(['partner-confirmation']);
    const [first, ...others] = await claimAll(['partner-confirmation']);
    expect(others).toEqual([]);
    expect(first).toMatchObject({ leadId: id, kind: 'partner-confirmation', attempt: 1 });
    expect(await claimAll(['partner-confirmation'])).toEqual([]);
    // Its holder died: after the lease another worker takes it over, as try number two...
    const [again] = await claimAll(['partner-confirmation'], later(LEASE + 1));
    expect(again).toMatchObject({ id: first?.id, attempt: 2 });
    // ...and the first holder, back too late, can no longer settle it.
    expect(await outbox.settle(first as NonNullable<typeof first>, { result: 'sent' })).toBe(false);
    expect(await outbox.settle(again as NonNullable<typeof again>, { result: 'sent' })).toBe(true);
    const [message] = (await outbox.forLeads([id])).get(id) ?? [];
    expect(message).toMatchObject({ state: 'sent', attempts: 2, lastError: null, nextAttemptAt: null });
    expect(await claimAll(['partner-confirmation'], later(10 * LEASE))).toEqual([]);
  });

  it('claims only the kinds asked for', async () => {
    const id = await leadWith(['newsletter-welcome', 'visitor-acknowledgement']);
    const claimed = await claimAll(['visitor-acknowledgement']);
    expect(claimed.map((m) => [m.leadId, m.kind])).toEqual([[id, 'visitor-acknowledgement']]);
    expect((await claimAll(['newsletter-welcome'])).map((m) => m.leadId)).toEqual([id]);
  });

  it('waits until the retry time of a failed try, and keeps the error class', async () => {
    const id = await leadWith(['crm-webhook']);
    const [claimed] = await claimAll(['crm-webhook']);
    const retryAt = later(30_000);
    await outbox.settle(claimed as NonNullable<typeof claimed>, {
      result: 'failed',
      error: 'HTTP 500',
      retryAt: retryAt.toISOString(),
    });
    const [message] = (await outbox.forLeads([id])).get(id) ?? [];
    expect(message).toMatchObject({ state: 'pending', attempts: 1, lastError: 'HTTP 500' });
    expect(message?.nextAttemptAt).toBe(retryAt.toISOString());
    expect(await claimAll(['crm-webhook'])).toEqual([]);
    expect(await claimAll(['crm-webhook'], later(30_001))).toMatchObject([{ leadId: id, attempt: 2 }]);
  });

  it('lets an operator retry a dead message (fresh tries), and only a dead one', async () => {
    const id = await leadWith(['broker-email']);
    const [claimed] = await claimAll(['broker-email']);
    const message = claimed as NonNullable<typeof claimed>;
    expect(await outbox.retry(message.id)).toMatchObject({ retried: false, message: { state: 'pending' } });
    await outbox.settle(message, { result: 'dead', error: 'SMTP 550' });
    expect(await outbox.list({ state: 'dead' })).toContainEqual(
      expect.objectContaining({ id: message.id, leadId: id, lastError: 'SMTP 550' }),
    );
    const retried = await outbox.retry(message.id);
    expect(retried).toMatchObject({ retried: true, message: { state: 'pending', attempts: 0 } });
    expect(await claimAll(['broker-email'])).toMatchObject([{ id: message.id, attempt: 1 }]);
    expect(await outbox.retry('no-such-message')).toEqual({ retried: false });
  });

  it('counts the messages waiting and given up, by kind', async () => {
    const before = await outbox.counts();
    const count = (counts: typeof before, state: string) =>
      counts.find((c) => c.kind === 'crm-webhook' && c.state === state)?.count ?? 0;
    await leadWith(['crm-webhook']);
    const [claimed] = await claimAll(['crm-webhook'], later(10 * LEASE));
    await outbox.settle(claimed as NonNullable<typeof claimed>, { result: 'dead', error: 'HTTP 410' });
    await leadWith(['crm-webhook']);
    const after = await outbox.counts();
    expect(count(after, 'dead')).toBe(count(before, 'dead') + 1);
    expect(count(after, 'pending')).toBe(count(before, 'pending') + 1);
    expect(after.map((c) => c.state)).not.toContain('sent');
  });

  it('never gives one message to two workers claiming at the same moment from two connections', async () => {
    const ids = await Promise.all(Array.from({ length: 60 }, () => leadWith(['newsletter-welcome'])));
    const other = await openStore(t.database.url);
    try {
      const theirs = createOutboxRepository(other);
      const claim = (repo: OutboxRepository) => repo.claim({ kinds: ['newsletter-welcome'], limit: 7, leaseMs: LEASE });
      // Both keep claiming, interleaved, until nothing is left.
      const taken: string[][] = [[], []];
      await Promise.all(
        [outbox, theirs].map(async (repo, i) => {
          for (;;) {
            const claimed = await claim(repo);
            if (claimed.length === 0) return;
            taken[i]?.push(...claimed.map((m) => m.leadId ?? ''));
          }
        }),
      );
      const all = [...(taken[0] ?? []), ...(taken[1] ?? [])];
      expect(all.sort()).toEqual([...ids].sort());
    } finally {
      await other.close();
    }
  });
});
