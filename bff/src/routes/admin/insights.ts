import {
  type InsightsQuery,
  type InsightsSummary,
  insightsBreakdownQuerySchema,
  insightsBreakdownSchema,
  insightsFunnelSchema,
  insightsGoalsSchema,
  insightsLeadContentSchema,
  insightsLeadsByDaySchema,
  insightsQuerySchema,
  insightsSummarySchema,
} from '@hl/shared/insights';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { InsightsScope } from '../../plugins/app/repositories/insights.ts';
import { intervalOf, intervalStarts, sastIso } from '../../sast.ts';
import { filtersOf } from '../../storage/visit-filters.ts';

/** The query's range as UTC instants (what is stored) and its filters. */
function scopeOf(query: InsightsQuery, shift = 0): InsightsScope {
  const from = Date.parse(query.from) - shift;
  const to = Date.parse(query.to) - shift;
  return { from: new Date(from).toISOString(), to: new Date(to).toISOString(), filters: filtersOf(query) };
}

/** Aggregates only: every staff role may read them. */
const VIEWER = { role: 'viewer' } as const;

/**
 * The operator dashboard's questions (GET /admin/insights/*), each taking the range and the
 * filters of @hl/shared/insights and answering its schema there. Filters narrow every figure to
 * the visits that match them; the previous range is the same length just before.
 */
const insights: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const repository = app.insightsRepository;
  const titles = (id: string) => app.articleIndex.current()?.byId.get(id)?.title;

  app.get(
    '/insights/summary',
    { config: VIEWER, schema: { querystring: insightsQuerySchema, response: { 200: insightsSummarySchema } } },
    async (request): Promise<InsightsSummary> => {
      const from = Date.parse(request.query.from);
      const to = Date.parse(request.query.to);
      const length = to - from;
      const scope = scopeOf(request.query);
      const interval = intervalOf(length);
      const [current, previous] = await Promise.all([
        repository.figures(scope, interval),
        repository.figures(scopeOf(request.query, length)),
      ]);
      const series: InsightsSummary['series'] = intervalStarts(from, to, interval).map((start) => ({
        start: sastIso(start),
        ...(current.series.get(start) ?? { visitors: 0, visits: 0, pageViews: 0 }),
      }));
      return {
        range: { from: sastIso(from), to: sastIso(to) },
        previousRange: { from: sastIso(from - length), to: sastIso(from) },
        current: current.totals,
        previous: previous.totals,
        interval,
        series,
      };
    },
  );

  app.get(
    '/insights/breakdown',
    {
      config: VIEWER,
      schema: { querystring: insightsBreakdownQuerySchema, response: { 200: insightsBreakdownSchema } },
    },
    async (request) => {
      const { dimension, limit } = request.query;
      return { dimension, rows: await repository.breakdown(scopeOf(request.query), dimension, limit, titles) };
    },
  );

  app.get(
    '/insights/funnel',
    { config: VIEWER, schema: { querystring: insightsQuerySchema, response: { 200: insightsFunnelSchema } } },
    async (request) => ({ steps: await repository.funnel(scopeOf(request.query)) }),
  );

  app.get(
    '/insights/leads-by-day',
    { config: VIEWER, schema: { querystring: insightsQuerySchema, response: { 200: insightsLeadsByDaySchema } } },
    async (request) => repository.leadsByDay(scopeOf(request.query)),
  );

  app.get(
    '/insights/goals',
    { config: VIEWER, schema: { querystring: insightsQuerySchema, response: { 200: insightsGoalsSchema } } },
    async (request) => repository.goals(scopeOf(request.query)),
  );

  app.get(
    '/insights/lead-content',
    { config: VIEWER, schema: { querystring: insightsQuerySchema, response: { 200: insightsLeadContentSchema } } },
    async (request) => app.leadSourcesRepository.whatLeadsUsed(scopeOf(request.query), titles),
  );
};

export default insights;
