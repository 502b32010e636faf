import fastifyRateLimit from '@fastify/rate-limit';
import type { onRequestAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** An onRequest hook allowing each IP address `perMinute` requests a minute on a route group. */
    perIpRateLimit(group: string, perMinute: number): onRequestAsyncHookHandler;
  }
}

/**
 * Per-IP rate limits (request.ip: the client's address when TRUST_PROXY is set). Off by default;
 * each route group turns on its own, with one counter shared by all the routes of the group.
 * Over the limit: 429 with Retry-After and a message saying when to try again.
 */
export default fp(
  async (app) => {
    await app.register(fastifyRateLimit, {
      global: false,
      // The X-RateLimit-* headers only on a 429 (with Retry-After), not on every answer.
      addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many requests: at most ${context.max} a minute from one address. Please try again in ${context.after}.`,
        ),
    });
    app.decorate('perIpRateLimit', (group: string, perMinute: number) =>
      app.rateLimit({
        max: perMinute,
        timeWindow: 60_000,
        onExceeded: () => app.metrics.rateLimited.inc({ group }),
      }),
    );
  },
  { name: 'rate-limit', dependencies: ['metrics'] },
);
