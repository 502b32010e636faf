import { ARTICLE_OPEN, CALCULATOR_USED } from '@hl/shared/analytics-events';
import type { InsightsLeadContent, LeadSource } from '@hl/shared/insights';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { Store } from '../../../storage/store.ts';
import { DIRECT, type Filters, leadFilterConditions } from '../../../storage/visit-filters.ts';
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
  return {
    /** The source of each lead that has a visit or a visitor, by lead id. */
    async forLeads(leads: readonly Lead[], titles: ArticleTitles): Promise<Map<string, LeadSource>> {
      const known = leads.filter((l) => l.sessionId !== null || l.visitorId !== null);
      const sessions = [...new Set(known.flatMap((l) => (l.sessionId ? [l.sessionId] : [])))];
      const visitors = [...new Set(known.flatMap((l) => (l.visitorId ? [l.visitorId] : [])))];
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
        // The visitor's visits, then each visit's records of the two kinds through the session index.
        const records = await db
          .selectFrom('visits as v')
          .innerJoin('analytics_events as e', 'e.session_id', 'v.session_id')
          .select(['v.visitor_id', 'e.type', 'e.element', 'e.value', 'e.created_at'])
          .where('v.visitor_id', 'in', chunk)
          .where('e.kind', '=', 'event')
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
      const sources = new Map<string, LeadSource>();
      for (const lead of known) {
        const visit = lead.sessionId ? visits.get(lead.sessionId) : undefined;
        const before = (lead.visitorId ? (done.get(lead.visitorId) ?? []) : []).filter((r) => r.at <= lead.createdAt);
        const articles = new Map<string, string | null>();
        const calculators = new Set<string>();
        for (const r of before) {
          if (r.type === ARTICLE_OPEN && !articles.has(r.element))
            articles.set(r.element, titles(r.element) ?? r.value);
          if (r.type === CALCULATOR_USED) calculators.add(r.element);
        }
        const firstVisitAt = (lead.visitorId && first.get(lead.visitorId)) || null;
        sources.set(lead.id, {
          source: visit?.source ?? null,
          medium: visit?.medium ?? null,
          campaign: visit?.campaign ?? null,
          landingPage: visit?.page ?? null,
          articles: [...articles].map(([id, title]) => ({ id, title })),
          calculators: [...calculators],
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
      const { rows } = await sql<{ type: string; element: string; title: string | null; leads: unknown }>`
        select e.type, e.element, max(e.value) as title, count(distinct l.id) as leads
        from leads l join visits v on v.visitor_id = l.visitor_id
          join analytics_events e on e.session_id = v.session_id
        where ${where} and e.kind = 'event' and e.type in (${ARTICLE_OPEN}, ${CALCULATOR_USED})
          and e.element is not null and e.created_at <= l.created_at
        group by e.type, e.element
        order by 4 desc, 2`.execute(db);
      const { rows: total } = await sql<{ n: unknown }>`select count(*) as n from leads l where ${where}`.execute(db);
      const leads = (r: { leads: unknown }) => Number(r.leads);
      return {
        leads: Number(total[0]?.n ?? 0),
        articles: rows
          .filter((r) => r.type === ARTICLE_OPEN)
          .map((r) => {
            const label = titles(r.element) ?? r.title ?? undefined;
            return { value: r.element, ...(label === undefined ? {} : { label }), leads: leads(r) };
          }),
        calculators: rows.filter((r) => r.type === CALCULATOR_USED).map((r) => ({ value: r.element, leads: leads(r) })),
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
