import fastifyUnderPressure from '@fastify/under-pressure';
import fp from 'fastify-plugin';
import { HttpError } from '../app/errors.ts';

const RETRY_AFTER_S = 10;
/** Answered even under pressure: liveness (readiness does go 503; metrics have their own port). */
const ALWAYS_ANSWERED = new Set(['/healthz']);

/**
 * Load shedding: while the event loop lags more than MAX_EVENT_LOOP_DELAY_MS (or the heap passes
 * MAX_HEAP_USED_MB, when set), requests get 503 with Retry-After instead of queueing up.
 */
export default fp(
  async (app) => {
    const { MAX_EVENT_LOOP_DELAY_MS, MAX_HEAP_USED_MB } = app.config;
    await app.register(fastifyUnderPressure, {
      maxEventLoopDelay: MAX_EVENT_LOOP_DELAY_MS,
      maxHeapUsedBytes: MAX_HEAP_USED_MB * 1024 * 1024,
      pressureHandler: async (request, reply) => {
        if (ALWAYS_ANSWERED.has(request.routeOptions.url ?? '')) return;
        reply.code(503).header('Retry-After', RETRY_AFTER_S);
        throw new HttpError(503, 'The server is busy right now. Please try again in a few seconds.');
      },
    });
  },
  { name: 'under-pressure', decorators: { fastify: ['config'] } },
);
