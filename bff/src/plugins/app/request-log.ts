import fp from 'fastify-plugin';
import { routeLabel } from './metrics.ts';

/**
 * One line per request for operators: request id, method, route, status and duration. Fastify's
 * own two lines a request are turned off in app.ts.
 */
export default fp(
  async (app) => {
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          route: routeLabel(request),
          url: request.url.split('?')[0],
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 100) / 100,
        },
        'request completed',
      );
    });
  },
  { name: 'request-log' },
);
