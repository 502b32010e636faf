import fp from 'fastify-plugin';
import type { CompiledQuery } from 'kysely';
import { rowId } from '../storage/row-id.ts';
import type { LeadsTable } from '../storage/schema.ts';
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
}

/**
 * Statements to commit with a lead, in its transaction (rows that belong to the lead, such as a
 * message to send about it). They are given the lead's row, id included, and run only if the lead
 * is stored: not for a newsletter e-mail already subscribed.
 */
export type WithLead = (lead: LeadsTable) => CompiledQuery[];

interface PendingLead {
  row: LeadsTable;
  with: WithLead | undefined;
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
        .executeTakeFirstOrThrow(),
    );

  const insert = writes.writer<PendingLead, SavedLead>((leads, group) => {
    const positions = leads.map((lead) => {
      // The unique index on live newsletter e-mails turns a duplicate into no insert (no row back).
      const at = group.add(
        db
          .insertInto('leads')
          .values(lead.row)
          .onConflict((oc) => oc.doNothing())
          .returning('id')
          .compile(),
      );
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
      };
      return insert({ row, with: options.with });
    },

    /** Leads, newest first. */
    async list(filter: LeadFilter = {}): Promise<StoredLead[]> {
      let query = db.selectFrom('leads').selectAll().orderBy('created_at', 'desc').orderBy('id');
      if (filter.type) query = query.where('type', '=', filter.type);
      if (filter.from) query = query.where('created_at', '>=', filter.from);
      if (filter.to) query = query.where('created_at', '<', filter.to);
      return (await query.execute()).map(toLead);
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
