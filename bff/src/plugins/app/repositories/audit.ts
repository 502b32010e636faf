import type { AuditEntry } from '@hl/shared/staff';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Actor } from '../../../staff/actor.ts';
import { rowId } from '../../../storage/row-id.ts';
import type { Database } from '../../../storage/schema.ts';
import type { Store } from '../../../storage/store.ts';

/** One thing to write down: what was done, to what, and more about it (ids, counts, field names). */
export interface AuditRecord {
  action: string;
  subject?: string | null;
  detail?: Record<string, unknown>;
}

/**
 * The audit log: every read of personal data and every change on the read side, with who and
 * when. Entries hold ids, counts and the names of what changed, never the personal data itself,
 * so the log can be kept and read without becoming a copy of the leads.
 */
export function createAuditRepository({ db, write }: Store) {
  return {
    /** Writes an entry; in `trx` when given (with the change it records), else on its own. */
    async record(actor: Actor, { action, subject = null, detail = {} }: AuditRecord, trx?: Kysely<Database>) {
      const row = {
        id: rowId(),
        at: new Date().toISOString(),
        actor_id: actor.id,
        actor: actor.label,
        action,
        subject,
        detail: JSON.stringify(detail),
      };
      if (trx) await trx.insertInto('audit_log').values(row).execute();
      else await write((t) => t.insertInto('audit_log').values(row).execute());
    },

    /** The newest entries first, `limit` of them, made before `before` (an entry's time) when given. */
    async list({ limit, before }: { limit: number; before?: string }): Promise<AuditEntry[]> {
      let query = db.selectFrom('audit_log').selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit);
      if (before) query = query.where('at', '<', before);
      return (await query.execute()).map((r) => ({
        id: r.id,
        at: r.at,
        actorId: r.actor_id,
        actor: r.actor,
        action: r.action,
        subject: r.subject,
        detail: JSON.parse(r.detail) as Record<string, unknown>,
      }));
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    auditRepository: AuditRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('auditRepository', createAuditRepository(app.store));
  },
  { name: 'audit-repository', decorators: { fastify: ['store'] } },
);
