import fp from 'fastify-plugin';
import type { Transaction } from 'kysely';
import type { BuildFacts } from '../../../releases/checks.ts';
import { rowId } from '../../../storage/row-id.ts';
import type { Database, RemoteAuditTable, RemotesTable } from '../../../storage/schema.ts';
import type { Store } from '../../../storage/store.ts';

/** A remote's registry state: where it lives and which versions go to whom. */
export interface RemoteState {
  name: string;
  /** The folder `<version>/mf-manifest.json` is served under. */
  baseUrl: string;
  /** The manifest of MF_*_URL, loaded while no version is stable. */
  configuredEntry: string;
  stable: string | null;
  previous: string | null;
  canary: { version: string; share: number } | null;
  updatedAt: string;
}

export interface Release {
  version: string;
  releasedAt: string;
  releasedBy: string;
  build: BuildFacts;
}

export interface AuditEntry {
  name: string;
  action: RemoteAuditTable['action'];
  version: string | null;
  share: number | null;
  actor: string;
  reason: string | null;
  at: string;
}

/** Who did it and why, as the audit log keeps it. */
export interface Change {
  actor: string;
  reason?: string | undefined;
}

const toState = (row: RemotesTable): RemoteState => ({
  name: row.name,
  baseUrl: row.base_url,
  configuredEntry: row.configured_entry,
  stable: row.stable_version,
  previous: row.previous_version,
  canary: row.canary_version ? { version: row.canary_version, share: Number(row.canary_share) } : null,
  updatedAt: row.updated_at,
});

/** The folder a manifest URL is in: where the remote's server serves its versions. */
export const baseOf = (entry: string) => new URL('.', entry).toString();

/**
 * The remote registry: each remote's state, its released versions and the audit log. Every change
 * writes its state and its audit row in one transaction.
 */
export function createRemoteRegistryRepository({ db, write }: Store) {
  const audit = (
    trx: Transaction<Database>,
    name: string,
    action: AuditEntry['action'],
    entry: Partial<AuditEntry> & Change,
  ) =>
    trx
      .insertInto('remote_audit')
      .values({
        id: rowId(),
        name,
        action,
        version: entry.version ?? null,
        share: entry.share ?? null,
        actor: entry.actor,
        reason: entry.reason ?? null,
        at: new Date().toISOString(),
      })
      .execute();

  const stateIn = async (trx: Transaction<Database>, name: string) => {
    const row = await trx.selectFrom('remotes').selectAll().where('name', '=', name).executeTakeFirst();
    return row && toState(row);
  };

  /**
   * The stable versions a remote had, oldest first, as its promotions and rollbacks left them: a
   * promotion puts a version on top, a rollback of the stable version takes it off. What a second
   * rollback goes back to is the one under the top.
   */
  const stableHistory = async (trx: Transaction<Database>, name: string): Promise<string[]> => {
    const rows = await trx
      .selectFrom('remote_audit')
      .select(['action', 'version', 'share'])
      .where('name', '=', name)
      .where('action', 'in', ['promote', 'rollback'])
      .orderBy('id')
      .execute();
    const stack: string[] = [];
    for (const row of rows) {
      // A rollback of a canary carries its share; one of the stable version none.
      if (row.action === 'promote' && row.version) stack.push(row.version);
      else if (row.action === 'rollback' && row.share === null) stack.pop();
    }
    return stack;
  };

  return {
    /** Every remote's state. */
    async states(): Promise<RemoteState[]> {
      return (await db.selectFrom('remotes').selectAll().orderBy('name').execute()).map(toState);
    },

    /**
     * Adds the remotes of the settings (MF_*_URL) that have no row yet, with no version stable, and
     * follows a setting that moved a remote's server; resolves with the names it added or moved.
     */
    async seed(configured: ReadonlyArray<{ name: string; entry: string }>): Promise<string[]> {
      return write(async (trx) => {
        const changed: string[] = [];
        for (const { name, entry } of configured) {
          const row = await trx.selectFrom('remotes').selectAll().where('name', '=', name).executeTakeFirst();
          if (row?.configured_entry === entry) continue;
          const values = { configured_entry: entry, base_url: baseOf(entry), updated_at: new Date().toISOString() };
          if (row) await trx.updateTable('remotes').set(values).where('name', '=', name).execute();
          else
            await trx
              .insertInto('remotes')
              .values({ name, ...values, canary_share: 0 })
              .onConflict((oc) => oc.doNothing())
              .execute();
          changed.push(name);
        }
        return changed;
      });
    },

    /** The versions of a remote, newest first (at most `limit`). */
    async releases(name: string, limit = 50): Promise<Release[]> {
      const rows = await db
        .selectFrom('remote_releases')
        .selectAll()
        .where('name', '=', name)
        .orderBy('released_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map((r) => ({
        version: r.version,
        releasedAt: r.released_at,
        releasedBy: r.released_by,
        build: JSON.parse(r.build) as BuildFacts,
      }));
    },

    /** One version of a remote, if it was released. */
    async release(name: string, version: string): Promise<Release | undefined> {
      const row = await db
        .selectFrom('remote_releases')
        .selectAll()
        .where('name', '=', name)
        .where('version', '=', version)
        .executeTakeFirst();
      return (
        row && {
          version: row.version,
          releasedAt: row.released_at,
          releasedBy: row.released_by,
          build: JSON.parse(row.build) as BuildFacts,
        }
      );
    },

    /** Records a released version (checked by the caller); false when that version was released already. */
    async addRelease(build: BuildFacts, change: Change): Promise<boolean> {
      return write(async (trx) => {
        const inserted = await trx
          .insertInto('remote_releases')
          .values({
            name: build.name,
            version: build.version,
            released_at: new Date().toISOString(),
            released_by: change.actor,
            build: JSON.stringify(build),
          })
          .onConflict((oc) => oc.doNothing())
          .returning('version')
          .executeTakeFirst();
        if (inserted) await audit(trx, build.name, 'release', { ...change, version: build.version });
        return inserted !== undefined;
      });
    },

    /** Gives `version` to `share` percent of the visitors (sticky per visitor); the rest keep the stable one. */
    async setCanary(name: string, version: string, share: number, change: Change): Promise<RemoteState> {
      return write(async (trx) => {
        await trx
          .updateTable('remotes')
          .set({ canary_version: version, canary_share: share, updated_at: new Date().toISOString() })
          .where('name', '=', name)
          .execute();
        await audit(trx, name, 'canary', { ...change, version, share });
        return (await stateIn(trx, name)) as RemoteState;
      });
    },

    /** Makes `version` the stable one for every visitor; the canary, if any, ends. */
    async promote(name: string, version: string, change: Change): Promise<RemoteState> {
      return write(async (trx) => {
        const before = (await stateIn(trx, name)) as RemoteState;
        await trx
          .updateTable('remotes')
          .set({
            stable_version: version,
            previous_version: before.stable === version ? before.previous : before.stable,
            canary_version: null,
            canary_share: 0,
            updated_at: new Date().toISOString(),
          })
          .where('name', '=', name)
          .execute();
        await audit(trx, name, 'promote', { ...change, version });
        return (await stateIn(trx, name)) as RemoteState;
      });
    },

    /**
     * Goes back: a canary ends (its visitors get the stable version again); without one, the
     * stable version gives way to the one before it (or to the configured address). Resolves with
     * the new state, or undefined when there is nothing to go back to. With `canary`, only that
     * canary ends, if it still runs (a check that decided on a state another replica has changed
     * since must not roll the stable version back instead).
     */
    async rollback(
      name: string,
      change: Change,
      { canary }: { canary?: string } = {},
    ): Promise<{ state: RemoteState; from: string } | undefined> {
      return write(async (trx) => {
        const before = (await stateIn(trx, name)) as RemoteState;
        const now = new Date().toISOString();
        if (canary !== undefined && before.canary?.version !== canary) return undefined;
        if (before.canary) {
          await trx
            .updateTable('remotes')
            .set({ canary_version: null, canary_share: 0, updated_at: now })
            .where('name', '=', name)
            .execute();
          await audit(trx, name, 'rollback', { ...change, version: before.canary.version, share: before.canary.share });
          return { state: (await stateIn(trx, name)) as RemoteState, from: before.canary.version };
        }
        if (before.stable === null) return undefined;
        const history = await stableHistory(trx, name);
        // Under the current stable version: the one a second rollback goes back to after this one.
        const [stable = null, previous = null] = history.slice(0, -1).reverse();
        await trx
          .updateTable('remotes')
          .set({ stable_version: stable, previous_version: previous, updated_at: now })
          .where('name', '=', name)
          .execute();
        await audit(trx, name, 'rollback', { ...change, version: before.stable });
        return { state: (await stateIn(trx, name)) as RemoteState, from: before.stable };
      });
    },

    /** Records something that did not happen and why (a refused release, a preview link given). */
    async note(name: string, action: 'refused' | 'preview', entry: Partial<AuditEntry> & Change): Promise<void> {
      await write((trx) => audit(trx, name, action, entry));
    },

    /** The audit log, newest first: of one remote, or of all; of some actions; from `from` (inclusive) to `to`. */
    async auditLog({
      name,
      actions,
      from,
      to,
      limit = 100,
    }: {
      name?: string;
      actions?: AuditEntry['action'][];
      from?: string;
      to?: string;
      limit?: number;
    } = {}): Promise<AuditEntry[]> {
      let query = db.selectFrom('remote_audit').selectAll().orderBy('id', 'desc').limit(limit);
      if (name) query = query.where('name', '=', name);
      if (actions) query = query.where('action', 'in', actions);
      if (from) query = query.where('at', '>=', from);
      if (to) query = query.where('at', '<', to);
      return (await query.execute()).map((r) => ({
        name: r.name,
        action: r.action,
        version: r.version,
        share: r.share === null ? null : Number(r.share),
        actor: r.actor,
        reason: r.reason,
        at: r.at,
      }));
    },
  };
}

export type RemoteRegistryRepository = ReturnType<typeof createRemoteRegistryRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    remoteRegistryRepository: RemoteRegistryRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('remoteRegistryRepository', createRemoteRegistryRepository(app.store));
  },
  { name: 'remote-registry-repository', decorators: { fastify: ['store'] } },
);
