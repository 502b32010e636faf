import type { FastifyPluginAsync } from 'fastify';

/** Liveness (/healthz: the process answers) and readiness (/readyz: the database answers). */
const health: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (request, reply) => {
    try {
      await app.store.ping();
      return { status: 'ready', database: app.store.dialect };
    } catch (error) {
      request.log.error({ err: error }, 'database unreachable');
      return reply.code(503).send({ status: 'unavailable', message: 'Database unreachable' });
    }
  });
};

export default health;
