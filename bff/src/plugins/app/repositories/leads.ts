import { LEAD_STATUSES, type LeadStatus } from '@hl/shared/insights';
import fp from 'fastify-plugin';
import type { ExpressionBuilder, SelectQueryBuilder, Transaction } from 'kysely';
import { suppressionHash } from '../../../notifications/signing.ts';
import { rowId } from '../../../storage/row-id.ts';
import type { Database, LeadRow, LeadsTable } from '../../../storage/schema.ts';
import type { Store } from '../../../storage/store.ts';
import { type Filters, leadFilterConditions } from '../../../storage/visit-filters.ts';

export type LeadType = LeadsTable['type'];
export const LEAD_TYPES = ['newsletter', 'partner', 'callback', 'contact'] as const satisfies readonly LeadType[];

export interface NewLead {
  type: LeadType;
  /** Stored trimmed and lower-cased: the newsletter's duplicate check and the operator's filter. */
  email?: string | null;
  payload: Record<string, unknown>;
  spam?: boolean;
  /** The visit and visitor of the form's request (its tracking cookies), when it had them. */
  sessionId?: string | null;
  visitorId?: string | null;
}

export interface StoredLead {
  id: string;
  type: LeadType;
  email: string | null;
  payload: Record<string, unknown>;
  spam: boolean;
  createdAt: string;
  /** A newsletter subscription whose subscriber opted out: when; null while on the list. */
  unsubscribedAt: string | null;
  /** The visit and visitor it came from (their analytics records); null when unknown. */
  sessionId: string | null;
  visitorId: string | null;
  /** Its follow-up: where the staff have taken it, why it was lost, who follows it up (an account id). */
  status: LeadStatus;
  lostReason: string | null;
  ownerId: string | null;
}

/**
 * What save did: `created` is false only for a newsletter sign-up whose e-mail is already
 * subscribed; `lead` is then the subscription already on the list.
 */
export interface SavedLead {
  created: boolean;
  lead: StoredLead;
}

export interface LeadFilter {
  type?: LeadType;
  /** Inclusive ISO lower bound on the creation time. */
  from?: string;
  /** Exclusive ISO upper bound on the creation time. */
  to?: string;
  /**
   * true: the list a mailing goes to, the live newsletter subscriptions (not spam, not
   * unsubscribed) whose address is not on the suppression list since before they were made;
   * false: the subscriptions whose subscriber opted out.
   */
  subscribed?: boolean;
  /** true: only the leads flagged as spam; false: none of them; absent: all. */
  spam?: boolean;
  /** The insights filters: the leads whose visit matches them. */
  visit?: Filters;
  status?: LeadStatus;
  /** An account's id: the leads it follows up; `none`: the leads nobody follows up. */
  owner?: string;
}

/**
 * Writes to commit with a lead, in its transaction (rows that belong to the lead, such as a message
 * to send about it). Given the lead's row, id included; run only if the lead is stored: not for a
 * newsletter e-mail already subscribed.
 */
export type WithLead = (trx: Transaction<Database>, lead: LeadRow) => Promise<void>;

/** Subscriptions given their address's hash per transaction by `hashEmails`. */
const HASH_BATCH = 500;

/** What a deletion removed: leads, their outbox messages, opt-outs moved to the suppression list. */
export interface Deleted {
  leads: number;
  messages: number;
  optOuts: number;
}

/** Keeps an opt-out on the suppression list, in the deletion's transaction (a no-op without a key). */
export type Suppress = (trx: Transaction<Database>, email: string, optedOutAt: string) => Promise<void>;

type LeadsWhere = ExpressionBuilder<Database, 'leads'>;
type Candidate = Pick<LeadRow, 'id' | 'email' | 'type' | 'spam' | 'unsubscribed_at'>;

/** A live newsletter subscription: on the mailing list, kept until its subscriber opts out. */
const live = (eb: LeadsWhere) =>
  eb.and([eb('type', '=', 'newsletter'), eb('spam', '=', 0), eb('unsubscribed_at', 'is', null)]);
/** A newsletter subscription whose subscriber opted out. */
const optedOut = (eb: LeadsWhere) => eb.and([eb('type', '=', 'newsletter'), eb('unsubscribed_at', 'is not', null)]);
/**
 * A subscription whose address opted out at or after the time it was made (the opt-out of an
 * earlier subscription deleted since, kept on the suppression list): a restored copy, say. A
 * sign-up after the opt-out is the subscriber's new consent and is not suppressed.
 */
const suppressed = (eb: LeadsWhere) =>
  eb.exists(
    eb
      .selectFrom('newsletter_suppressions')
      .select('newsletter_suppressions.email_hash')
      .whereRef('newsletter_suppressions.email_hash', '=', 'leads.email_hash')
      .whereRef('newsletter_suppressions.suppressed_at', '>=', 'leads.created_at'),
  );

/**
 * The leads the retention purge deletes, `before` being the retention period's start: a lead whose
 * address's last contact (its newest lead of any type) is older than that, or, for a lead without
 * an address, its own time; never a live newsletter subscription. With `optOuts`, also every
 * subscription whose subscriber opted out, whatever its age (its opt-out goes to the suppression
 * list in the same transaction); without (no key to hash addresses), those are kept.
 */
const expired = (before: string, optOuts: boolean) => (eb: LeadsWhere) => {
  const old = eb.and([
    eb('created_at', '<', before),
    eb.not(
      eb.exists(
        eb
          .selectFrom('leads as newer')
          .select('newer.id')
          .whereRef('newer.email', '=', 'leads.email')
          .where('newer.created_at', '>=', before),
      ),
    ),
    eb.not(live(eb)),
    eb.not(optedOut(eb)),
  ]);
  return optOuts ? eb.or([old, optedOut(eb)]) : old;
};

/** A query on leads narrowed to the filter's. */
function filtered<Q extends SelectQueryBuilder<Database, 'leads', object>>(query: Q, filter: LeadFilter): Q {
  let narrowed = query;
  if (filter.type) narrowed = narrowed.where('type', '=', filter.type) as Q;
  if (filter.from) narrowed = narrowed.where('created_at', '>=', filter.from) as Q;
  if (filter.to) narrowed = narrowed.where('created_at', '<', filter.to) as Q;
  if (filter.spam !== undefined) narrowed = narrowed.where('spam', '=', filter.spam ? 1 : 0) as Q;
  if (filter.status) narrowed = narrowed.where('status', '=', filter.status) as Q;
  if (filter.owner) {
    narrowed = (
      filter.owner === 'none' ? narrowed.where('owner_id', 'is', null) : narrowed.where('owner_id', '=', filter.owner)
    ) as Q;
  }
  for (const condition of leadFilterConditions(filter.visit ?? {}, 'leads')) narrowed = narrowed.where(condition) as Q;
  if (filter.subscribed !== undefined) {
    narrowed = narrowed.where('type', '=', 'newsletter') as Q;
    narrowed = (
      filter.subscribed
        ? narrowed
            .where('spam', '=', 0)
            .where('unsubscribed_at', 'is', null)
            .where((eb) => eb.not(suppressed(eb as unknown as LeadsWhere)))
        : narrowed.where('unsubscribed_at', 'is not', null)
    ) as Q;
  }
  return narrowed;
}

/**
 * The leads: each stored in a transaction of its own, read back for the operators. `unsubscribeSecret`
 * (UNSUBSCRIBE_SECRET) hashes newsletter subscriptions' addresses as the suppression list does;
 * without it they are stored without a hash.
 */
export function createLeadsRepository(
  { db, write }: Store,
  { unsubscribeSecret }: { unsubscribeSecret?: string } = {},
) {
  const emailHash = (type: LeadType, email: string | null) =>
    type === 'newsletter' && email !== null && unsubscribeSecret !== undefined
      ? suppressionHash(unsubscribeSecret, email)
      : null;

  const toLead = (row: LeadRow): StoredLead => ({
    id: row.id,
    type: row.type,
    email: row.email,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    spam: Number(row.spam) === 1,
    createdAt: row.created_at,
    unsubscribedAt: row.unsubscribed_at,
    sessionId: row.session_id,
    visitorId: row.visitor_id,
    status: row.status,
    lostReason: row.lost_reason,
    ownerId: row.owner_id,
  });

  /** The live subscription a duplicate newsletter sign-up ran into (committed before it). */
  const existing = async (row: LeadRow): Promise<StoredLead> =>
    toLead(
      await db
        .selectFrom('leads')
        .selectAll()
        .where('type', '=', row.type)
        .where('email', '=', row.email)
        .where('spam', '=', 0)
        .where('unsubscribed_at', 'is', null)
        .executeTakeFirstOrThrow(),
    );

  /**
   * Deletes the given leads that still match `guard` (checked again in the transaction: a lead
   * another replica deleted, or whose address wrote again meanwhile, is left alone), their outbox
   * messages and follow-up history (its notes are about the person), and keeps the opt-outs
   * `optOutAt` names on the suppression list, in one transaction.
   */
  const remove = async (
    rows: Candidate[],
    guard: (eb: LeadsWhere) => ReturnType<LeadsWhere['and']>,
    suppress: Suppress,
    optOutAt: (row: Candidate) => string | null,
  ): Promise<Deleted> => {
    if (rows.length === 0) return { leads: 0, messages: 0, optOuts: 0 };
    const ids = rows.map((row) => row.id);
    const optOuts = rows.flatMap((row) => {
      const at = optOutAt(row);
      return at && row.email ? [{ email: row.email, at }] : [];
    });
    return write(async (trx) => {
      for (const { email, at } of optOuts) await suppress(trx, email, at);
      const leads = await trx.deleteFrom('leads').where('id', 'in', ids).where(guard).returning('id').execute();
      const gone = leads.map((l) => l.id);
      if (gone.length > 0) await trx.deleteFrom('lead_history').where('lead_id', 'in', gone).execute();
      const messages = await trx
        .deleteFrom('outbox')
        .where('lead_id', 'in', ids)
        .where((eb) =>
          eb.not(eb.exists(eb.selectFrom('leads').select('leads.id').whereRef('leads.id', '=', 'outbox.lead_id'))),
        )
        .returning('id')
        .execute();
      return { leads: leads.length, messages: messages.length, optOuts: optOuts.length };
    });
  };

  const get = async (id: string): Promise<StoredLead | undefined> => {
    const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toLead(row);
  };

  return {
    /**
     * Stores a lead, committed before this resolves; a newsletter e-mail already subscribed (not as
     * spam) is not stored twice. `with` adds rows to write in the same transaction.
     */
    async save(lead: NewLead, options: { with?: WithLead } = {}): Promise<SavedLead> {
      const email = lead.email?.trim().toLowerCase() || null;
      const row: LeadRow = {
        id: rowId(),
        type: lead.type,
        email,
        payload: JSON.stringify(lead.payload),
        spam: lead.spam ? 1 : 0,
        created_at: new Date().toISOString(),
        unsubscribed_at: null,
        email_hash: emailHash(lead.type, email),
        session_id: lead.sessionId ?? null,
        visitor_id: lead.visitorId ?? null,
        status: 'new',
        reached: 0,
        lost_reason: null,
        owner_id: null,
      };
      const created = await write(async (trx) => {
        // The unique index on live newsletter e-mails turns a duplicate into no insert (no row back).
        const inserted = await trx
          .insertInto('leads')
          .values(row)
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .executeTakeFirst();
        if (inserted) await options.with?.(trx, row);
        return inserted !== undefined;
      });
      return created ? { created, lead: toLead(row) } : { created, lead: await existing(row) };
    },

    /**
     * Gives newsletter subscriptions the hash of their address under the current key, 500 per
     * transaction, and says how many it changed. `missing`: those without one (stored before the
     * hash existed, restored from an older backup, or while no key was set), found through an
     * index: what the mailing list asks for before it is read. `all`: also those hashed under
     * another key, which start-up asks for once (a new UNSUBSCRIBE_SECRET takes a restart). No key:
     * nothing to do.
     */
    async hashEmails(scope: 'missing' | 'all'): Promise<number> {
      if (unsubscribeSecret === undefined) return 0;
      let changed = 0;
      let after = '';
      for (;;) {
        let query = db
          .selectFrom('leads')
          .select(['id', 'email', 'email_hash'])
          .where('type', '=', 'newsletter')
          .where('email', 'is not', null)
          .where('id', '>', after)
          .orderBy('id')
          .limit(HASH_BATCH);
        if (scope === 'missing') query = query.where('email_hash', 'is', null);
        const rows = await query.execute();
        const stale = rows.flatMap((row) => {
          const hash = emailHash('newsletter', row.email);
          return hash === row.email_hash ? [] : [{ id: row.id, hash }];
        });
        const [first, ...others] = stale;
        if (first) {
          // One statement for the batch (a CASE on the id): a round trip per row made an upgrade's
          // first start on PostgreSQL take seconds.
          await write((trx) =>
            trx
              .updateTable('leads')
              .set((eb) => {
                let hashes = eb.case().when('id', '=', first.id).then(first.hash);
                for (const { id, hash } of others) hashes = hashes.when('id', '=', id).then(hash);
                return { email_hash: hashes.end() };
              })
              .where(
                'id',
                'in',
                stale.map((row) => row.id),
              )
              .execute(),
          );
          changed += stale.length;
        }
        if (rows.length < HASH_BATCH) return changed;
        after = rows.at(-1)?.id ?? after;
      }
    },

    /** One lead by id, or undefined. */
    get,

    /** The visitors (their analytics cookie's id) whose leads gave this address: a deletion request's records. */
    async visitorsOf(email: string): Promise<string[]> {
      const rows = await db
        .selectFrom('leads')
        .select('visitor_id')
        .distinct()
        .where('email', '=', email.trim().toLowerCase())
        .where('visitor_id', 'is not', null)
        .execute();
      return rows.flatMap((r) => (r.visitor_id ? [r.visitor_id] : []));
    },

    /** The newest lead that is no spam: when the last real one came in. */
    async latest(): Promise<{ id: string; createdAt: string } | undefined> {
      const row = await db
        .selectFrom('leads')
        .select(['id', 'created_at'])
        .where('spam', '=', 0)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row && { id: row.id, createdAt: row.created_at };
    },

    /**
     * Takes a newsletter subscription off the list (the subscriber's opt-out), committed before this
     * resolves. 'unsubscribed' the first time; 'already' if it was off the list already; 'unknown'
     * if there is no such subscription.
     */
    async unsubscribe(id: string): Promise<'unsubscribed' | 'already' | 'unknown'> {
      const updated = await write((trx) =>
        trx
          .updateTable('leads')
          .set({ unsubscribed_at: new Date().toISOString() })
          .where('id', '=', id)
          .where('type', '=', 'newsletter')
          .where('unsubscribed_at', 'is', null)
          .returning('id')
          .executeTakeFirst(),
      );
      if (updated) return 'unsubscribed';
      const lead = await get(id);
      return lead?.type === 'newsletter' ? 'already' : 'unknown';
    },

    /**
     * One batch of the retention purge: deletes at most `limit` leads whose retention ran out (see
     * `expired`), oldest first, with their messages, in one transaction. `more`: a full batch, so
     * there may be more to delete.
     */
    async purge({
      before,
      limit,
      suppress,
      optOuts,
    }: {
      before: string;
      limit: number;
      suppress: Suppress;
      optOuts: boolean;
    }): Promise<Deleted & { more: boolean }> {
      const rows = await db
        .selectFrom('leads')
        .select(['id', 'email', 'type', 'spam', 'unsubscribed_at'])
        .where(expired(before, optOuts))
        .orderBy('created_at')
        .limit(limit)
        .execute();
      const deleted = await remove(rows, expired(before, optOuts), suppress, (row) =>
        row.type === 'newsletter' ? row.unsubscribed_at : null,
      );
      return { ...deleted, more: rows.length === limit };
    },

    /**
     * A deletion request: deletes every lead of the address (trimmed, lower-cased) and their
     * messages, `limit` leads per transaction. A newsletter subscription deleted this way is kept
     * on the suppression list as an opt-out (now, or when its subscriber opted out).
     */
    async erase(email: string, { limit, suppress }: { limit: number; suppress: Suppress }): Promise<Deleted> {
      const address = email.trim().toLowerCase();
      const now = new Date().toISOString();
      const total: Deleted = { leads: 0, messages: 0, optOuts: 0 };
      for (;;) {
        const rows = await db
          .selectFrom('leads')
          .select(['id', 'email', 'type', 'spam', 'unsubscribed_at'])
          .where('email', '=', address)
          .limit(limit)
          .execute();
        const deleted = await remove(
          rows,
          (eb) => eb.and([eb('email', '=', address)]),
          suppress,
          (row) => (row.type === 'newsletter' && Number(row.spam) === 0 ? (row.unsubscribed_at ?? now) : null),
        );
        total.leads += deleted.leads;
        total.messages += deleted.messages;
        total.optOuts += deleted.optOuts;
        if (rows.length < limit) return total;
      }
    },

    /** Leads, newest first; a page of them with `page`. */
    /** When the newest lead that is not spam was stored (undefined before the first): the quiet-time alert's gauge. */
    async lastStoredAt(): Promise<string | undefined> {
      const row = await db
        .selectFrom('leads')
        .select('created_at')
        .where('spam', '=', 0)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.created_at;
    },

    async list(filter: LeadFilter = {}, page?: { limit: number; offset: number }): Promise<StoredLead[]> {
      let query = filtered(db.selectFrom('leads').selectAll(), filter).orderBy('created_at', 'desc').orderBy('id');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return (await query.execute()).map(toLead);
    },

    /** How many leads match, by status (the filter's own status aside): the leads page's counts. */
    async countByStatus(filter: LeadFilter = {}): Promise<Record<LeadStatus, number>> {
      const { status: _, ...others } = filter;
      const rows = await filtered(
        db.selectFrom('leads').select((eb) => ['status', eb.fn.countAll<string | number>().as('n')]),
        others,
      )
        .groupBy('status')
        .execute();
      const counts = Object.fromEntries(LEAD_STATUSES.map((s) => [s, 0])) as Record<LeadStatus, number>;
      for (const row of rows) counts[row.status] = Number(row.n);
      return counts;
    },

    /** How many leads match. */
    async count(filter: LeadFilter = {}): Promise<number> {
      const { n } = await filtered(
        db.selectFrom('leads').select((eb) => eb.fn.countAll<string | number>().as('n')),
        filter,
      ).executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}

export type LeadsRepository = ReturnType<typeof createLeadsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    leadsRepository: LeadsRepository;
  }
}

export default fp(
  async (app) => {
    const repository = createLeadsRepository(app.store, { unsubscribeSecret: app.config.UNSUBSCRIBE_SECRET });
    const rehashed = await repository.hashEmails('all');
    if (rehashed > 0)
      app.log.info({ newsletterHashes: rehashed }, 'newsletter subscriptions hashed for the suppression list');
    app.decorate('leadsRepository', repository);
  },
  { name: 'leads-repository', decorators: { fastify: ['store', 'config'] } },
);
