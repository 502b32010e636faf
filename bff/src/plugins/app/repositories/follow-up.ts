import { LEAD_STAGES, type LeadFollowUpChange, type LeadHistoryEntry } from '@hl/shared/insights';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Actor } from '../../../staff/actor.ts';
import { rowId } from '../../../storage/row-id.ts';
import type { Database, LeadHistoryTable } from '../../../storage/schema.ts';
import type { Store } from '../../../storage/store.ts';

/** What a follow-up change came to: done (with what changed), or why not. */
export type FollowUpOutcome =
  | { done: true; changed: Array<LeadHistoryTable['change']> }
  | { done: false; reason: 'lead' | 'owner' };

/** A status's place on the way (LEAD_STAGES); -1 for `lost`, which is off it. */
const stageOf = (status: string) => (LEAD_STAGES as readonly string[]).indexOf(status);

/**
 * A lead's follow-up by the broker's staff: its status (and how far on the way it got), why it was
 * lost, who follows it up, and notes, each change a row of its history with who and when,
 * written in one transaction with the change (and whatever `alongside` writes: the audit log).
 */
export function createFollowUpRepository({ db, write }: Store) {
  return {
    async change(
      leadId: string,
      change: LeadFollowUpChange,
      actor: Actor,
      alongside: (trx: Kysely<Database>, changed: Array<LeadHistoryTable['change']>) => Promise<void>,
    ): Promise<FollowUpOutcome> {
      return write(async (trx): Promise<FollowUpOutcome> => {
        const lead = await trx
          .selectFrom('leads')
          .select(['status', 'reached', 'lost_reason', 'owner_id'])
          .where('id', '=', leadId)
          .executeTakeFirst();
        if (!lead) return { done: false, reason: 'lead' };
        if (change.ownerId) {
          const owner = await trx
            .selectFrom('staff_users')
            .select('id')
            .where('id', '=', change.ownerId)
            .where('deactivated_at', 'is', null)
            .where('role', 'in', ['agent', 'admin'])
            .executeTakeFirst();
          if (!owner) return { done: false, reason: 'owner' };
        }
        const at = new Date().toISOString();
        const history: LeadHistoryTable[] = [];
        // One change's entries share its time; their ids keep the order they were made in.
        const batch = rowId();
        const entry = (what: Pick<LeadHistoryTable, 'change' | 'from_value' | 'to_value' | 'text'>) =>
          history.push({
            id: `${batch}.${history.length}`,
            lead_id: leadId,
            at,
            actor_id: actor.id,
            actor: actor.label,
            ...what,
          });
        const lostReason = change.status === 'lost' ? (change.lostReason ?? null) : null;
        if (change.status && (change.status !== lead.status || lostReason !== lead.lost_reason)) {
          await trx
            .updateTable('leads')
            .set({
              status: change.status,
              reached: Math.max(lead.reached, stageOf(change.status)),
              lost_reason: lostReason,
            })
            .where('id', '=', leadId)
            .execute();
          entry({ change: 'status', from_value: lead.status, to_value: change.status, text: lostReason });
        }
        if (change.ownerId !== undefined && change.ownerId !== lead.owner_id) {
          await trx.updateTable('leads').set({ owner_id: change.ownerId }).where('id', '=', leadId).execute();
          entry({ change: 'owner', from_value: lead.owner_id, to_value: change.ownerId, text: null });
        }
        if (change.note) entry({ change: 'note', from_value: null, to_value: null, text: change.note });
        if (history.length > 0) await trx.insertInto('lead_history').values(history).execute();
        const changed = history.map((h) => h.change);
        await alongside(trx, changed);
        return { done: true, changed };
      });
    },

    /**
     * A lead's history, oldest first: who (the account's name, else how the change was made),
     * when, what; an owner by name.
     */
    async history(leadId: string): Promise<LeadHistoryEntry[]> {
      const rows = await db
        .selectFrom('lead_history as h')
        .leftJoin('staff_users as u', 'u.id', 'h.actor_id')
        .leftJoin('staff_users as f', 'f.id', 'h.from_value')
        .leftJoin('staff_users as t', 't.id', 'h.to_value')
        .select(['h.id', 'h.at', 'h.actor', 'h.change', 'h.from_value', 'h.to_value', 'h.text'])
        .select(['u.name as by', 'f.name as fromName', 't.name as toName'])
        .where('h.lead_id', '=', leadId)
        .orderBy('h.at')
        .orderBy('h.id')
        .execute();
      return rows.map((r) => ({
        id: r.id,
        at: r.at,
        by: r.by ?? r.actor,
        change: r.change,
        from: r.change === 'owner' ? r.fromName : r.from_value,
        to: r.change === 'owner' ? r.toName : r.to_value,
        text: r.text,
      }));
    },
  };
}

export type FollowUpRepository = ReturnType<typeof createFollowUpRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    followUpRepository: FollowUpRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('followUpRepository', createFollowUpRepository(app.store));
  },
  { name: 'follow-up-repository', decorators: { fastify: ['store'] } },
);
