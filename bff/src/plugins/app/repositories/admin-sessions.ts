import { createHash, randomBytes } from 'node:crypto';
import type { AdminSession } from '@hl/shared/staff';
import fp from 'fastify-plugin';
import type { Store } from '../../../storage/store.ts';

/** The signed-in account, as a session knows it. */
export type SessionUser = NonNullable<AdminSession['user']>;

/** How long a sign-in lasts. */
export const ADMIN_SESSION_MS = 8 * 60 * 60 * 1000;

/** Only the hash of a session id is stored: a copy of the table signs nobody in. */
const hash = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * The staff's signed-in browsers. A session is a random id (256 bits) in an HttpOnly cookie; the
 * database keeps its SHA-256, its account and its end, so every replica sees a sign-in and a
 * sign-out at once. Expired rows are removed at each sign-in. A session of an account deactivated
 * since is no session.
 */
export function createAdminSessionsRepository({ db, write }: Store) {
  return {
    /** Starts a session of an account, committed before this resolves: its id (the cookie's value) and end. */
    async start(userId: string, now = Date.now()): Promise<{ id: string; expiresAt: string }> {
      const id = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now + ADMIN_SESSION_MS).toISOString();
      const at = new Date(now).toISOString();
      await write(async (trx) => {
        await trx.deleteFrom('admin_sessions').where('expires_at', '<=', at).execute();
        await trx
          .insertInto('admin_sessions')
          .values({ id_hash: hash(id), user_id: userId, created_at: at, expires_at: expiresAt })
          .execute();
      });
      return { id, expiresAt };
    },

    /** The live session of this id: when it ends and whose it is. */
    async find(id: string, now = Date.now()): Promise<{ expiresAt: string; user: SessionUser } | undefined> {
      const row = await db
        .selectFrom('admin_sessions as s')
        .innerJoin('staff_users as u', 'u.id', 's.user_id')
        .select(['s.expires_at', 'u.id', 'u.email', 'u.name', 'u.role'])
        .where('s.id_hash', '=', hash(id))
        .where('s.expires_at', '>', new Date(now).toISOString())
        .where('u.deactivated_at', 'is', null)
        .executeTakeFirst();
      return (
        row && { expiresAt: row.expires_at, user: { id: row.id, email: row.email, name: row.name, role: row.role } }
      );
    },

    /** Ends the session of this id (nothing if there is none), committed before this resolves. */
    async end(id: string): Promise<void> {
      await write((trx) => trx.deleteFrom('admin_sessions').where('id_hash', '=', hash(id)).execute());
    },

    /** Ends every session of an account (signing out everywhere, a new password, deactivation). */
    async endAllOf(userId: string): Promise<void> {
      await write((trx) => trx.deleteFrom('admin_sessions').where('user_id', '=', userId).execute());
    },
  };
}

export type AdminSessionsRepository = ReturnType<typeof createAdminSessionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    adminSessionsRepository: AdminSessionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('adminSessionsRepository', createAdminSessionsRepository(app.store));
  },
  { name: 'admin-sessions-repository', decorators: { fastify: ['store'] } },
);
