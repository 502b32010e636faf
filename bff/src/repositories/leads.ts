import fp from 'fastify-plugin';
import type { CompiledQuery, SelectQueryBuilder } from 'kysely';
import { statementWriter } from '../storage/group-commit.ts';
import { preparedInsert } from '../storage/prepared-insert.ts';
import { rowId } from '../storage/row-id.ts';
import type { Database, LeadsTable } from '../storage/schema.ts';
import type { Store } from '../storage/store.ts';

export type LeadType = LeadsTable['type'];
export const LEAD_TYPES = ['newsletter', 'partner', 'callback', 'contact'] as const satisfies readonly LeadType[];

export interface NewLead {
  type: LeadType;
  /** Stored trimmed and lower-cased: the newsletter's duplicate check and the operator's filter. */
  email?: string | null;
  payload: Record<string, unknown>;
  spam?: boolean;
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
  /** Only live newsletter subscriptions (not spam, not unsubscribed): the list a mailing goes to. */
  subscribed?: boolean;
}

/**
 * Statements to commit with a lead, in its transaction (rows that belong to the lead, such as a
 * message to send about it). They are given the lead's row, id included, and run only if the lead
 * is stored: not for a newsletter e-mail already subscribed.
 */
export type WithLead = (lead: LeadsTable) => CompiledQuery[];

/** The columns of a lead row, in the order its prepared insert lists them. */
const COLUMNS = [
  'id',
  'type',
  'email',
  'payload',
  'spam',
  'created_at',
  'unsubscribed_at',
] as const satisfies ReadonlyArray<keyof LeadsTable>;

interface PendingLead {
  row: LeadsTable;
  with: WithLead | undefined;
}

/** A query on leads narrowed to the filter's. */
function filtered<Q extends SelectQueryBuilder<Database, 'leads', object>>(query: Q, filter: LeadFilter): Q {
  let narrowed = query;
  if (filter.type) narrowed = narrowed.where('type', '=', filter.type) as Q;
  if (filter.from) narrowed = narrowed.where('created_at', '>=', filter.from) as Q;
  if (filter.to) narrowed = narrowed.where('created_at', '<', filter.to) as Q;
  if (filter.subscribed !== undefined) {
    narrowed = narrowed.where('type', '=', 'newsletter') as Q;
    narrowed = (
      filter.subscribed
        ? narrowed.where('spam', '=', 0).where('unsubscribed_at', 'is', null)
        : narrowed.where('unsubscribed_at', 'is not', null)
    ) as Q;
  }
  return narrowed;
}

/** The leads: stored through the group commit, read back for the operators. */
export function createLeadsRepository({ db, writes }: Store) {
  const toLead = (row: LeadsTable): StoredLead => ({
    id: row.id,
    type: row.type,
    email: row.email,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    spam: Number(row.spam) === 1,
    createdAt: row.created_at,
    unsubscribedAt: row.unsubscribed_at,
  });

  /** The live subscription a duplicate newsletter sign-up ran into (committed before it). */
  const existing = async (row: LeadsTable): Promise<StoredLead> =>
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

  const insertLead = preparedInsert(db, 'leads', COLUMNS, (insert) =>
    insert.onConflict((oc) => oc.doNothing()).returning('id'),
  );

  const insert = writes.writer<PendingLead, SavedLead>((leads, group) => {
    const positions = leads.map((lead) => {
      // The unique index on live newsletter e-mails turns a duplicate into no insert (no row back).
      const at = group.add(insertLead([lead.row]));
      for (const statement of lead.with?.(lead.row) ?? []) group.add(statement, { ifRowsFrom: at });
      return at;
    });
    return (rows) =>
      Promise.all(
        leads.map(async ({ row }, i) =>
          (rows[positions[i] ?? -1]?.length ?? 0) > 0
            ? { created: true, lead: toLead(row) }
            : { created: false, lead: await existing(row) },
        ),
      );
  });

  const run = writes.writer(statementWriter);

  const get = async (id: string): Promise<StoredLead | undefined> => {
    const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
    return row && toLead(row);
  };

  return {
    /**
     * Stores a lead, committed before this resolves; a newsletter e-mail already subscribed (not as
     * spam) is not stored twice. `with` adds rows to write in the same transaction.
     */
    save(lead: NewLead, options: { with?: WithLead } = {}): Promise<SavedLead> {
      const row: LeadsTable = {
        id: rowId(),
        type: lead.type,
        email: lead.email?.trim().toLowerCase() || null,
        payload: JSON.stringify(lead.payload),
        spam: lead.spam ? 1 : 0,
        created_at: new Date().toISOString(),
        unsubscribed_at: null,
      };
      return insert({ row, with: options.with });
    },

    /** One lead by id, or undefined. */
    get,

    /**
     * Takes a newsletter subscription off the list (the subscriber's opt-out), committed before this
     * resolves. 'unsubscribed' the first time; 'already' if it was off the list already; 'unknown'
     * if there is no such subscription.
     */
    async unsubscribe(id: string): Promise<'unsubscribed' | 'already' | 'unknown'> {
      const [updated] = await run(
        db
          .updateTable('leads')
          .set({ unsubscribed_at: new Date().toISOString() })
          .where('id', '=', id)
          .where('type', '=', 'newsletter')
          .where('unsubscribed_at', 'is', null)
          .returning('id')
          .compile(),
      );
      if (updated) return 'unsubscribed';
      const lead = await get(id);
      return lead?.type === 'newsletter' ? 'already' : 'unknown';
    },

    /** Leads, newest first; a page of them with `page`. */
    async list(filter: LeadFilter = {}, page?: { limit: number; offset: number }): Promise<StoredLead[]> {
      let query = filtered(db.selectFrom('leads').selectAll(), filter).orderBy('created_at', 'desc').orderBy('id');
      if (page) query = query.limit(page.limit).offset(page.offset);
      return (await query.execute()).map(toLead);
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
    app.decorate('leadsRepository', createLeadsRepository(app.store));
  },
  { name: 'leads-repository', dependencies: ['store'] },
);
