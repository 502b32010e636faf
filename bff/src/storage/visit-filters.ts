import { ARTICLE_OPEN, CALCULATOR_USED } from '@hl/shared/analytics-events';
import { INSIGHTS_FILTERS, type InsightsBreakdown, type InsightsFilter } from '@hl/shared/insights';
import { type RawBuilder, type SqlBool, sql } from 'kysely';

/**
 * The insights filters as SQL, for visits and for the leads that came from them (docs/BFF.md,
 * Insights): one place, so that the dashboard's figures and its lead lists narrow alike.
 */

/** The breakdown value (and filter value) of visits without a referring site. */
export const DIRECT = '(direct)';

/** The visit columns the source, page and device tables group by (and their filters match). */
export const VISIT_COLUMNS = {
  entryPage: 'entry_page',
  exitPage: 'exit_page',
  referrer: 'referrer',
  utmSource: 'utm_source',
  utmMedium: 'utm_medium',
  utmCampaign: 'utm_campaign',
  device: 'device',
  browser: 'browser',
  os: 'os',
} as const satisfies Partial<Record<InsightsBreakdown, string>>;
export type VisitDimension = keyof typeof VISIT_COLUMNS;
export const isVisitDimension = (d: string): d is VisitDimension => Object.hasOwn(VISIT_COLUMNS, d);

export type Filters = Partial<Record<InsightsFilter, string>>;

/** The filters a query names (its other fields left out). */
export function filtersOf(query: Partial<Record<InsightsFilter, string | undefined>>): Filters {
  const filters: Filters = {};
  for (const key of INSIGHTS_FILTERS) if (query[key] !== undefined) filters[key] = query[key];
  return filters;
}

/**
 * A record's kind as a query that finds records by their session compares it: through an
 * expression, so that no index leading with the kind is taken. Given the kind, SQLite takes the
 * (kind, ...) indexes, which hold the session only further in, and reads every record of the kind
 * for each session (minutes on a million records); by the session's index it reads a visit's few.
 */
export const kindBySession = (alias: string) => sql`${sql.ref(`${alias}.kind`)} || ''`;

/**
 * The records a record filter looks for (a page viewed, a calculator used, an article opened), as
 * `f`; `kind` how their kind is read (by time, the plain column; by session, `kindBySession`).
 */
export const RECORD_FILTERS = {
  page: (value: string, kind = sql`f.kind`) => sql`${kind} = 'pageview' and f.path = ${value}`,
  calculator: (value: string, kind = sql`f.kind`) =>
    sql`${kind} = 'event' and f.type = ${CALCULATOR_USED} and f.element = ${value}`,
  article: (value: string, kind = sql`f.kind`) =>
    sql`${kind} = 'event' and f.type = ${ARTICLE_OPEN} and f.element = ${value}`,
} as const satisfies Record<
  Exclude<InsightsFilter, VisitDimension>,
  (value: string, kind?: RawBuilder<unknown>) => RawBuilder<unknown>
>;

/** A visit column's filter on the visit aliased `alias` ("(direct)" is the visits without a referrer). */
export function visitColumnCondition(alias: string, key: VisitDimension, value: string): RawBuilder<unknown> {
  const column = sql.ref(`${alias}.${VISIT_COLUMNS[key]}`);
  return key === 'referrer' && value === DIRECT ? sql`${column} is null` : sql`${column} = ${value}`;
}

/**
 * The conditions that keep the leads (the table or alias `leads`) whose visit matches the filters:
 * the visit's columns, and records of that visit for a page, calculator or article (found through
 * the records' session index: leads are few). None without filters: every lead counts then, those
 * without a known visit too.
 */
export function leadFilterConditions(filters: Filters, leads = 'l'): RawBuilder<SqlBool>[] {
  const session = sql.ref(`${leads}.session_id`);
  const entries = Object.entries(filters).filter((e): e is [InsightsFilter, string] => e[1] !== undefined);
  if (entries.length === 0) return [];
  const visit = entries.flatMap(([key, value]) =>
    isVisitDimension(key) ? [visitColumnCondition('fv', key, value)] : [],
  );
  const conditions = [
    sql<SqlBool>`exists (select 1 from visits fv where fv.session_id = ${session} and fv.page_views > 0
      ${visit.length ? sql`and ${sql.join(visit, sql` and `)}` : sql``})`,
  ];
  for (const [key, value] of entries) {
    if (isVisitDimension(key)) continue;
    conditions.push(
      sql<SqlBool>`exists (select 1 from analytics_events f
        where f.session_id = ${session} and ${RECORD_FILTERS[key](value, kindBySession('f'))})`,
    );
  }
  return conditions;
}
