import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import { suppressionHash } from '../../../notifications/signing.ts';
import type { Database } from '../../../storage/schema.ts';
import type { Store } from '../../../storage/store.ts';

/**
 * The newsletter's suppression list: the opt-outs whose subscription row was deleted (by the
 * retention purge or a deletion request), each an HMAC of the address under UNSUBSCRIBE_SECRET and
 * the time of the opt-out. It keeps the opt-out honoured without keeping the address: the welcome
 * and the mailing list leave out every subscription made before its address's opt-out (the list in
 * its query, through the hash each subscription carries: repositories/leads.ts). A sign-up
 * after it is the visitor's new consent and counts. Without UNSUBSCRIBE_SECRET nothing can be
 * hashed (and no unsubscribe link exists): `enabled` is false and the list stays as it is.
 */
export function createSuppressionsRepository({ db }: Store, secret: string | undefined) {
  return {
    enabled: secret !== undefined,

    /**
     * Records an address's opt-out at `at` in the transaction that deletes its subscription (the
     * later of two opt-outs is kept); nothing without a key.
     */
    async suppress(trx: Transaction<Database>, email: string, at: string): Promise<void> {
      if (secret === undefined) return;
      await trx
        .insertInto('newsletter_suppressions')
        .values({ email_hash: suppressionHash(secret, email), suppressed_at: at })
        .onConflict((oc) =>
          oc
            .column('email_hash')
            .doUpdateSet((eb) => ({ suppressed_at: eb.ref('excluded.suppressed_at') }))
            .whereRef('excluded.suppressed_at', '>', 'newsletter_suppressions.suppressed_at'),
        )
        .execute();
    },

    /** Whether the address opted out at or after `since` (the time a subscription was made). */
    async optedOutSince(email: string, since: string): Promise<boolean> {
      if (secret === undefined) return false;
      const row = await db
        .selectFrom('newsletter_suppressions')
        .select('suppressed_at')
        .where('email_hash', '=', suppressionHash(secret, email))
        .where('suppressed_at', '>=', since)
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type SuppressionsRepository = ReturnType<typeof createSuppressionsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    suppressionsRepository: SuppressionsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('suppressionsRepository', createSuppressionsRepository(app.store, app.config.UNSUBSCRIBE_SECRET));
  },
  { name: 'suppressions-repository', decorators: { fastify: ['store', 'config'] } },
);
