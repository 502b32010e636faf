import type { EventType } from '@hl/shared/analytics-events';
import { type Kysely, sql } from 'kysely';
import type { AnalyticsEventsTable, Database, VisitsTable } from './schema.ts';

/**
 * Events the tracker records by itself, or that only say something was shown: a visit with one
 * page view and only these still bounced (it read the page and left).
 */
const PASSIVE_EVENTS: ReadonlySet<string> = new Set<EventType>([
  'exit',
  'section_view',
  'section_exit',
  'scroll_depth',
  'article_view',
  'article_read_duration',
  'nudge_shown',
  'callback_prompt_shown',
]);

/** Used a calculator or opened an article: the funnel's second step. */
export const ENGAGED_EVENTS: ReadonlySet<string> = new Set<EventType>([
  'calculator_selected',
  'calculator_tile',
  'input_blur',
  'article_open',
]);

/**
 * Opened a lead form: a lead dialog shown (the newsletter's), the contact widget or the callback
 * prompt's form opened, or a lead form submitted (the contact page's form is on the page itself,
 * so its submission is the sign it was used). A conversion counts too: its form was open.
 */
export const FORM_EVENTS: ReadonlySet<string> = new Set<EventType>([
  'modal_impression',
  'contact_widget_open',
  'callback_prompt_used',
  'form_submit',
  'newsletter_submit',
  'contact_form_submitted',
]);

/** What one record tells about its visit; the UTM medium and campaign come from the page view's payload. */
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
> & { utm_medium: string | null; utm_campaign: string | null };

/** The referring site's host name ("www.google.com"), from the stored scheme and host. */
const referrerHost = (referrer: string | null) => (referrer ? referrer.replace(/^[a-z][a-z0-9+.-]*:\/\//i, '') : null);

/**
 * The visits some records belong to, one row per visit, in the order the records came: what they
 * add to a stored visit (page views and interactions to add, flags to set, the first page view's
 * entry page and source when the visit has none yet). `upsertVisits` merges them into the table.
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
        entry_page: null,
        referrer: null,
        utm_source: null,
        utm_medium: null,
        utm_campaign: null,
        device: null,
        browser: null,
        os: null,
        page_views: 0,
        interactions: 0,
        engaged: 0,
        opened_form: 0,
        converted: 0,
      };
      visits.set(r.session_id, visit);
    }
    if (r.created_at < visit.started_at) visit.started_at = r.created_at;
    if (r.created_at > visit.ended_at) visit.ended_at = r.created_at;
    if (r.kind === 'pageview') {
      visit.page_views += 1;
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
      visit.converted = 1;
    } else if (r.type && !PASSIVE_EVENTS.has(r.type)) {
      visit.interactions += 1;
      if (ENGAGED_EVENTS.has(r.type)) visit.engaged = 1;
      if (FORM_EVENTS.has(r.type)) visit.opened_form = 1;
    }
  }
  return [...visits.values()];
}

/** The first page view's columns: taken from the new rows while the stored visit has no entry page. */
const SOURCE_COLUMNS = ['referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'device', 'browser', 'os'] as const;
const FLAGS = ['engaged', 'opened_form', 'converted'] as const;

/**
 * How a visit's new row merges into the stored one (the same SQL on SQLite and PostgreSQL): the
 * earliest start, the latest end, counts added, flags kept once set, the first page view's columns
 * kept once there. Every expression reads the stored row as it was before the update.
 */
const mergeSet = Object.fromEntries([
  [
    'started_at',
    sql`case when excluded.started_at < visits.started_at then excluded.started_at else visits.started_at end`,
  ],
  ['ended_at', sql`case when excluded.ended_at > visits.ended_at then excluded.ended_at else visits.ended_at end`],
  ['entry_page', sql`coalesce(visits.entry_page, excluded.entry_page)`],
  ...SOURCE_COLUMNS.map((c) => [
    c,
    sql`case when visits.entry_page is null then ${sql.ref(`excluded.${c}`)} else ${sql.ref(`visits.${c}`)} end`,
  ]),
  ['page_views', sql`visits.page_views + excluded.page_views`],
  ['interactions', sql`visits.interactions + excluded.interactions`],
  ...FLAGS.map((c) => [c, sql`case when ${sql.ref(`excluded.${c}`)} = 1 then 1 else ${sql.ref(`visits.${c}`)} end`]),
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

/** Visit rows per statement of the backfill: 17 columns each, well within both dialects' limits. */
const BACKFILL_ROWS_PER_STATEMENT = 500;

/**
 * Builds the visits of records stored before the rollup existed, as the write path would have:
 * the records in the order they were stored (time, then id), `pageSize` at a time, each page's
 * visits merged into the table by the write path's own upsert, many visits a statement (a visit
 * whose records span two pages is merged twice, as two batches from the tracker would). Only page views carry
 * their UTM medium and campaign to the visit (from the payload), as in the write path. Resolves
 * with how many records it read.
 */
export async function backfillVisits(db: Kysely<Database>, pageSize = 5000): Promise<number> {
  let after: { createdAt: string; id: string } | undefined;
  let read = 0;
  for (;;) {
    let query = db
      .selectFrom('analytics_events')
      .select(['id', 'kind', 'session_id', 'visitor_id', 'type', 'path', 'referrer', 'utm_source'])
      .select(['device', 'browser', 'os', 'created_at'])
      .select(sql<string | null>`case when kind = 'pageview' then payload end`.as('payload'))
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
      page.map(({ payload, ...row }): VisitRecord => {
        const utm = payload ? (JSON.parse(payload) as { utmParams?: Record<string, unknown> }).utmParams : undefined;
        const param = (name: string) => (typeof utm?.[name] === 'string' ? (utm[name] as string) : null);
        return { ...row, utm_medium: param('utm_medium'), utm_campaign: param('utm_campaign') };
      }),
    );
    for (let i = 0; i < visits.length; i += BACKFILL_ROWS_PER_STATEMENT) {
      await upsertVisits(db, visits.slice(i, i + BACKFILL_ROWS_PER_STATEMENT));
    }
  }
}
