import { CALCULATOR_SELECTED } from '@hl/shared/analytics-events';
import {
  FUNNEL_STEPS,
  type InsightsBreakdown,
  type InsightsBreakdownAnswer,
  type InsightsFilter,
  type InsightsFunnel,
  type InsightsLeadsByDay,
  type InsightsTotals,
} from '@hl/shared/insights';
import fp from 'fastify-plugin';
import { type RawBuilder, sql } from 'kysely';
import type { Dialect } from '../storage/database.ts';
import type { Store } from '../storage/store.ts';

/** A range [from, to) as ISO instants, and the filters of the dashboard's query. */
export interface InsightsScope {
  from: string;
  to: string;
  filters: Partial<Record<InsightsFilter, string>>;
}

/** The breakdown value of visits without a referring site. */
export const DIRECT = '(direct)';

/** South African Standard Time: UTC+02:00 all year. */
export const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/** The visit columns the source and device tables group by (and their filters match). */
const VISIT_COLUMNS = {
  entryPage: 'entry_page',
  referrer: 'referrer',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  device: 'device',
  browser: 'browser',
  os: 'os',
} as const satisfies Partial<Record<InsightsBreakdown, string>>;
type VisitDimension = keyof typeof VISIT_COLUMNS;
const isVisitDimension = (d: string): d is VisitDimension => Object.hasOwn(VISIT_COLUMNS, d);

/** Which of a visit's records a record-based table counts, and what its value is. */
const RECORD_DIMENSIONS: Record<
  Exclude<InsightsBreakdown, VisitDimension | 'article'>,
  { where: RawBuilder<unknown>; value: RawBuilder<unknown> }
> = {
  page: { where: sql`e.kind = 'pageview'`, value: sql`e.path` },
  calculator: { where: sql`e.kind = 'event' and e.type = ${CALCULATOR_SELECTED}`, value: sql`e.value` },
  calculatorSelection: {
    where: sql`e.kind = 'event' and e.type = ${CALCULATOR_SELECTED}`,
    value: sql`e.element || ': ' || e.value`,
  },
  faq: { where: sql`e.kind = 'event' and e.type = 'faq_open'`, value: sql`e.element` },
  conversion: { where: sql`e.kind = 'conversion'`, value: sql`e.type` },
};

/** The visit's records a record filter looks for (a page viewed, a calculator used, an article opened). */
const RECORD_FILTERS = {
  page: (value: string) => sql`e.kind = 'pageview' and e.path = ${value}`,
  calculator: (value: string) => sql`e.kind = 'event' and e.type = ${CALCULATOR_SELECTED} and e.value = ${value}`,
  article: (value: string) => sql`e.kind = 'event' and e.type = 'article_open' and e.element = ${value}`,
} as const;

/** A number from the database (PostgreSQL answers counts and sums as text). */
const num = (value: unknown) => Number(value ?? 0);

/**
 * The operator dashboard's figures. A visit is a session id with at least one page view, counted
 * in the range in which it began; its records count with it. Everything is read from the `visits`
 * rollup (storage/visit-rollup.ts), joined to a visit's own records (by the session index) for the
 * tables of pages, calculators, articles, FAQs and conversions.
 */
export function createInsightsRepository({ db, dialect }: Store) {
  const seconds = durationSeconds(dialect);
  const sastDay = (column: RawBuilder<unknown>) => sastDate(dialect, column);

  /** The conditions that pick the scope's visits (as `v`). */
  const visitConditions = ({ from, to, filters }: InsightsScope) => {
    const conditions = [sql`v.started_at >= ${from}`, sql`v.started_at < ${to}`, sql`v.page_views > 0`];
    for (const [key, value] of Object.entries(filters) as Array<[InsightsFilter, string | undefined]>) {
      if (value === undefined) continue;
      if (isVisitDimension(key)) {
        const column = sql.ref(`v.${VISIT_COLUMNS[key]}`);
        conditions.push(key === 'referrer' && value === DIRECT ? sql`${column} is null` : sql`${column} = ${value}`);
      } else {
        conditions.push(
          sql`exists (select 1 from analytics_events e where e.session_id = v.session_id and ${RECORD_FILTERS[key](value)})`,
        );
      }
    }
    return sql.join(conditions, sql` and `);
  };

  return {
    /** The headline figures of the scope's visits. */
    async totals(scope: InsightsScope): Promise<InsightsTotals> {
      const { rows } = await sql<Record<string, unknown>>`
        select count(distinct v.visitor_id) as visitors, count(*) as visits, sum(v.page_views) as page_views,
          sum(case when v.page_views = 1 and v.interactions = 0 then 1 else 0 end) as bounces,
          avg(${seconds}) as duration
        from visits v where ${visitConditions(scope)}`.execute(db);
      const row = rows[0] ?? {};
      const visits = num(row.visits);
      const pageViews = num(row.page_views);
      return {
        visitors: num(row.visitors),
        visits,
        pageViews,
        viewsPerVisit: visits ? pageViews / visits : 0,
        bounceRate: visits ? num(row.bounces) / visits : 0,
        visitDurationSeconds: Math.max(0, num(row.duration)),
      };
    },

    /**
     * Visitors, visits and page views per hour or per day (South African time) in which visits
     * began: a map from the interval's start (epoch milliseconds); intervals without visits are
     * missing.
     */
    async series(
      scope: InsightsScope,
      interval: 'hour' | 'day',
    ): Promise<Map<number, { visitors: number; visits: number; pageViews: number }>> {
      const bucket = interval === 'hour' ? sql`substr(v.started_at, 1, 13)` : sastDay(sql`v.started_at`);
      const { rows } = await sql<{ bucket: string; visitors: unknown; visits: unknown; page_views: unknown }>`
        select ${bucket} as bucket, count(distinct v.visitor_id) as visitors, count(*) as visits,
          sum(v.page_views) as page_views
        from visits v where ${visitConditions(scope)} group by 1`.execute(db);
      const start = (key: string) =>
        interval === 'hour' ? Date.parse(`${key}:00:00Z`) : Date.parse(`${key}T00:00:00Z`) - SAST_OFFSET_MS;
      return new Map(
        rows.map((r) => [
          start(r.bucket),
          { visitors: num(r.visitors), visits: num(r.visits), pageViews: num(r.page_views) },
        ]),
      );
    },

    /**
     * One table of the dashboard, most visitors first. `titles` names articles by id (the article
     * index); an article it does not know is named by the title its opening recorded.
     */
    async breakdown(
      scope: InsightsScope,
      dimension: InsightsBreakdown,
      limit: number,
      titles: (id: string) => string | undefined = () => undefined,
    ): Promise<InsightsBreakdownAnswer['rows']> {
      const where = visitConditions(scope);
      const order = sql`order by visitors desc, n desc, value limit ${limit}`;
      if (isVisitDimension(dimension)) {
        const column = sql.ref(`v.${VISIT_COLUMNS[dimension]}`);
        const value = dimension === 'referrer' ? sql`coalesce(${column}, ${sql.lit(DIRECT)})` : column;
        const { rows } = await sql<{ value: string; visitors: unknown; n: unknown }>`
          select ${value} as value, count(distinct v.visitor_id) as visitors, count(*) as n
          from visits v where ${where} and ${value} is not null group by 1 ${order}`.execute(db);
        return rows.map((r) => ({ value: r.value, visitors: num(r.visitors), count: num(r.n) }));
      }
      if (dimension === 'article') return articles(where, order, titles);
      const { where: records, value } = RECORD_DIMENSIONS[dimension];
      const { rows } = await sql<{ value: string; visitors: unknown; n: unknown }>`
        select ${value} as value, count(distinct v.visitor_id) as visitors, count(*) as n
        from visits v join analytics_events e on e.session_id = v.session_id
        where ${where} and ${records} and ${value} is not null group by 1 ${order}`.execute(db);
      return rows.map((r) => ({ value: r.value, visitors: num(r.visitors), count: num(r.n) }));
    },

    /**
     * Visitors at each step: visited; used a calculator or opened an article; and opened a lead
     * form; and became a lead. A visitor reaches a step when some visit of theirs in the scope did
     * it and they reached the step before.
     */
    async funnel(scope: InsightsScope): Promise<InsightsFunnel['steps']> {
      const { rows } = await sql<Record<string, unknown>>`
        select count(*) as visit, sum(engaged) as engaged, sum(engaged * opened_form) as opened_form,
          sum(engaged * opened_form * converted) as lead
        from (select v.visitor_id, max(v.engaged) as engaged, max(v.opened_form) as opened_form,
            max(v.converted) as converted
          from visits v where ${visitConditions(scope)} group by v.visitor_id) as t`.execute(db);
      const row = rows[0] ?? {};
      const counts = [num(row.visit), num(row.engaged), num(row.opened_form), num(row.lead)];
      return FUNNEL_STEPS.map((step, i) => {
        const before = counts[i - 1];
        const visitors = counts[i] ?? 0;
        return { step, label: FUNNEL_LABELS[step], visitors, rate: before ? visitors / before : null };
      });
    },

    /** Leads stored per South African day and type in [from, to), spam left out, days in order. */
    async leadsByDay({ from, to }: { from: string; to: string }): Promise<InsightsLeadsByDay['rows']> {
      const day = sastDay(sql`created_at`);
      const { rows } = await sql<{ day: string; type: string; n: unknown }>`
        select ${day} as day, type, count(*) as n from leads
        where created_at >= ${from} and created_at < ${to} and spam = 0
        group by 1, 2 order by 1, 2`.execute(db);
      return rows.map((r) => ({ day: r.day, type: r.type, count: num(r.n) }));
    },
  };

  /**
   * Articles by opens (article_open: the element is the article's id), with the mean seconds read
   * (article_read_duration: the element is the title, the value the seconds).
   */
  async function articles(
    where: RawBuilder<unknown>,
    order: RawBuilder<unknown>,
    titles: (id: string) => string | undefined,
  ): Promise<InsightsBreakdownAnswer['rows']> {
    const { rows } = await sql<{ value: string; title: string | null; visitors: unknown; n: unknown }>`
      select e.element as value, max(e.value) as title, count(distinct v.visitor_id) as visitors, count(*) as n
      from visits v join analytics_events e on e.session_id = v.session_id
      where ${where} and e.kind = 'event' and e.type = 'article_open' and e.element is not null
      group by e.element ${order}`.execute(db);
    const reads = await sql<{ title: string; value: string | null; n: unknown }>`
      select e.element as title, e.value as value, count(*) as n
      from visits v join analytics_events e on e.session_id = v.session_id
      where ${where} and e.kind = 'event' and e.type = 'article_read_duration' and e.element is not null
      group by e.element, e.value`.execute(db);
    // Mean seconds per title, over the reads whose value is a number of seconds.
    const timed = new Map<string, { total: number; count: number }>();
    for (const read of reads.rows) {
      const secondsRead = Number(read.value);
      if (read.value === null || !Number.isFinite(secondsRead) || secondsRead < 0) continue;
      const entry = timed.get(read.title) ?? { total: 0, count: 0 };
      entry.total += secondsRead * num(read.n);
      entry.count += num(read.n);
      timed.set(read.title, entry);
    }
    return rows.map((r) => {
      const label = titles(r.value) ?? r.title ?? undefined;
      const time = label === undefined ? undefined : timed.get(label);
      return {
        value: r.value,
        ...(label === undefined ? {} : { label }),
        visitors: num(r.visitors),
        count: num(r.n),
        ...(time ? { seconds: time.total / time.count } : {}),
      };
    });
  }
}

export const FUNNEL_LABELS: Record<(typeof FUNNEL_STEPS)[number], string> = {
  visit: 'Visited the site',
  engaged: 'Used a calculator or opened an article',
  openedForm: 'Opened a lead form',
  lead: 'Became a lead',
};

/** Seconds from a visit's first record to its last (to the millisecond: julianday is a float of days). */
function durationSeconds(dialect: Dialect): RawBuilder<unknown> {
  return dialect === 'sqlite'
    ? sql`round((julianday(v.ended_at) - julianday(v.started_at)) * 86400000) / 1000.0`
    : sql`extract(epoch from (v.ended_at::timestamptz - v.started_at::timestamptz))`;
}

/** The South African date (YYYY-MM-DD) of an ISO instant stored as text. */
function sastDate(dialect: Dialect, column: RawBuilder<unknown>): RawBuilder<unknown> {
  return dialect === 'sqlite'
    ? sql`substr(datetime(${column}, '+2 hours'), 1, 10)`
    : sql`to_char((${column}::timestamptz at time zone 'UTC') + interval '2 hours', 'YYYY-MM-DD')`;
}

export type InsightsRepository = ReturnType<typeof createInsightsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    insightsRepository: InsightsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('insightsRepository', createInsightsRepository(app.store));
  },
  { name: 'insights-repository', dependencies: ['store'] },
);
