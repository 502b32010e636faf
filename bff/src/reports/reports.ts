import { FUNNEL_STEPS, type InsightsTotals } from '@hl/shared/insights';
import type { FastifyInstance } from 'fastify';
import { SAST_OFFSET_MS } from '../sast.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The weekly digest goes out on Monday from this hour (South African time), about the week before. */
export const DIGEST_HOUR = 7;

/** The figures of one week, and of the week before for comparison: counts, never a person's details. */
export interface DigestReport {
  kind: 'digest';
  /** The week: Monday 00:00 to the next Monday 00:00, South African time (ISO instants). */
  from: string;
  to: string;
  totals: { current: InsightsTotals; previous: InsightsTotals };
  /** Leads stored by type (spam apart). */
  leads: { current: Record<string, number>; previous: Record<string, number>; spam: number };
  /** The week's leads by their visit's source (`(unknown)`: sent without the site's cookies). */
  sources: Array<{ source: string; leads: number }>;
  articles: Array<{ title: string; opens: number }>;
  calculators: Array<{ calculator: string; uses: number }>;
  funnel: Array<{ label: string; current: number; previous: number }>;
}

/** Why the staff are alerted, with what they need to judge it. */
export type AlertReport =
  | { kind: 'no-lead'; since: string; businessHours: number }
  | { kind: 'lead-posts'; failures: number; minutes: number }
  | { kind: 'team-mail'; state: 'dead' | 'pending'; since: string };

export type Report = DigestReport | AlertReport;

/** Monday 00:00 (South African time) of the week an instant falls in, as epoch milliseconds. */
export function weekStart(ms: number): number {
  const day = Math.floor((ms + SAST_OFFSET_MS) / DAY_MS);
  // 1 January 1970 was a Thursday: day 0 is weekday 4, Monday is 0 here.
  const sinceMonday = (day + 3) % 7;
  return (day - sinceMonday) * DAY_MS - SAST_OFFSET_MS;
}

/** The week a digest sent at `now` is about: the last whole week before now's week. */
export const digestWeek = (now: number) => {
  const to = weekStart(now);
  return { from: to - 7 * DAY_MS, to };
};

const iso = (ms: number) => new Date(ms).toISOString();
const sumByType = (rows: Array<{ type: string; count: number }>) => {
  const byType: Record<string, number> = {};
  for (const r of rows) byType[r.type] = (byType[r.type] ?? 0) + r.count;
  return byType;
};

/** The digest of a week, read from the insights' own queries (no filters), against the week before. */
export async function digestOf(app: FastifyInstance, week: { from: number; to: number }): Promise<DigestReport> {
  const current = { from: iso(week.from), to: iso(week.to), filters: {} };
  const previous = { from: iso(week.from - 7 * DAY_MS), to: iso(week.from), filters: {} };
  const insights = app.insightsRepository;
  const titles = (id: string) => app.articleIndex.current()?.byId.get(id)?.title;
  const [now, before, leadsNow, leadsBefore, sources, articles, calculators, funnelNow, funnelBefore] =
    await Promise.all([
      insights.figures(current),
      insights.figures(previous),
      insights.leadsByDay(current),
      insights.leadsByDay(previous),
      app.leadSourcesRepository.bySource(current),
      insights.breakdown(current, 'article', 5, titles),
      insights.breakdown(current, 'calculator', 5),
      insights.funnel(current),
      insights.funnel(previous),
    ]);
  return {
    kind: 'digest',
    from: current.from,
    to: current.to,
    totals: { current: now.totals, previous: before.totals },
    leads: { current: sumByType(leadsNow.rows), previous: sumByType(leadsBefore.rows), spam: leadsNow.spam },
    sources: sources.slice(0, 5),
    articles: articles.map((r) => ({ title: r.label ?? `Article ${r.value}`, opens: r.count })),
    calculators: calculators.map((r) => ({ calculator: r.value, uses: r.count })),
    funnel: FUNNEL_STEPS.map((step, i) => ({
      label: funnelNow[i]?.label ?? step,
      current: funnelNow[i]?.visits ?? 0,
      previous: funnelBefore[i]?.visits ?? 0,
    })),
  };
}
