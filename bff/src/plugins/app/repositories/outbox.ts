import fp from 'fastify-plugin';
import { rowId } from '../../../storage/row-id.ts';
import type { OutboxTable } from '../../../storage/schema.ts';
import type { Store } from '../../../storage/store.ts';
import type { WithLead } from './leads.ts';

export type MessageKind = OutboxTable['kind'];
export type MessageState = OutboxTable['state'];
export const MESSAGE_KINDS = [
  'broker-email',
  'crm-webhook',
  'partner-confirmation',
  'visitor-acknowledgement',
  'newsletter-welcome',
  'staff-digest',
  'staff-alert',
] as const satisfies readonly MessageKind[];
export const MESSAGE_STATES = ['pending', 'sent', 'dead', 'cancelled'] as const satisfies readonly MessageState[];

/** A message a worker has claimed: it holds it until `lockedUntil`, for try number `attempt`. */
export interface ClaimedMessage {
  id: string;
  /** The lead it is about; null for the staff's digest and alerts. */
  leadId: string | null;
  kind: MessageKind;
  attempt: number;
  /** A digest's or an alert's figures, as JSON. */
  report: string | null;
  /** The staff account a digest goes to. */
  recipient: string | null;
  /** The trace of the request that stored its lead (tracing on). */
  traceParent: string | null;
}

/** What became of one try. */
export type Outcome =
  | { result: 'sent' }
  /** Try again at `retryAt`. */
  | { result: 'failed'; error: string; retryAt: string }
  /** Given up: tries used up, or a failure that trying again would not mend. */
  | { result: 'dead'; error: string }
  /** No longer wanted (the subscriber opted out before the welcome went, the lead is gone). */
  | { result: 'cancelled'; error: string };

/** A message as the operators see it: no personal data, only what happened to it. */
export interface MessageView {
  id: string;
  leadId: string | null;
  kind: MessageKind;
  state: MessageState;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string | null;
  createdAt: string;
  sentAt: string | null;
}

const toView = (row: OutboxTable): MessageView => ({
  id: row.id,
  leadId: row.lead_id,
  kind: row.kind,
  state: row.state,
  attempts: Number(row.attempts),
  lastError: row.last_error,
  nextAttemptAt: row.state === 'pending' ? row.next_attempt_at : null,
  createdAt: row.created_at,
  sentAt: row.sent_at,
});

/** Ids per query of forLeads: well under either dialect's limit of bound parameters. */
const IDS_PER_QUERY = 500;

/**
 * The outbox: messages written in their lead's transaction, claimed by a worker under a lease,
 * and settled by it.
 */
export function createOutboxRepository({ db, dialect, write }: Store) {
  return {
    /**
     * The rows of a lead's messages, to commit with the lead (`leadsRepository.save(lead, { with })`):
     * one insert, due at once, in the trace `traceParent` names (if any). No kinds, no rows.
     */
    messagesFor(kinds: readonly MessageKind[], traceParent?: string): WithLead | undefined {
      if (kinds.length === 0) return undefined;
      return async (trx, lead) => {
        await trx
          .insertInto('outbox')
          .values(
            kinds.map((kind) => ({
              id: rowId(),
              lead_id: lead.id,
              kind,
              state: 'pending',
              attempts: 0,
              next_attempt_at: lead.created_at,
              locked_until: null,
              last_error: null,
              created_at: lead.created_at,
              sent_at: null,
              report: null,
              recipient: null,
              trace_parent: traceParent ?? null,
            })),
          )
          .execute();
      };
    },

    /**
     * Claims up to `limit` messages of the given kinds that are due and not held by anyone (or whose
     * holder's lease ran out), for `leaseMs`; each claim counts a try. On PostgreSQL the due rows are
     * locked with FOR UPDATE SKIP LOCKED, so replicas claiming at the same moment take different
     * rows instead of waiting for each other; a SQLite file has one writer at a time.
     */
    async claim({
      kinds,
      limit,
      leaseMs,
      now = new Date(),
    }: {
      kinds: readonly MessageKind[];
      limit: number;
      leaseMs: number;
      now?: Date;
    }): Promise<ClaimedMessage[]> {
      if (kinds.length === 0) return [];
      const at = now.toISOString();
      let due = db
        .selectFrom('outbox')
        .select('id')
        .where('state', '=', 'pending')
        .where('kind', 'in', kinds)
        .where('next_attempt_at', '<=', at)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', at)]))
        .orderBy('next_attempt_at')
        .limit(limit);
      if (dialect === 'postgres') due = due.forUpdate().skipLocked();
      const rows = await write((trx) =>
        trx
          .with('due', () => due)
          .updateTable('outbox')
          .set((eb) => ({
            locked_until: new Date(now.getTime() + leaseMs).toISOString(),
            attempts: eb('attempts', '+', 1),
          }))
          .where('id', 'in', (eb) => eb.selectFrom('due').select('id'))
          .returning(['id', 'lead_id', 'kind', 'attempts', 'report', 'recipient', 'trace_parent'])
          .execute(),
      );
      return rows.map((r) => ({
        id: r.id,
        leadId: r.lead_id,
        kind: r.kind,
        attempt: Number(r.attempts),
        report: r.report,
        recipient: r.recipient,
        traceParent: r.trace_parent,
      }));
    },

    /**
     * Records the outcome of a try. Only the holder of the try may: a worker whose lease ran out
     * while another took the message over changes nothing (false).
     */
    async settle(message: ClaimedMessage, outcome: Outcome, now = new Date()): Promise<boolean> {
      const at = now.toISOString();
      const change =
        outcome.result === 'sent'
          ? { state: 'sent' as const, sent_at: at, last_error: null }
          : outcome.result === 'failed'
            ? { next_attempt_at: outcome.retryAt, last_error: outcome.error }
            : { state: outcome.result, last_error: outcome.error };
      const settled = await write((trx) =>
        trx
          .updateTable('outbox')
          .set({ ...change, locked_until: null })
          .where('id', '=', message.id)
          .where('state', '=', 'pending')
          .where('attempts', '=', message.attempt)
          .returning('id')
          .executeTakeFirst(),
      );
      return settled !== undefined;
    },

    /**
     * An operator's retry of a dead message: pending again, due now, with a fresh count of tries.
     * Resolves with the message as it now is, or undefined if there is no such message.
     */
    async retry(id: string): Promise<{ retried: boolean; message?: MessageView }> {
      const retried = await write((trx) =>
        trx
          .updateTable('outbox')
          .set({ state: 'pending', attempts: 0, next_attempt_at: new Date().toISOString(), locked_until: null })
          .where('id', '=', id)
          .where('state', '=', 'dead')
          .returningAll()
          .executeTakeFirst(),
      );
      if (retried) return { retried: true, message: toView(retried) };
      const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? { retried: false, message: toView(row) } : { retried: false };
    },

    /** The messages of these leads, oldest first, by lead id. */
    async forLeads(leadIds: readonly string[]): Promise<Map<string, MessageView[]>> {
      const byLead = new Map<string, MessageView[]>();
      for (let i = 0; i < leadIds.length; i += IDS_PER_QUERY) {
        const rows = await db
          .selectFrom('outbox')
          .selectAll()
          .where('lead_id', 'in', leadIds.slice(i, i + IDS_PER_QUERY))
          .orderBy('created_at')
          .orderBy('kind')
          .execute();
        for (const row of rows) {
          const leadId = row.lead_id ?? '';
          const list = byLead.get(leadId);
          if (list) list.push(toView(row));
          else byLead.set(leadId, [toView(row)]);
        }
      }
      return byLead;
    },

    /** Messages of a state (and kind), newest first, at most `limit`. */
    async list(filter: { state?: MessageState; kind?: MessageKind; limit?: number } = {}): Promise<MessageView[]> {
      let query = db
        .selectFrom('outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(filter.limit ?? 500);
      if (filter.state) query = query.where('state', '=', filter.state);
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      return (await query.execute()).map(toView);
    },

    /**
     * Queues the staff's messages (a digest, an alert), due at once. Their ids say what they are
     * (a week's digest to an account, one alert about one thing), so a message queued already, by
     * this replica or another, is not queued again. Resolves with how many were new.
     */
    async queueStaff(
      messages: ReadonlyArray<{
        id: string;
        kind: 'staff-digest' | 'staff-alert';
        report: string;
        recipient: string | null;
      }>,
      now = new Date(),
    ): Promise<number> {
      if (messages.length === 0) return 0;
      const at = now.toISOString();
      const inserted = await write((trx) =>
        trx
          .insertInto('outbox')
          .values(
            messages.map((m) => ({
              ...m,
              lead_id: null,
              state: 'pending' as const,
              attempts: 0,
              next_attempt_at: at,
              locked_until: null,
              last_error: null,
              created_at: at,
              sent_at: null,
            })),
          )
          .onConflict((oc) => oc.column('id').doNothing())
          .returning('id')
          .execute(),
      );
      return inserted.length;
    },

    /** Which of these messages are in the outbox already. */
    async existing(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db
        .selectFrom('outbox')
        .select('id')
        .where('id', 'in', [...ids])
        .execute();
      return new Set(rows.map((r) => r.id));
    },

    /**
     * The oldest lead e-mail to the broker team in trouble: given up on in the last day, or still
     * waiting after `minutes` (what ALERT_TEAM_MAIL_MINUTES alerts on).
     */
    async teamMailTrouble(minutes: number, now = Date.now()) {
      return db
        .selectFrom('outbox')
        .select(['id', 'state', 'created_at'])
        .where('kind', '=', 'broker-email')
        .where((eb) =>
          eb.or([
            eb.and([eb('state', '=', 'dead'), eb('created_at', '>=', new Date(now - 24 * 3_600_000).toISOString())]),
            eb.and([
              eb('state', '=', 'pending'),
              eb('created_at', '<=', new Date(now - minutes * 60_000).toISOString()),
            ]),
          ]),
        )
        .orderBy('created_at')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * How many messages wait (pending) or were given up (dead), and when the oldest of them was
     * made, by kind: the metrics' gauges.
     */
    async counts(): Promise<
      Array<{ kind: MessageKind; state: 'pending' | 'dead'; count: number; oldestCreatedAt: string }>
    > {
      const rows = await db
        .selectFrom('outbox')
        .select([
          'kind',
          'state',
          (eb) => eb.fn.countAll<number>().as('count'),
          (eb) => eb.fn.min('created_at').as('oldest'),
        ])
        .where('state', 'in', ['pending', 'dead'])
        .groupBy(['kind', 'state'])
        .execute();
      return rows.map((r) => ({
        kind: r.kind,
        state: r.state as 'pending' | 'dead',
        count: Number(r.count),
        oldestCreatedAt: r.oldest,
      }));
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    outboxRepository: OutboxRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('outboxRepository', createOutboxRepository(app.store));
  },
  { name: 'outbox-repository', decorators: { fastify: ['store'] } },
);
