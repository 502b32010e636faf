import { ARTICLE_OPEN, CALCULATOR_USED } from '@hl/shared/analytics-events';
import type { InsightsLeadContent, LeadSource } from '@hl/shared/insights';
import fp from 'fastify-plugin';
import { type SqlBool, sql } from 'kysely';
import type { Store } from '../../../storage/store.ts';
import { DIRECT, type Filters, kindBySession, leadFilterConditions } from '../../../storage/visit-filters.ts';
import type { StoredLead } from './leads.ts';

/** Visitors per query: well within both dialects' limits on parameters. */
const CHUNK = 500;

/** Names an article by its id (the article index); undefined for one it does not know. */
export type ArticleTitles = (id: string) => string | undefined;

/** The leads' sources need their visit and visitor; a lead of neither has none (null). */
type Lead = Pick<StoredLead, 'id' | 'createdAt' | 'sessionId' | 'visitorId'>;

const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / CHUNK) }, (_, i) => items.slice(i * CHUNK, (i + 1) * CHUNK));

/**
 * Where leads came from, read from the visits rollup and the analytics records by the lead's visit
 * and visitor (docs/BFF.md, Where a lead came from): a few indexed reads for a whole page of leads
 * (or a CSV's worth, 500 visitors at a time). What a visitor did counts when it was stored at or
 * before the lead: reading an article or working a calculator and then filling a form takes longer
 * than a record's way to the server.
 */
export function createLeadSourcesRepository({ db }: Store) {
  /**
   * What each lead's visitor did before the lead: the articles opened (by id, with a title: the
   * index's, else the one recorded) and calculators used, in the order first done; and when the
   * visitor's first visit began. Read 500 visitors at a time: their visits by visitor, then each
   * visit's records of the two kinds through the session index.
   */
  const activityOf = async (leads: readonly Lead[], titles: ArticleTitles) => {
    const visitors = [...new Set(leads.flatMap((l) => (l.visitorId ? [l.visitorId] : [])))];
    const first = new Map<string, string>();
    const done = new Map<string, Array<{ type: string; element: string; value: string | null; at: string }>>();
    for (const chunk of chunks(visitors)) {
      const starts = await db
        .selectFrom('visits')
        .select(['visitor_id', (eb) => eb.fn.min<string>('started_at').as('first')])
        .where('visitor_id', 'in', chunk)
        .groupBy('visitor_id')
        .execute();
      for (const s of starts) first.set(s.visitor_id, s.first);
      const records = await db
        .selectFrom('visits as v')
        .innerJoin('analytics_events as e', 'e.session_id', 'v.session_id')
        .select(['v.visitor_id', 'e.type', 'e.element', 'e.value', 'e.created_at'])
        .where('v.visitor_id', 'in', chunk)
        .where(sql<SqlBool>`${kindBySession('e')} = 'event'`)
        .where('e.type', 'in', [ARTICLE_OPEN, CALCULATOR_USED])
        .where('e.element', 'is not', null)
        .orderBy('e.created_at')
        .execute();
      for (const r of records) {
        const list = done.get(r.visitor_id) ?? [];
        list.push({ type: r.type ?? '', element: r.element ?? '', value: r.value, at: r.created_at });
        done.set(r.visitor_id, list);
      }
    }
    return new Map(
      leads.map((lead) => {
        const articles = new Map<string, string | null>();
        const calculators = new Set<string>();
        for (const r of lead.visitorId ? (done.get(lead.visitorId) ?? []) : []) {
          if (r.at > lead.createdAt) break;
          if (r.type === ARTICLE_OPEN && !articles.has(r.element))
            articles.set(r.element, titles(r.element) ?? r.value);
          if (r.type === CALCULATOR_USED) calculators.add(r.element);
        }
        const firstVisitAt = (lead.visitorId && first.get(lead.visitorId)) || null;
        return [lead.id, { articles, calculators, firstVisitAt }] as const;
      }),
    );
  };

  return {
    /** The source of each lead that has a visit or a visitor, by lead id. */
    async forLeads(leads: readonly Lead[], titles: ArticleTitles): Promise<Map<string, LeadSource>> {
      const known = leads.filter((l) => l.sessionId !== null || l.visitorId !== null);
      const sessions = [...new Set(known.flatMap((l) => (l.sessionId ? [l.sessionId] : [])))];
      const visits = new Map<
        string,
        { source: string; medium: string | null; campaign: string | null; page: string | null }
      >();
      for (const chunk of chunks(sessions)) {
        const rows = await db
          .selectFrom('visits')
          .select(['session_id', 'referrer', 'utm_source', 'utm_medium', 'utm_campaign', 'entry_page'])
          .where('session_id', 'in', chunk)
          .execute();
        for (const v of rows) {
          visits.set(v.session_id, {
            source: v.utm_source ?? v.referrer ?? DIRECT,
            medium: v.utm_medium,
            campaign: v.utm_campaign,
            page: v.entry_page,
          });
        }
      }
      const activity = await activityOf(known, titles);
      const sources = new Map<string, LeadSource>();
      for (const lead of known) {
        const visit = lead.sessionId ? visits.get(lead.sessionId) : undefined;
        const did = activity.get(lead.id);
        const firstVisitAt = did?.firstVisitAt ?? null;
        sources.set(lead.id, {
          source: visit?.source ?? null,
          medium: visit?.medium ?? null,
          campaign: visit?.campaign ?? null,
          landingPage: visit?.page ?? null,
          articles: [...(did?.articles ?? [])].map(([id, title]) => ({ id, title })),
          calculators: [...(did?.calculators ?? [])],
          firstVisitAt,
          secondsToLead:
            firstVisitAt === null ? null : Math.max(0, (Date.parse(lead.createdAt) - Date.parse(firstVisitAt)) / 1000),
        });
      }
      return sources;
    },

    /**
     * The leads stored in [from, to) (spam left out) by their visit's source, most first: the UTM
     * source, else the referring site, else "(direct)"; "(unknown)" for a lead of no known visit.
     */
    async bySource({ from, to }: { from: string; to: string }): Promise<Array<{ source: string; leads: number }>> {
      const { rows } = await sql<{ source: string; leads: unknown }>`
        select coalesce(v.utm_source, v.referrer, case when v.session_id is null then '(unknown)' else ${DIRECT} end) as source,
          count(*) as leads
        from leads l left join visits v on v.session_id = l.session_id
        where l.created_at >= ${from} and l.created_at < ${to} and l.spam = 0
        group by 1 order by 2 desc, 1`.execute(db);
      return rows.map((r) => ({ source: r.source, leads: Number(r.leads) }));
    },

    /**
     * What the leads stored in [from, to) read and used before they became leads (spam left out;
     * with filters, the leads of the visits that match them): per article and calculator, the
     * leads whose visitor opened or used it first.
     */
    async whatLeadsUsed(
      { from, to, filters }: { from: string; to: string; filters: Filters },
      titles: ArticleTitles,
    ): Promise<InsightsLeadContent> {
      // The leads first (few, by the created_at index), then what their visitors did, as for a
      // page of leads: a join of the leads to every visitor's records let SQLite plan it from the
      // records' side, minutes on a million of them.
      const where = sql.join(
        [
          sql`l.created_at >= ${from}`,
          sql`l.created_at < ${to}`,
          sql`l.spam = 0`,
          sql`l.visitor_id is not null`,
          ...leadFilterConditions(filters),
        ],
        sql` and `,
      );
      const { rows } = await sql<{ id: string; created_at: string; visitor_id: string }>`
        select l.id, l.created_at, l.visitor_id from leads l where ${where}`.execute(db);
      const activity = await activityOf(
        rows.map((r) => ({ id: r.id, createdAt: r.created_at, sessionId: null, visitorId: r.visitor_id })),
        titles,
      );
      const articles = new Map<string, { label: string | null; leads: number }>();
      const calculators = new Map<string, number>();
      for (const did of activity.values()) {
        for (const [id, title] of did.articles) {
          articles.set(id, { label: title, leads: (articles.get(id)?.leads ?? 0) + 1 });
        }
        for (const calculator of did.calculators) calculators.set(calculator, (calculators.get(calculator) ?? 0) + 1);
      }
      const byLeads = <T extends { value: string; leads: number }>(list: T[]) =>
        list.sort((a, b) => b.leads - a.leads || a.value.localeCompare(b.value));
      return {
        leads: rows.length,
        articles: byLeads(
          [...articles].map(([value, { label, leads }]) => ({ value, ...(label === null ? {} : { label }), leads })),
        ),
        calculators: byLeads([...calculators].map(([value, leads]) => ({ value, leads }))),
      };
    },
  };
}

export type LeadSourcesRepository = ReturnType<typeof createLeadSourcesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    leadSourcesRepository: LeadSourcesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('leadSourcesRepository', createLeadSourcesRepository(app.store));
  },
  { name: 'lead-sources-repository', decorators: { fastify: ['store'] } },
);
