import { randomUUID } from 'node:crypto';
import { CompiledQuery, type Kysely, sql } from 'kysely';
import { type Dialect, migrate, openDatabase } from './database.ts';
import { inProcessExecutor, type StatementExecutor, sqliteWorkerExecutor } from './executor.ts';
import type { AnalyticsEventsTable, Database, LeadsTable } from './schema.ts';
import { WriteQueue } from './write-queue.ts';

export type LeadType = LeadsTable['type'];
export const LEAD_TYPES = ['newsletter', 'partner', 'callback', 'contact'] as const satisfies readonly LeadType[];
export type AnalyticsKind = AnalyticsEventsTable['kind'];

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
 * What saveLead did: `created` is false only for a newsletter sign-up whose e-mail is already
 * subscribed; `lead` is then the subscription already on the list.
 */
export interface SavedLead {
  created: boolean;
  lead: StoredLead;
}

export interface NewAnalyticsRecord {
  kind: AnalyticsKind;
  sessionId: string;
  visitorId: string;
  type?: string | null;
  path?: string | null;
  element?: string | null;
  value?: string | null;
  referrer?: string | null;
  utmSource?: string | null;
  device?: string | null;
  browser?: string | null;
  os?: string | null;
  payload: Record<string, unknown>;
}

export interface TimeWindow {
  /** Inclusive ISO lower bound on the creation time. */
  from?: string;
  /** Exclusive ISO upper bound on the creation time. */
  to?: string;
}

export interface LeadFilter extends TimeWindow {
  type?: LeadType;
}

/** One line of a tally: a value and how often it was seen. */
export interface Tally {
  value: string;
  count: number;
}

/** The operators' view of the analytics in a time window. */
export interface AnalyticsSummary {
  uniqueVisitors: number;
  sessions: number;
  pageViews: number;
  /** Page views by path. */
  topPages: Tally[];
  /** Page views by referring site (scheme and host). */
  topReferrers: Tally[];
  /** Page views by utm_source. */
  topUtmSources: Tally[];
  /** Unique visitors by device, browser and operating system (from their page views). */
  devices: Tally[];
  browsers: Tally[];
  operatingSystems: Tally[];
  eventsByType: Tally[];
  conversionsByType: Tally[];
  /** calculator_selected events by calculator id. */
  calculatorSelections: Tally[];
}

/**
 * The one storage interface of the BFF. Every write resolves only once it is committed, so an
 * answer sent after it can never be for a record that is lost. Concurrent writes are committed
 * together (group commit, see write-queue.ts).
 */
export interface Storage {
  readonly dialect: Dialect;
  /** Resolves when the database answers a query (readiness). */
  ping(): Promise<void>;
  /** Stores a lead; a newsletter e-mail already subscribed (not as spam) is not stored twice. */
  saveLead(lead: NewLead): Promise<SavedLead>;
  /** Leads, newest first. */
  listLeads(filter?: LeadFilter): Promise<StoredLead[]>;
  /** Stores records in one transaction: all or none. */
  saveAnalytics(records: NewAnalyticsRecord[]): Promise<void>;
  countAnalytics(kind?: AnalyticsKind): Promise<number>;
  /** Counts and top lists of the analytics records in a time window (`top` lines per list). */
  summariseAnalytics(window?: TimeWindow, top?: number): Promise<AnalyticsSummary>;
  /** Commits what is queued, then closes the database. */
  close(): Promise<void>;
}

/**
 * A row id: a UUIDv7 (RFC 9562), the time in milliseconds then random bits. Ids made close in time
 * sort close together, so inserts append to the primary-key index instead of touching a random page
 * of it each time (far less to write per commit on SQLite and PostgreSQL alike).
 */
export function rowId(now = Date.now()): string {
  const time = now.toString(16).padStart(12, '0');
  // randomUUID(): xxxxxxxx-xxxx-4xxx-Nxxx-xxxxxxxxxxxx; keep its random part and variant from char 15 on.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomUUID().slice(15)}`;
}

type Write = { kind: 'lead'; row: LeadsTable } | { kind: 'analytics'; rows: AnalyticsEventsTable[] };
type WriteResult = SavedLead | undefined;

/** The columns of an analytics row, in the order the prepared multi-row inserts list them. */
const ANALYTICS_COLUMNS = [
  'id',
  'kind',
  'session_id',
  'visitor_id',
  'type',
  'path',
  'element',
  'value',
  'referrer',
  'utm_source',
  'device',
  'browser',
  'os',
  'payload',
  'created_at',
] as const satisfies ReadonlyArray<keyof AnalyticsEventsTable>;

/**
 * Analytics rows go in multi-row inserts of these sizes (largest first), so a handful of SQL texts
 * serve every group and stay prepared; 64 rows of 15 columns keep well inside both dialects'
 * parameter limits.
 */
const INSERT_SIZES = [64, 16, 4, 1];

class KyselyStorage implements Storage {
  readonly #queue: WriteQueue<Write, WriteResult>;
  readonly #insertSql = new Map<number, string>();

  constructor(
    private readonly db: Kysely<Database>,
    readonly dialect: Dialect,
    private readonly executor: StatementExecutor,
  ) {
    this.#queue = new WriteQueue((writes) => this.#commit(writes));
  }

  async ping() {
    await sql`select 1`.execute(this.db);
  }

  async saveLead(lead: NewLead): Promise<SavedLead> {
    const row: LeadsTable = {
      id: rowId(),
      type: lead.type,
      email: lead.email?.trim().toLowerCase() || null,
      payload: JSON.stringify(lead.payload),
      spam: lead.spam ? 1 : 0,
      created_at: new Date().toISOString(),
    };
    return (await this.#queue.push({ kind: 'lead', row })) as SavedLead;
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
    const time = Date.now();
    const now = new Date(time).toISOString();
    const rows = records.map(
      (r): AnalyticsEventsTable => ({
        id: rowId(time),
        kind: r.kind,
        session_id: r.sessionId,
        visitor_id: r.visitorId,
        type: r.type ?? null,
        path: r.path ?? null,
        element: r.element ?? null,
        value: r.value ?? null,
        referrer: r.referrer ?? null,
        utm_source: r.utmSource ?? null,
        device: r.device ?? null,
        browser: r.browser ?? null,
        os: r.os ?? null,
        payload: JSON.stringify(r.payload),
        created_at: now,
      }),
    );
    await this.#queue.push({ kind: 'analytics', rows });
  }

  async countAnalytics(kind?: AnalyticsKind) {
    let query = this.db.selectFrom('analytics_events').select((eb) => eb.fn.countAll<string | number>().as('n'));
    if (kind) query = query.where('kind', '=', kind);
    const { n } = await query.executeTakeFirstOrThrow();
    return Number(n);
  }

  async summariseAnalytics(window: TimeWindow = {}, top = 10): Promise<AnalyticsSummary> {
    const records = (kind?: AnalyticsKind) => {
      let query = this.db.selectFrom('analytics_events');
      if (kind) query = query.where('kind', '=', kind);
      if (window.from) query = query.where('created_at', '>=', window.from);
      if (window.to) query = query.where('created_at', '<', window.to);
      return query;
    };
    type Column = 'path' | 'referrer' | 'utm_source' | 'device' | 'browser' | 'os' | 'type' | 'value';
    /** Records (or distinct visitors) by the values of a column, most frequent first. */
    const tally = async (kind: AnalyticsKind, column: Column, options: { visitors?: boolean; type?: string } = {}) => {
      let query = records(kind)
        .select((eb) => [
          eb.ref(column).$castTo<string>().as('value'),
          (options.visitors ? eb.fn.count('visitor_id').distinct() : eb.fn.countAll())
            .$castTo<string | number>()
            .as('n'),
        ])
        .where(column, 'is not', null)
        .groupBy(column)
        .orderBy('n', 'desc')
        .orderBy(column)
        .limit(top);
      if (options.type) query = query.where('type', '=', options.type);
      return (await query.execute()).map((r): Tally => ({ value: r.value, count: Number(r.n) }));
    };
    const totals = await records()
      .select((eb) => [
        eb.fn.count('visitor_id').distinct().$castTo<string | number>().as('visitors'),
        eb.fn.count('session_id').distinct().$castTo<string | number>().as('sessions'),
        eb.fn
          .sum(eb.case().when('kind', '=', 'pageview').then(1).else(0).end())
          .$castTo<string | number | null>()
          .as('pageViews'),
      ])
      .executeTakeFirstOrThrow();

    return {
      uniqueVisitors: Number(totals.visitors),
      sessions: Number(totals.sessions),
      pageViews: Number(totals.pageViews ?? 0),
      topPages: await tally('pageview', 'path'),
      topReferrers: await tally('pageview', 'referrer'),
      topUtmSources: await tally('pageview', 'utm_source'),
      devices: await tally('pageview', 'device', { visitors: true }),
      browsers: await tally('pageview', 'browser', { visitors: true }),
      operatingSystems: await tally('pageview', 'os', { visitors: true }),
      eventsByType: await tally('event', 'type'),
      conversionsByType: await tally('conversion', 'type'),
      calculatorSelections: await tally('event', 'value', { type: 'calculator_selected' }),
    };
  }

  async close() {
    await this.#queue.close();
    await this.executor.close();
    await this.db.destroy();
  }

  /** Commits one group of writes in one transaction; one result per write, in order. */
  async #commit(writes: Write[]): Promise<WriteResult[]> {
    const group: CompiledQuery[] = [];
    const leadStatement = new Map<Write, number>();
    const analytics: AnalyticsEventsTable[] = [];
    for (const write of writes) {
      if (write.kind === 'analytics') {
        analytics.push(...write.rows);
      } else {
        // The unique index on live newsletter e-mails turns a duplicate into no insert (no row back).
        leadStatement.set(write, group.length);
        group.push(
          this.db
            .insertInto('leads')
            .values(write.row)
            .onConflict((oc) => oc.doNothing())
            .returning('id')
            .compile(),
        );
      }
    }
    for (let i = 0; i < analytics.length; ) {
      const size = INSERT_SIZES.find((n) => n <= analytics.length - i) ?? 1;
      group.push(this.#insertAnalytics(analytics.slice(i, i + size)));
      i += size;
    }
    const results = await this.executor.run(group);
    return Promise.all(
      writes.map(async (write): Promise<WriteResult> => {
        if (write.kind === 'analytics') return undefined;
        const inserted = (results[leadStatement.get(write) ?? -1]?.length ?? 0) > 0;
        return inserted
          ? { created: true, lead: toLead(write.row) }
          : { created: false, lead: await this.#existing(write.row) };
      }),
    );
  }

  /** A prepared multi-row insert of analytics rows (its SQL compiled once per size). */
  #insertAnalytics(rows: AnalyticsEventsTable[]): CompiledQuery {
    let text = this.#insertSql.get(rows.length);
    if (text === undefined) {
      const template = Object.fromEntries(ANALYTICS_COLUMNS.map((c) => [c, null])) as unknown as AnalyticsEventsTable;
      text = this.db
        .insertInto('analytics_events')
        .values(rows.map(() => template))
        .compile().sql;
      this.#insertSql.set(rows.length, text);
    }
    const parameters: unknown[] = [];
    for (const row of rows) for (const column of ANALYTICS_COLUMNS) parameters.push(row[column]);
    return CompiledQuery.raw(text, parameters);
  }

  /** The live subscription a duplicate newsletter sign-up ran into (committed before it). */
  async #existing(row: LeadsTable): Promise<StoredLead> {
    const existing = await this.db
      .selectFrom('leads')
      .selectAll()
      .where('type', '=', row.type)
      .where('email', '=', row.email)
      .where('spam', '=', 0)
      .executeTakeFirstOrThrow();
    return toLead(existing);
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

/**
 * Opens the database of DATABASE_URL and runs the migrations. Writes to a SQLite file are committed
 * by a writer thread of their own (executor.ts); PostgreSQL's go through Kysely's pool.
 */
export async function createStorage(databaseUrl: string): Promise<Storage> {
  const { db, dialect, file } = openDatabase(databaseUrl);
  try {
    await migrate(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return new KyselyStorage(db, dialect, file ? sqliteWorkerExecutor(file) : inProcessExecutor(db));
}
