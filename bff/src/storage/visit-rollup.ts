import { type EventType, PAGE_EVENT_TYPES } from '@hl/shared/analytics-events';
import { type Kysely, sql } from 'kysely';
import type { AnalyticsEventsTable, Database, VisitsTable } from './schema.ts';

/**
 * Events the page makes by itself. The provider marks them `passive` as it records them; records
 * of an older tracker carry no mark, so their type decides too.
 */
const PAGE_EVENTS: ReadonlySet<string> = new Set<string>(PAGE_EVENT_TYPES);

/**
 * Opened a lead form: the visitor focused a field of one, opened the dialog that holds the
 * callback form (Get Pre-Approved) or the callback prompt's form, or submitted one. Passive events
 * never count (the newsletter offer opening on its timer is no visitor opening a form); a
 * conversion does (its form was open), and so does a lead stored from the visit (insights.ts).
 */
export const FORM_EVENTS: ReadonlySet<string> = new Set<EventType>([
  'lead_form_focus',
  'get_pre_approved',
  'callback_prompt_used',
  'form_submit',
  'newsletter_submit',
  'contact_form_submitted',
]);

/**
 * What one record tells about its visit. The UTM medium and campaign come from the page view's
 * payload; `client_at` is when the browser made it (its own clock, UTC), null for a record without
 * a timestamp; `passive`: the page made it by itself.
 */
export type VisitRecord = Pick<
  AnalyticsEventsTable,
  | 'session_id'
  | 'visitor_id'
  | 'kind'
  | 'type'
  | 'path'
  | 'referrer'
  | 'utm_source'
  | 'device'
  | 'browser'
  | 'os'
  | 'created_at'
> & { utm_medium: string | null; utm_campaign: string | null; client_at: string | null; passive: boolean };

/** The referring site's host name ("www.google.com"), from the stored scheme and host. */
const referrerHost = (referrer: string | null) => (referrer ? referrer.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '') : null);

/** Whether an event is the page's own doing: marked so when recorded, or of a type the page always makes. */
export const isPassive = (type: string | null, marked: boolean) => marked || (type !== null && PAGE_EVENTS.has(type));

/**
 * A record's time on the browser's clock (UTC ISO, comparable as text), from the ISO time with
 * offset the contract took; null without one.
 */
export function clientTime(timestamp: unknown): string | null {
  if (typeof timestamp !== 'string') return null;
  const ms = Date.parse(timestamp);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

const earlier = (a: string | null, b: string | null) => (a === null || (b !== null && b < a) ? b : a);
const later = (a: string | null, b: string | null) => (a === null || (b !== null && b > a) ? b : a);

/**
 * The visits some records belong to, one row per visit, in the order the records came: what they
 * add to a stored visit (page views and interactions to add, the form flag to set, the first page
 * view's entry page and source when the visit has none yet, the latest page view as exit page, the
 * first and last times on the server's and on the browser's clock). `upsertVisits` merges them
 * into the table.
 */
export function visitDeltas(records: readonly VisitRecord[]): VisitsTable[] {
  const visits = new Map<string, VisitsTable>();
  for (const r of records) {
    let visit = visits.get(r.session_id);
    if (!visit) {
      visit = {
        session_id: r.session_id,
        visitor_id: r.visitor_id,
        started_at: r.created_at,
        ended_at: r.created_at,
        client_started_at: null,
        client_ended_at: null,
        entry_page: null,
        exit_page: null,
        last_view_at: null,
        referrer: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        device: null,
        browser: null,
        os: null,
        page_views: 0,
        interactions: 0,
        opened_form: 0,
      };
      visits.set(r.session_id, visit);
    }
    if (r.created_at < visit.started_at) visit.started_at = r.created_at;
    if (r.created_at > visit.ended_at) visit.ended_at = r.created_at;
    visit.client_started_at = earlier(visit.client_started_at, r.client_at);
    visit.client_ended_at = later(visit.client_ended_at, r.client_at);
    if (r.kind === 'pageview') {
      visit.page_views += 1;
      // The page viewed last, by the browser's clock where the record has it: the exit page.
      const viewedAt = r.client_at ?? r.created_at;
      if (r.path && (visit.last_view_at === null || viewedAt >= visit.last_view_at)) {
        visit.exit_page = r.path;
        visit.last_view_at = viewedAt;
      }
      if (visit.entry_page === null && r.path) {
        Object.assign(visit, {
          entry_page: r.path,
          referrer: referrerHost(r.referrer),
          utm_source: r.utm_source,
          utm_medium: r.utm_medium,
          utm_campaign: r.utm_campaign,
          device: r.device,
          browser: r.browser,
          os: r.os,
        });
      }
    } else if (r.kind === 'conversion') {
      visit.interactions += 1;
      visit.opened_form = 1;
    } else if (r.type && !isPassive(r.type, r.passive)) {
      visit.interactions += 1;
      if (FORM_EVENTS.has(r.type)) visit.opened_form = 1;
    }
  }
  return [...visits.values()];
}

/** The first page view's columns: taken from the new rows while the stored visit has no entry page. */
const SOURCE_COLUMNS = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'device', 'browser', 'os'] as const;

/** `a` unless it is null or `b` is smaller (SQL's min would give null with a null). */
const least = (a: string, b: string) =>
  sql`case when ${sql.ref(a)} is null or ${sql.ref(b)} < ${sql.ref(a)} then ${sql.ref(b)} else ${sql.ref(a)} end`;
const greatest = (a: string, b: string) =>
  sql`case when ${sql.ref(a)} is null or ${sql.ref(b)} > ${sql.ref(a)} then ${sql.ref(b)} else ${sql.ref(a)} end`;
/** The exit page's columns: the new rows' when their last page view is as late or later. */
const newerView = sql`excluded.last_view_at is not null
  and (visits.last_view_at is null or excluded.last_view_at >= visits.last_view_at)`;

/**
 * How a visit's new row merges into the stored one (the same SQL on SQLite and PostgreSQL): the
 * earliest start, the latest end (on both clocks), counts added, the form flag kept once set, the
 * first page view's columns kept once there, the latest page view's path. Every expression reads
 * the stored row as it was before the update.
 */
const mergeSet = Object.fromEntries([
  ['started_at', least('visits.started_at', 'excluded.started_at')],
  ['ended_at', greatest('visits.ended_at', 'excluded.ended_at')],
  ['client_started_at', least('visits.client_started_at', 'excluded.client_started_at')],
  ['client_ended_at', greatest('visits.client_ended_at', 'excluded.client_ended_at')],
  ['entry_page', sql`coalesce(visits.entry_page, excluded.entry_page)`],
  ...SOURCE_COLUMNS.map((c) => [
    c,
    sql`case when visits.entry_page is null then ${sql.ref(`excluded.${c}`)} else ${sql.ref(`visits.${c}`)} end`,
  ]),
  ['exit_page', sql`case when ${newerView} then excluded.exit_page else visits.exit_page end`],
  ['last_view_at', sql`case when ${newerView} then excluded.last_view_at else visits.last_view_at end`],
  ['page_views', sql`visits.page_views + excluded.page_views`],
  ['interactions', sql`visits.interactions + excluded.interactions`],
  ['opened_form', sql`case when excluded.opened_form = 1 then 1 else visits.opened_form end`],
]);

/** Merges visit rows (at most one per visit) into the table, in one statement. */
export async function upsertVisits(db: Kysely<Database>, visits: readonly VisitsTable[]): Promise<void> {
  if (visits.length === 0) return;
  await db
    .insertInto('visits')
    .values([...visits])
    .onConflict((oc) => oc.column('session_id').doUpdateSet(mergeSet))
    .execute();
}

/** Visit rows per statement of the backfill: 19 columns each, well within both dialects' limits. */
const BACKFILL_ROWS_PER_STATEMENT = 500;

/** What a stored record's payload adds to its visit: UTM medium and campaign (page views), its browser time, its mark. */
export function payloadFacts(
  kind: AnalyticsEventsTable['kind'],
  payload: Record<string, unknown>,
): Pick<VisitRecord, 'utm_medium' | 'utm_campaign' | 'client_at' | 'passive'> {
  const utm = kind === 'pageview' ? payload.utmParams : undefined;
  const param = (name: string) => {
    const value = utm && typeof utm === 'object' ? (utm as Record<string, unknown>)[name] : undefined;
    return typeof value === 'string' ? value : null;
  };
  return {
    utm_medium: param('utm_medium'),
    utm_campaign: param('utm_campaign'),
    client_at: clientTime(payload.timestamp),
    passive: payload.passive === true,
  };
}

/**
 * Builds the visits of records already stored, as the write path would have: the records in the
 * order they were stored (time, then id), `pageSize` at a time, each page's visits merged into the
 * table by the write path's own upsert, many visits a statement (a visit whose records span two
 * pages is merged twice, as two batches from the tracker would). Resolves with how many records it
 * read.
 */
export async function backfillVisits(db: Kysely<Database>, pageSize = 5000): Promise<number> {
  let after: { createdAt: string; id: string } | undefined;
  let read = 0;
  for (;;) {
    let query = db
      .selectFrom('analytics_events')
      .select(['id', 'kind', 'session_id', 'visitor_id', 'type', 'path', 'referrer', 'utm_source'])
      .select(['device', 'browser', 'os', 'created_at', 'payload'])
      .orderBy('created_at')
      .orderBy('id')
      .limit(pageSize);
    if (after) {
      const { createdAt, id } = after;
      // The first condition is the created_at index's range; the second steps past the last row read.
      query = query
        .where('created_at', '>=', createdAt)
        .where((eb) => eb.or([eb('created_at', '>', createdAt), eb('id', '>', id)]));
    }
    const page = await query.execute();
    const last = page[page.length - 1];
    if (!last) return read;
    after = { createdAt: last.created_at, id: last.id };
    read += page.length;
    const visits = visitDeltas(
      page.map(
        ({ payload, id: _, ...row }): VisitRecord => ({
          ...row,
          ...payloadFacts(row.kind, JSON.parse(payload) as Record<string, unknown>),
        }),
      ),
    );
    for (let i = 0; i < visits.length; i += BACKFILL_ROWS_PER_STATEMENT) {
      await upsertVisits(db, visits.slice(i, i + BACKFILL_ROWS_PER_STATEMENT));
    }
  }
}
