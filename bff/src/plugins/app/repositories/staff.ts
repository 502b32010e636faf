import type { StaffRole, StaffUser } from '@hl/shared/staff';
import fp from 'fastify-plugin';
import { hashPassword, NO_ACCOUNT_HASH, verifyPassword } from '../../../staff/passwords.ts';
import { rowId } from '../../../storage/row-id.ts';
import type { StaffUsersTable } from '../../../storage/schema.ts';
import type { Store } from '../../../storage/store.ts';

/** Failed sign-ins in a row that lock an account, and for how long. */
export const MAX_FAILED_SIGN_INS = 5;
export const LOCK_OUT_MS = 15 * 60 * 1000;

/** What a sign-in came to: the account, or why not (a wrong e-mail and a wrong password alike). */
export type SignInOutcome =
  | { ok: true; user: StaffUser }
  | { ok: false; reason: 'wrong' }
  | { ok: false; reason: 'locked'; until: string };

export interface StaffChange {
  name?: string;
  role?: StaffRole;
  password?: string;
  active?: boolean;
  digest?: boolean;
  unlock?: true;
}

const toUser = (row: StaffUsersTable, now = Date.now()): StaffUser => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  active: row.deactivated_at === null,
  lockedUntil: row.locked_until !== null && Date.parse(row.locked_until) > now ? row.locked_until : null,
  digest: row.digest === 1,
  createdAt: row.created_at,
});

/**
 * The staff accounts: created and changed by admins, signed in with a password (a scrypt hash is
 * all that is stored), locked for LOCK_OUT_MS after MAX_FAILED_SIGN_INS failed sign-ins in a row.
 */
export function createStaffRepository({ db, write }: Store) {
  const row = (where: { id: string } | { email: string }) => {
    const query = db.selectFrom('staff_users').selectAll();
    return (
      'id' in where ? query.where('id', '=', where.id) : query.where('email', '=', where.email)
    ).executeTakeFirst();
  };

  return {
    /** Adds an account; 'taken' when its e-mail has one already. */
    async create(input: {
      email: string;
      name: string;
      role: StaffRole;
      password: string;
    }): Promise<StaffUser | 'taken'> {
      const user: StaffUsersTable = {
        id: rowId(),
        email: input.email.trim().toLowerCase(),
        name: input.name,
        role: input.role,
        password_hash: await hashPassword(input.password),
        failed_sign_ins: 0,
        locked_until: null,
        deactivated_at: null,
        created_at: new Date().toISOString(),
        digest: 0,
      };
      const inserted = await write((trx) =>
        trx
          .insertInto('staff_users')
          .values(user)
          .onConflict((oc) => oc.column('email').doNothing())
          .returning('id')
          .executeTakeFirst(),
      );
      return inserted ? toUser(user) : 'taken';
    },

    /** Every account, by name. */
    async list(): Promise<StaffUser[]> {
      const rows = await db.selectFrom('staff_users').selectAll().orderBy('name').orderBy('email').execute();
      return rows.map((r) => toUser(r));
    },

    async get(id: string): Promise<StaffUser | undefined> {
      const found = await row({ id });
      return found && toUser(found);
    },

    /** The names of accounts by id (the owners of leads, deactivated ones too: they are in histories). */
    async names(ids: readonly string[]): Promise<Map<string, string>> {
      if (ids.length === 0) return new Map();
      const rows = await db
        .selectFrom('staff_users')
        .select(['id', 'name'])
        .where('id', 'in', [...ids])
        .execute();
      return new Map(rows.map((r) => [r.id, r.name]));
    },

    /** Who can follow a lead up: the active agents and admins, by name. */
    async owners(): Promise<Array<{ id: string; name: string }>> {
      return db
        .selectFrom('staff_users')
        .select(['id', 'name'])
        .where('deactivated_at', 'is', null)
        .where('role', 'in', ['agent', 'admin'])
        .orderBy('name')
        .execute();
    },

    /** The active accounts that get the weekly digest. */
    async digestRecipients(): Promise<StaffUser[]> {
      const rows = await db
        .selectFrom('staff_users')
        .selectAll()
        .where('digest', '=', 1)
        .where('deactivated_at', 'is', null)
        .execute();
      return rows.map((r) => toUser(r));
    },

    /** How many accounts may act as admins now: the last one cannot be demoted or deactivated. */
    async activeAdmins(): Promise<number> {
      const { n } = await db
        .selectFrom('staff_users')
        .select((eb) => eb.fn.countAll<string | number>().as('n'))
        .where('role', '=', 'admin')
        .where('deactivated_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(n);
    },

    /**
     * Checks a sign-in. A locked account is refused without looking at the password; a wrong
     * password counts towards the lock-out (the MAX_FAILED_SIGN_INS-th locks it), a right one
     * clears the count. An e-mail without an active account costs the same hashing as one with.
     */
    async signIn(email: string, password: string, now = Date.now()): Promise<SignInOutcome> {
      const found = await row({ email: email.trim().toLowerCase() });
      if (!found || found.deactivated_at !== null) {
        await verifyPassword(password, NO_ACCOUNT_HASH);
        return { ok: false, reason: 'wrong' };
      }
      if (found.locked_until !== null && Date.parse(found.locked_until) > now) {
        return { ok: false, reason: 'locked', until: found.locked_until };
      }
      if (await verifyPassword(password, found.password_hash)) {
        if (found.failed_sign_ins > 0 || found.locked_until !== null) {
          await write((trx) =>
            trx
              .updateTable('staff_users')
              .set({ failed_sign_ins: 0, locked_until: null })
              .where('id', '=', found.id)
              .execute(),
          );
        }
        return { ok: true, user: toUser(found, now) };
      }
      // Counted in the database, so replicas taking guesses at one account count them together.
      const until = new Date(now + LOCK_OUT_MS).toISOString();
      const locked = await write(async (trx) => {
        const counted = await trx
          .updateTable('staff_users')
          .set((eb) => ({ failed_sign_ins: eb('failed_sign_ins', '+', 1) }))
          .where('id', '=', found.id)
          .returning('failed_sign_ins')
          .executeTakeFirstOrThrow();
        if (Number(counted.failed_sign_ins) < MAX_FAILED_SIGN_INS) return false;
        await trx
          .updateTable('staff_users')
          .set({ failed_sign_ins: 0, locked_until: until })
          .where('id', '=', found.id)
          .execute();
        return true;
      });
      return locked ? { ok: false, reason: 'locked', until } : { ok: false, reason: 'wrong' };
    },

    /** Changes an account; undefined for an unknown id. */
    async update(id: string, change: StaffChange): Promise<StaffUser | undefined> {
      const set: Partial<StaffUsersTable> = {};
      if (change.name !== undefined) set.name = change.name;
      if (change.role !== undefined) set.role = change.role;
      if (change.password !== undefined) set.password_hash = await hashPassword(change.password);
      if (change.active !== undefined) set.deactivated_at = change.active ? null : new Date().toISOString();
      if (change.digest !== undefined) set.digest = change.digest ? 1 : 0;
      if (change.unlock) Object.assign(set, { failed_sign_ins: 0, locked_until: null });
      const updated = await write((trx) =>
        trx.updateTable('staff_users').set(set).where('id', '=', id).returningAll().executeTakeFirst(),
      );
      return updated && toUser(updated);
    },
  };
}

export type StaffRepository = ReturnType<typeof createStaffRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    staffRepository: StaffRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('staffRepository', createStaffRepository(app.store));
  },
  { name: 'staff-repository', decorators: { fastify: ['store'] } },
);
