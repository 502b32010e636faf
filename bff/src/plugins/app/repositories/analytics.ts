import { ARTICLE_OPEN } from '@hl/shared/analytics-events';
import fp from 'fastify-plugin';
import { rowId } from '../../../storage/row-id.ts';
import type { AnalyticsEventsTable, ClientErrorsTable, WebVitalsTable } from '../../../storage/schema.ts';
import type { Store } from '../../../storage/store.ts';
import { payloadFacts, upsertVisits, type VisitRecord, visitDeltas } from '../../../storage/visit-rollup.ts';

export type AnalyticsKind = AnalyticsEventsTable['kind'];

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

/** An error in a visitor's browser, as stored (client_errors). */
export type NewClientError = Omit<ClientErrorsTable, 'id' | 'created_at'>;
/** A Web Vital, as stored (web_vitals). */
export type NewWebVital = Omit<WebVitalsTable, 'id' | 'created_at'>;

/** What one request stores: the records, and the errors and vitals that came with them. */
export interface NewTelemetry {
  errors?: NewClientError[];
  vitals?: NewWebVital[];
}

/** A stored record as the operators read it. */
export interface StoredAnalyticsRecord {
  id: string;
  createdAt: string;
  kind: AnalyticsKind;
  sessionId: string;
  visitorId: string;
  type: string | null;
  path: string | null;
  element: string | null;
  value: string | null;
  referrer: string | null;
  utmSource: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  payload: Record<string, unknown>;
}

export interface AnalyticsFilter {
  kind?: AnalyticsKind;
  type?: string;
  visitorId?: string;
  sessionId?: string;
  /** Inclusive ISO lower bound on the creation time. */
  from?: string;
  /** Exclusive ISO upper bound on the creation time. */
  to?: string;
  /** At most this many, the newest. */
  limit: number;
}

/** What an article id looks like (a whole number): other elements of article_open events are not counted. */
const ARTICLE_ID = /^[1-9]\d{0,5}$/;
/** The most articles the view counts list (the most viewed), whatever anyone posts. */
export const MAX_COUNTED_ARTICLES = 1000;

/**
 * The tracker's records (page views, events, conversions). A batch (at most MAX_BATCH_RECORDS, 50)
 * is one multi-row insert, with its visits brought up to date in the same transaction.
 */
export function createAnalyticsRepository({ db, write }: Store) {
  return {
    /** Stores records, errors and vitals in one transaction (all or none), committed before this resolves. */
    async save(records: NewAnalyticsRecord[], { errors = [], vitals = [] }: NewTelemetry = {}): Promise<void> {
      if (records.length === 0 && errors.length === 0 && vitals.length === 0) return;
      const time = Date.now();
      const now = new Date(time).toISOString();
      const rows: AnalyticsEventsTable[] = [];
      const visitRecords: VisitRecord[] = [];
      for (const r of records) {
        const row: AnalyticsEventsTable = {
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
        };
        rows.push(row);
        // Not columns of a record: the visit keeps them (visit-rollup.ts).
        visitRecords.push({ ...row, ...payloadFacts(r.kind, r.payload) });
      }
      const visits = visitDeltas(visitRecords);
      const stamped = <T>(row: T) => ({ ...row, id: rowId(time), created_at: now });
      await write(async (trx) => {
        if (rows.length > 0) await trx.insertInto('analytics_events').values(rows).execute();
        if (errors.length > 0) await trx.insertInto('client_errors').values(errors.map(stamped)).execute();
        if (vitals.length > 0) await trx.insertInto('web_vitals').values(vitals.map(stamped)).execute();
        await upsertVisits(trx, visits);
      });
    },

    /** The records that match, newest first. */
    async list(filter: AnalyticsFilter): Promise<StoredAnalyticsRecord[]> {
      let query = db
        .selectFrom('analytics_events')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(filter.limit);
      if (filter.kind) query = query.where('kind', '=', filter.kind);
      if (filter.type) query = query.where('type', '=', filter.type);
      if (filter.visitorId) query = query.where('visitor_id', '=', filter.visitorId);
      if (filter.sessionId) query = query.where('session_id', '=', filter.sessionId);
      if (filter.from) query = query.where('created_at', '>=', filter.from);
      if (filter.to) query = query.where('created_at', '<', filter.to);
      return (await query.execute()).map(
        (row): StoredAnalyticsRecord => ({
          id: row.id,
          createdAt: row.created_at,
          kind: row.kind,
          sessionId: row.session_id,
          visitorId: row.visitor_id,
          type: row.type,
          path: row.path,
          element: row.element,
          value: row.value,
          referrer: row.referrer,
          utmSource: row.utm_source,
          device: row.device,
          browser: row.browser,
          os: row.os,
          payload: JSON.parse(row.payload) as Record<string, unknown>,
        }),
      );
    },

    /**
     * The article_open events by article id (the event's element), most opened first: one grouped
     * count answered from the (kind, type, element) index. Elements that are not article ids are
     * left out.
     */
    async articleViews(): Promise<Record<string, number>> {
      const rows = await db
        .selectFrom('analytics_events')
        .select((eb) => [eb.ref('element').$castTo<string>().as('id'), eb.fn.countAll<string | number>().as('n')])
        .where('kind', '=', 'event')
        .where('type', '=', ARTICLE_OPEN)
        .where('element', 'is not', null)
        .groupBy('element')
        .orderBy('n', 'desc')
        .limit(MAX_COUNTED_ARTICLES)
        .execute();
      return Object.fromEntries(rows.filter((r) => ARTICLE_ID.test(r.id)).map((r) => [r.id, Number(r.n)]));
    },

    /**
     * One batch of the retention purge: deletes at most `limit` records made before `before`,
     * oldest first (the created_at index finds them), and as many visits (the dashboard's rollup)
     * that ended before it, and as many errors and vitals (analytics records too). Resolves with how
     * many records, errors and vitals it deleted.
     */
    async purge({ before, limit }: { before: string; limit: number }): Promise<number> {
      // The visits whose records all ran out go with them (the rollup keeps no longer than the
      // records it sums up); a visit ends after it starts, so the started_at index finds them.
      return write(async (trx) => {
        await trx
          .deleteFrom('visits')
          .where('session_id', 'in', (eb) =>
            eb
              .selectFrom('visits')
              .select('session_id')
              .where('started_at', '<', before)
              .where('ended_at', '<', before)
              .orderBy('started_at')
              .limit(limit),
          )
          .execute();
        const deleted = await trx
          .deleteFrom('analytics_events')
          .where('id', 'in', (eb) =>
            eb
              .selectFrom('analytics_events')
              .select('id')
              .where('created_at', '<', before)
              .orderBy('created_at')
              .limit(limit),
          )
          .returning('id')
          .execute();
        for (const table of ['client_errors', 'web_vitals'] as const) {
          const gone = await trx
            .deleteFrom(table)
            .where('id', 'in', (eb) =>
              eb.selectFrom(table).select('id').where('created_at', '<', before).orderBy('created_at').limit(limit),
            )
            .returning('id')
            .execute();
          deleted.push(...gone);
        }
        return deleted.length;
      });
    },

    /**
     * Deletes every record and visit of these visitors (a deletion request: their leads tied the
     * visitor id to a person), their visits found by visitor, their records by session. Resolves
     * with how many records it deleted.
     */
    async eraseVisitors(visitorIds: readonly string[]): Promise<number> {
      if (visitorIds.length === 0) return 0;
      return write(async (trx) => {
        const sessions = trx
          .selectFrom('visits')
          .select('session_id')
          .where('visitor_id', 'in', [...visitorIds]);
        const deleted = await trx
          .deleteFrom('analytics_events')
          .where((eb) => eb.or([eb('session_id', 'in', sessions), eb('visitor_id', 'in', [...visitorIds])]))
          .returning('id')
          .execute();
        await trx
          .deleteFrom('visits')
          .where('visitor_id', 'in', [...visitorIds])
          .execute();
        return deleted.length;
      });
    },

    /** How many records are stored (of one kind). */
    async count(kind?: AnalyticsKind): Promise<number> {
      let query = db.selectFrom('analytics_events').select((eb) => eb.fn.countAll<string | number>().as('n'));
      if (kind) query = query.where('kind', '=', kind);
      const { n } = await query.executeTakeFirstOrThrow();
      return Number(n);
    },
  };
}

export type AnalyticsRepository = ReturnType<typeof createAnalyticsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    analyticsRepository: AnalyticsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('analyticsRepository', createAnalyticsRepository(app.store));
  },
  { name: 'analytics-repository', decorators: { fastify: ['store'] } },
);
