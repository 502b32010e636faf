import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { Store } from '../../../storage/store.ts';

/** How long a sign-in lasts. */
export const ADMIN_SESSION_MS = 8 * 60 * 60 * 1000;

/** Only the hash of a session id is stored: a copy of the table signs nobody in. */
const hash = (id: string) => createHash('sha256').update(id).digest('hex');

/**
 * The operators' signed-in browsers. A session is a random id (256 bits) in an HttpOnly cookie;
 * the database keeps its SHA-256 and its end, so every replica sees a sign-in and a sign-out at
 * once. Expired rows are removed at each sign-in.
 */
export function createAdminSessionsRepository({ db, write }: Store) {
  return {
    /** Starts a session, committed before this resolves: its id (the cookie's value) and end. */
    async start(now = Date.now()): Promise<{ id: string; expiresAt: string }> {
      const id = randomBytes(32).toString('base64url');
      const expiresAt = new Date(now + ADMIN_SESSION_MS).toISOString();
      const at = new Date(now).toISOString();
      await write(async (trx) => {
        await trx.deleteFrom('admin_sessions').where('expires_at', '<=', at).execute();
        await trx
          .insertInto('admin_sessions')
          .values({ id_hash: hash(id), created_at: at, expires_at: expiresAt })
          .execute();
      });
      return { id, expiresAt };
    },

    /** When the session of this id ends, if it is live. */
    async find(id: string, now = Date.now()): Promise<{ expiresAt: string } | undefined> {
      const row = await db
        .selectFrom('admin_sessions')
        .select('expires_at')
        .where('id_hash', '=', hash(id))
        .where('expires_at', '>', new Date(now).toISOString())
        .executeTakeFirst();
      return row && { expiresAt: row.expires_at };
    },

    /** Ends the session of this id (nothing if there is none), committed before this resolves. */
    async end(id: string): Promise<void> {
      await write((trx) => trx.deleteFrom('admin_sessions').where('id_hash', '=', hash(id)).execute());
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
