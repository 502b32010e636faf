import { randomUUID } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { type Dialect, migrate, openDatabase } from './database.ts';
import type { AnalyticsEventsTable, Database, LeadsTable } from './schema.ts';

export type LeadType = LeadsTable['type'];

export interface NewLead {
  type: LeadType;
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

export interface NewAnalyticsRecord {
  kind: AnalyticsEventsTable['kind'];
  sessionId: string;
  visitorId: string;
  type?: string | null;
  path?: string | null;
  payload: Record<string, unknown>;
}

export interface LeadFilter {
  type?: LeadType;
  /** Inclusive ISO lower bound on the creation time. */
  from?: string;
  /** Exclusive ISO upper bound on the creation time. */
  to?: string;
}

/**
 * The one storage interface of the BFF. Every write resolves only once it is committed, so an
 * answer sent after it can never be for a record that is lost.
 */
export interface Storage {
  readonly dialect: Dialect;
  /** Resolves when the database answers a query (readiness). */
  ping(): Promise<void>;
  saveLead(lead: NewLead): Promise<StoredLead>;
  listLeads(filter?: LeadFilter): Promise<StoredLead[]>;
  /** Stores records in one transaction: all or none. */
  saveAnalytics(records: NewAnalyticsRecord[]): Promise<void>;
  countAnalytics(kind?: AnalyticsEventsTable['kind']): Promise<number>;
  close(): Promise<void>;
}

class KyselyStorage implements Storage {
  constructor(
    private readonly db: Kysely<Database>,
    readonly dialect: Dialect,
  ) {}

  async ping() {
    await sql`select 1`.execute(this.db);
  }

  async saveLead(lead: NewLead): Promise<StoredLead> {
    const row = {
      id: randomUUID(),
      type: lead.type,
      email: lead.email ?? null,
      payload: JSON.stringify(lead.payload),
      spam: lead.spam ? 1 : 0,
      created_at: new Date().toISOString(),
    };
    await this.db.insertInto('leads').values(row).execute();
    return toLead(row);
  }

  async listLeads(filter: LeadFilter = {}) {
    let query = this.db.selectFrom('leads').selectAll().orderBy('created_at', 'desc').orderBy('id');
    if (filter.type) query = query.where('type', '=', filter.type);
    if (filter.from) query = query.where('created_at', '>=', filter.from);
    if (filter.to) query = query.where('created_at', '<', filter.to);
    return (await query.execute()).map(toLead);
  }

  async saveAnalytics(records: NewAnalyticsRecord[]) {
    if (records.length === 0) return;
    const now = new Date().toISOString();
    await this.db
      .insertInto('analytics_events')
      .values(
        records.map((r) => ({
          id: randomUUID(),
          kind: r.kind,
          session_id: r.sessionId,
          visitor_id: r.visitorId,
          type: r.type ?? null,
          path: r.path ?? null,
          payload: JSON.stringify(r.payload),
          created_at: now,
        })),
      )
      .execute();
  }

  async countAnalytics(kind?: AnalyticsEventsTable['kind']) {
    let query = this.db.selectFrom('analytics_events').select((eb) => eb.fn.countAll<string | number>().as('n'));
    if (kind) query = query.where('kind', '=', kind);
    const { n } = await query.executeTakeFirstOrThrow();
    return Number(n);
  }

  async close() {
    await this.db.destroy();
  }
}

function toLead(row: LeadsTable): StoredLead {
  return {
    id: row.id,
    type: row.type,
    email: row.email,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    spam: Number(row.spam) === 1,
    createdAt: row.created_at,
  };
}

/** Opens the database of DATABASE_URL and runs the migrations. */
export async function createStorage(databaseUrl: string): Promise<Storage> {
  const { db, dialect } = openDatabase(databaseUrl);
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return new KyselyStorage(db, dialect);
}
