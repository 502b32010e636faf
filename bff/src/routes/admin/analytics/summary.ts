import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { summaryQuerySchema } from '../schemas.ts';

/** GET /admin/analytics/summary: visitors, sessions, page views and the top lists of a time window (aggregates: any staff role). */
const analyticsSummary: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/summary', { config: { role: 'viewer' }, schema: { querystring: summaryQuerySchema } }, async (request) => {
    const { from, to } = request.query;
    const summary = await app.summariesRepository.summarise({ from, to });
    return { from: from ?? null, to: to ?? null, ...summary };
  });
};

export default analyticsSummary;
