import type { FastifyPluginAsync } from 'fastify';

/** GET /metrics: Prometheus text format (answered even when the process is under pressure). */
const metrics: FastifyPluginAsync = async (app) => {
  app.get('/metrics', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').type(app.metrics.registry.contentType);
    return app.metrics.registry.metrics();
  });
};

export default metrics;
