import { ARTICLE_OPEN, ARTICLE_READ_DURATION, CALCULATOR_USED } from '@hl/shared/analytics-events';
import {
  FUNNEL_STEPS,
  GOALS,
  type GoalEvent,
  type InsightsBreakdown,
  type InsightsBreakdownAnswer,
  type InsightsFilter,
  type InsightsFunnel,
  type InsightsGoals,
  type InsightsLeadsByDay,
  type InsightsTotals,
  LEAD_STAGES,
  LEAD_STATUS_LABELS,
  NOW_MINUTES,
} from '@hl/shared/insights';
import fp from 'fastify-plugin';
import { type RawBuilder, sql } from 'kysely';
import { SAST_OFFSET_MS } from '../../../sast.ts';
import type { Dialect } from '../../../storage/database.ts';
import type { Store } from '../../../storage/store.ts';
import {
  DIRECT,
  type Filters,
  isVisitDimension,
  leadFilterConditions,
  RECORD_FILTERS,
  VISIT_COLUMNS,
  type VisitDimension,
  visitColumnCondition,
} from '../../../storage/visit-filters.ts';

/** A range [from, to) as ISO instants, and the filters of the dashboard's query. */
export interface InsightsScope {
  from: string;
  to: string;
  filters: Filters;
}

/**
 * How far a visit's duration by the browser's clock may stray from the server's: the longest a
 * record waits in the browser before it is delivered (the queue until the tracker loads, a batch's
 * 2 s, a retry). A browser clock set during the visit cannot stretch or shrink it further.
 */
export const MAX_DELIVERY_DELAY_S = 60;

/**
 * Which of a visit's records a record-based table counts, and what its value is. Each `where`
 * fixes the kind (and an event's type), so that the records are found by time in the (kind,
 * created_at) or (kind, type, created_at) index.
 */
const RECORD_DIMENSIONS: Record<
  Exclude<InsightsBreakdown, VisitDimension | 'article'>,
  { where: RawBuilder<unknown>; value: RawBuilder<unknown> }
> = {
  page: { where: sql`e.kind = 'pageview'`, value: sql`e.path` },
  calculator: { where: sql`e.kind = 'event' and e.type = ${CALCULATOR_USED}`, value: sql`e.element` },
  faq: { where: sql`e.kind = 'event' and e.type = 'faq_open'`, value: sql`e.element` },
};

/**
 * When the records of a scope's visits were made: from the range's start (a visit's records are
 * never older than its start) to the last end of a visit that began in the range. Records are
 * looked up by time within it, then kept when their visit is in the scope.
 */
interface RecordWindow {
  from: string;
  until: string;
}

/** A number from the database (PostgreSQL answers counts and sums as text). */
const num = (value: unknown) => Number(value ?? 0);

/** The headline figures and, with an interval, the series of a scope (see `figures`). */
export interface InsightsFigures {
  totals: InsightsTotals;
  /** Visitors, visits and page views by the interval's start (epoch milliseconds); empty intervals missing. */
  series: Map<number, { visitors: number; visits: number; pageViews: number }>;
}

/**
 * The operator dashboard's figures. A visit is a session id with at least one page view, counted
 * in the range in which it began; its records count with it, and the leads stored from it (joined
 * by session). Everything is read from the `visits` rollup (storage/visit-rollup.ts); the tables of
 * pages, calculators, articles and FAQs, and the page, calculator and article filters, read the
 * records of the scope's window by time (indexes of migration 008) and join them to their visits.
 */
export function createInsightsRepository({ db, dialect }: Store) {
  const seconds = durationSeconds(dialect);
  const sastDay = (column: RawBuilder<unknown>) => sastDate(dialect, column);

  /**
   * The record window of a scope (null when no visit began in its range), asked before the query
   * that uses it, so that both databases plan the record lookups with its bounds as values.
   */
  const windowOf = async ({ from, to }: InsightsScope): Promise<RecordWindow | null> => {
    const { rows } = await sql<{ until: string | null }>`
      select max(ended_at) as until from visits where started_at >= ${from} and started_at < ${to}`.execute(db);
    const until = rows[0]?.until ?? null;
    return until === null ? null : { from, until };
  };

  /**
   * The conditions that pick the scope's visits (as `v`). A record filter keeps the visits among
   * the sessions of the matching records in the window (one set, found by time), matched on
   * `session` (a record table matches its records' session, before it looks their visits up).
   */
  const visitConditions = (
    { from, to, filters }: InsightsScope,
    window: RecordWindow | null,
    session = sql.ref('v.session_id'),
  ) => {
    const conditions = [sql`v.started_at >= ${from}`, sql`v.started_at < ${to}`, sql`v.page_views > 0`];
    for (const [key, value] of Object.entries(filters) as Array<[InsightsFilter, string | undefined]>) {
      if (value === undefined) continue;
      if (isVisitDimension(key)) {
        conditions.push(visitColumnCondition('v', key, value));
      } else {
        // Without a window no visit began in the range: the range's own conditions find none.
        conditions.push(
          window
            ? sql`${session} in (select f.session_id from analytics_events f where ${RECORD_FILTERS[key](value)}
                and f.created_at >= ${window.from} and f.created_at <= ${window.until})`
            : sql`1 = 0`,
        );
      }
    }
    return sql.join(conditions, sql` and `);
  };

  /** The visit conditions of a scope, its window asked for only when a record filter needs it. */
  const scopeConditions = async (scope: InsightsScope) => {
    const needsWindow = Object.keys(scope.filters).some((key) => !isVisitDimension(key));
    return visitConditions(scope, needsWindow ? await windowOf(scope) : null);
  };

  /**
   * The rows of a record table: the window's records that `where` picks (by time, from an index of
   * migration 008), each joined to its visit and kept when the visit is in the scope; `select` and
   * `tail` go around it. `cross join` makes SQLite go from the records to their visits (PostgreSQL
   * plans it as any join).
   */
  const recordRows = async <R>(
    scope: InsightsScope,
    window: RecordWindow | null,
    query: { select: RawBuilder<unknown>; where: RawBuilder<unknown>; tail: RawBuilder<unknown> },
  ): Promise<R[]> => {
    if (!window) return [];
    const inScope = visitConditions(scope, window, sql.ref('e.session_id'));
    const { rows } = await sql<R>`
      select ${query.select} from analytics_events e cross join visits v
      where ${query.where} and e.created_at >= ${window.from} and e.created_at <= ${window.until}
        and v.session_id = e.session_id and ${inScope} ${query.tail}`.execute(db);
    return rows;
  };

  return {
    /**
     * The headline figures of the scope's visits and, given an interval, visitors, visits and page
     * views per hour or per South African day in which visits began: one pass over the scope's
     * visits for both.
     */
    async figures(scope: InsightsScope, interval?: 'hour' | 'day'): Promise<InsightsFigures> {
      const conditions = await scopeConditions(scope);
      const totalsOf = (v: string) => {
        const ref = (column: string) => sql.ref(`${v}.${column}`);
        return sql`count(distinct ${ref('visitor_id')}) as visitors, count(*) as visits,
          sum(${ref('page_views')}) as page_views, sum(${ref('bounce')}) as bounces, avg(${ref('duration')}) as duration`;
      };
      const visitColumns = sql`v.visitor_id, v.page_views,
        case when v.page_views = 1 and v.interactions = 0 then 1 else 0 end as bounce, ${seconds} as duration`;
      const bucket = interval === 'hour' ? sql`substr(v.started_at, 1, 13)` : sastDay(sql`v.started_at`);
      // With a series, the scope's visits are read once (materialized) for the totals and the series.
      const { rows } = interval
        ? await sql<Record<string, unknown>>`
            with s as materialized (select ${visitColumns}, ${bucket} as bucket from visits v where ${conditions})
            select null as bucket, ${totalsOf('s')} from s
            union all select s.bucket, ${totalsOf('s')} from s group by s.bucket`.execute(db)
        : await sql<Record<string, unknown>>`
            select null as bucket, ${totalsOf('t')}
            from (select ${visitColumns} from visits v where ${conditions}) as t`.execute(db);
      const row = rows.find((r) => r.bucket === null) ?? {};
      const visits = num(row.visits);
      const pageViews = num(row.page_views);
      const start = (key: string) =>
        interval === 'hour' ? Date.parse(`${key}:00:00Z`) : Date.parse(`${key}T00:00:00Z`) - SAST_OFFSET_MS;
      return {
        totals: {
          visitors: num(row.visitors),
          visits,
          pageViews,
          viewsPerVisit: visits ? pageViews / visits : 0,
          bounceRate: visits ? num(row.bounces) / visits : 0,
          visitDurationSeconds: Math.max(0, num(row.duration)),
        },
        series: new Map(
          rows
            .filter((r) => r.bucket !== null)
            .map((r) => [
              start(String(r.bucket)),
              { visitors: num(r.visitors), visits: num(r.visits), pageViews: num(r.page_views) },
            ]),
        ),
      };
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
      const order = sql`order by visitors desc, n desc, value limit ${limit}`;
      if (isVisitDimension(dimension)) {
        const column = sql.ref(`v.${VISIT_COLUMNS[dimension]}`);
        const value = dimension === 'referrer' ? sql`coalesce(${column}, ${sql.lit(DIRECT)})` : column;
        const { rows } = await sql<{ value: string; visitors: unknown; n: unknown }>`
          select ${value} as value, count(distinct v.visitor_id) as visitors, count(*) as n
          from visits v where ${await scopeConditions(scope)} and ${value} is not null group by 1 ${order}`.execute(db);
        return rows.map((r) => ({ value: r.value, visitors: num(r.visitors), count: num(r.n) }));
      }
      const window = await windowOf(scope);
      if (dimension === 'article') return articles(scope, window, order, titles);
      const { where, value } = RECORD_DIMENSIONS[dimension];
      const rows = await recordRows<{ value: string; visitors: unknown; n: unknown }>(scope, window, {
        select: sql`${value} as value, count(distinct v.visitor_id) as visitors, count(*) as n`,
        where: sql`${where} and ${value} is not null`,
        tail: sql`group by 1 ${order}`,
      });
      return rows.map((r) => ({ value: r.value, visitors: num(r.visitors), count: num(r.n) }));
    },

    /**
     * Visits at each step, each within the one before: visited; opened a lead form (the visitor
     * opened or focused one, or a lead came from the visit); became a lead (a lead stored from the
     * visit, joined by its session, spam left out); then each follow-up stage its lead reached
     * (the furthest a lead of the visit was taken, whatever it is now).
     */
    async funnel(scope: InsightsScope): Promise<InsightsFunnel['steps']> {
      const stages = LEAD_STAGES.slice(1).map(
        (_, i) => sql`sum(case when t.reached >= ${sql.lit(i + 1)} then 1 else 0 end) as ${sql.ref(`s${i + 1}`)}`,
      );
      const { rows } = await sql<Record<string, unknown>>`
        select count(*) as visit,
          sum(case when t.opened_form = 1 or t.reached is not null then 1 else 0 end) as opened_form,
          sum(case when t.reached is not null then 1 else 0 end) as lead, ${sql.join(stages)}
        from (select v.opened_form,
            (select max(l.reached) from leads l where l.session_id = v.session_id and l.spam = 0) as reached
          from visits v where ${await scopeConditions(scope)}) as t`.execute(db);
      const row = rows[0] ?? {};
      const counts = [row.visit, row.opened_form, row.lead, ...stages.map((_, i) => row[`s${i + 1}`])].map(num);
      return FUNNEL_STEPS.map((step, i) => {
        const before = counts[i - 1];
        const visits = counts[i] ?? 0;
        return { step, label: FUNNEL_LABELS[step], visits, rate: before ? visits / before : null };
      });
    },

    /**
     * Each goal over the scope's visits (the events that count for it, GOALS of
     * @hl/shared/insights): the visits that reached it, how often it was done, and their share of
     * the visits; and the visitors on the site now, with the filters: those whose visit had a
     * record in the last NOW_MINUTES minutes (a visit that began up to a day before `now`).
     */
    async goals(scope: InsightsScope, now = Date.now()): Promise<InsightsGoals> {
      const types = [...new Set(GOALS.flatMap((g) => g.events.map((e) => e.type)))];
      const rows = await recordRows<{
        type: string;
        element: string | null;
        value: string | null;
        session: string;
        n: unknown;
      }>(scope, await windowOf(scope), {
        select: sql`e.type, e.element, e.value, e.session_id as session, count(*) as n`,
        where: sql`e.kind = 'event' and e.type in (${sql.join(types)})`,
        tail: sql`group by e.type, e.element, e.value, e.session_id`,
      });
      const { rows: all } = await sql<{ n: unknown }>`
        select count(*) as n from visits v where ${await scopeConditions(scope)}`.execute(db);
      const visits = num(all[0]?.n);
      const recent = {
        from: new Date(now - 24 * 60 * 60 * 1000).toISOString(),
        to: new Date(now + 1).toISOString(),
        filters: scope.filters,
      };
      const { rows: present } = await sql<{ n: unknown }>`
        select count(distinct v.visitor_id) as n from visits v
        where ${await scopeConditions(recent)} and v.ended_at >= ${new Date(now - NOW_MINUTES * 60_000).toISOString()}`.execute(
        db,
      );
      return {
        goals: GOALS.map((goal) => {
          const matching = rows.filter((r) =>
            goal.events.some(
              (e: GoalEvent) =>
                e.type === r.type &&
                (e.element === undefined || e.element === r.element) &&
                (e.valueHas === undefined || (r.value ?? '').includes(e.valueHas)),
            ),
          );
          const reached = new Set(matching.map((r) => r.session)).size;
          return {
            id: goal.id,
            label: goal.label,
            visits: reached,
            count: matching.reduce((n, r) => n + num(r.n), 0),
            rate: visits ? reached / visits : 0,
          };
        }),
        now: { visitors: num(present[0]?.n), minutes: NOW_MINUTES },
      };
    },

    /**
     * Leads stored per South African day and type in [from, to), spam left out and counted apart;
     * with filters, the leads of the visits that match them.
     */
    async leadsByDay({ from, to, filters }: InsightsScope): Promise<InsightsLeadsByDay> {
      const day = sastDay(sql`l.created_at`);
      const where = sql.join(
        [sql`l.created_at >= ${from}`, sql`l.created_at < ${to}`, ...leadFilterConditions(filters)],
        sql` and `,
      );
      const { rows } = await sql<{ day: string | null; type: string | null; n: unknown }>`
        select ${day} as day, l.type, count(*) as n from leads l where ${where} and l.spam = 0 group by 1, 2
        union all select null, null, count(*) from leads l where ${where} and l.spam = 1
        order by 1, 2`.execute(db);
      const spam = rows.find((r) => r.day === null);
      return {
        rows: rows.flatMap((r) => (r.day === null ? [] : [{ day: r.day, type: String(r.type), count: num(r.n) }])),
        spam: num(spam?.n),
      };
    },
  };

  /**
   * Articles by opens (article_open: the element is the article's id), with the mean seconds read
   * (article_read_duration: the element is the title, the value the seconds).
   */
  async function articles(
    scope: InsightsScope,
    window: RecordWindow | null,
    order: RawBuilder<unknown>,
    titles: (id: string) => string | undefined,
  ): Promise<InsightsBreakdownAnswer['rows']> {
    const rows = await recordRows<{ value: string; title: string | null; visitors: unknown; n: unknown }>(
      scope,
      window,
      {
        select: sql`e.element as value, max(e.value) as title, count(distinct v.visitor_id) as visitors, count(*) as n`,
        where: sql`e.kind = 'event' and e.type = ${ARTICLE_OPEN} and e.element is not null`,
        tail: sql`group by e.element ${order}`,
      },
    );
    const reads = await recordRows<{ title: string; value: string | null; n: unknown }>(scope, window, {
      select: sql`e.element as title, e.value as value, count(*) as n`,
      where: sql`e.kind = 'event' and e.type = ${ARTICLE_READ_DURATION} and e.element is not null`,
      tail: sql`group by e.element, e.value`,
    });
    // Mean seconds per title, over the reads whose value is a number of seconds.
    const timed = new Map<string, { total: number; count: number }>();
    for (const read of reads) {
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
  openedForm: 'Opened a lead form',
  lead: 'Became a lead',
  contacted: `Lead ${LEAD_STATUS_LABELS.contacted.toLowerCase()}`,
  pre_approval_started: LEAD_STATUS_LABELS.pre_approval_started,
  submitted_to_banks: LEAD_STATUS_LABELS.submitted_to_banks,
  approved: LEAD_STATUS_LABELS.approved,
  registered: `Bond ${LEAD_STATUS_LABELS.registered.toLowerCase()}`,
};

/**
 * Seconds from a visit's first record to its last by the browser's clock (what the visitor spent;
 * the server receives the first records late, after the tracker loads), kept within
 * MAX_DELIVERY_DELAY_S of the server's span; the server's span alone for a visit without browser
 * times. Never negative.
 */
function durationSeconds(dialect: Dialect): RawBuilder<unknown> {
  const span = (end: string, start: string) =>
    dialect === 'sqlite'
      ? sql`(julianday(${sql.ref(end)}) - julianday(${sql.ref(start)})) * 86400.0`
      : sql`extract(epoch from (${sql.ref(end)}::timestamptz - ${sql.ref(start)}::timestamptz))`;
  const server = span('v.ended_at', 'v.started_at');
  const [most, least] = dialect === 'sqlite' ? [sql`max`, sql`min`] : [sql`greatest`, sql`least`];
  const bounded = sql`${most}(0, ${least}(${most}(coalesce(${span('v.client_ended_at', 'v.client_started_at')}, ${server}),
    ${server} - ${sql.lit(MAX_DELIVERY_DELAY_S)}), ${server} + ${sql.lit(MAX_DELIVERY_DELAY_S)}))`;
  // julianday is a float of days: rounded to the millisecond.
  return dialect === 'sqlite' ? sql`round(${bounded} * 1000) / 1000.0` : bounded;
}

/**
 * The South African date (YYYY-MM-DD) of an ISO instant stored as text (UTC, `Z`). Before 22:00 UTC
 * it is the UTC date, read off the text; only the last two hours of a UTC day pay for a date
 * conversion (which, on every row, was most of a month's series).
 */
function sastDate(dialect: Dialect, column: RawBuilder<unknown>): RawBuilder<unknown> {
  const nextDay =
    dialect === 'sqlite'
      ? sql`date(${column}, '+2 hours')`
      : sql`to_char((${column}::timestamptz at time zone 'UTC') + interval '2 hours', 'YYYY-MM-DD')`;
  return sql`case when substr(${column}, 12, 2) < '22' then substr(${column}, 1, 10) else ${nextDay} end`;
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
  { name: 'insights-repository', decorators: { fastify: ['store'] } },
);
