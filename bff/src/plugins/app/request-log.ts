import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { routeLabel } from './metrics.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** More for the request's line, from a hook that decided its outcome (the rate limit that refused it). */
    logDetail: Record<string, unknown> | null;
  }
}

/** The level follows the outcome: what an operator must look at stands out from the traffic. */
function levelOf(reply: FastifyReply): 'error' | 'warn' | 'info' {
  const status = reply.statusCode;
  // 503 (database away, load shed) and 429 (a limit) are the service protecting itself: warnings.
  if (status === 503 || status === 429) return 'warn';
  return status >= 500 ? 'error' : 'info';
}

/**
 * One line per request for operators: request id, method, route, status and duration, at a level
 * set by the status. Fastify's own two lines a request are turned off in app.ts.
 */
export default fp(
  async (app) => {
    app.decorateRequest('logDetail', null);
    app.addHook('onResponse', async (request, reply) => {
      request.log[levelOf(reply)](
        {
          method: request.method,
          route: routeLabel(request),
          url: request.url.split('?')[0],
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 100) / 100,
          ...request.logDetail,
        },
        'request completed',
      );
    });
  },
  { name: 'request-log', dependencies: ['metrics'] },
);
