import { createHmac, randomBytes } from 'node:crypto';
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import { format } from '@lukeed/ms';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../app/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Limits each IP address to `max` requests a minute (or per `windowMs`) across every route of
     * the calling plugin (a route group), from an onRequest hook added now, so it runs before the
     * group's later hooks (the admin token check, for instance).
     */
    perIpRateLimit(group: string, max: number, windowMs?: number): Promise<void>;
  }
}

/**
 * A client's address as its log lines show it: an HMAC under a key drawn at start-up, so the lines
 * of one process tell whether the same client keeps hitting a limit, and no line holds an address
 * (nor a hash that could be reversed by trying the 2^32 IPv4 addresses).
 */
const LOG_KEY = randomBytes(32);
const hashed = (clientKey: string) => createHmac('sha256', LOG_KEY).update(clientKey).digest('base64url').slice(0, 16);

/**
 * Per-IP rate limits (request.ip: the client's address when TRUST_PROXY is set, IPv6 by its /64),
 * one counter per route group. Over the limit: 429 with Retry-After and a message saying when to
 * try again, and the request's log line names the limit and the client's hashed address. With
 * REDIS_URL the counters live in Redis, so every replica counts together; without it, in memory. A
 * Redis that does not answer lets requests through.
 *
 * @fastify/rate-limit is registered once, and each group's hook asks its `createRateLimit`: its own
 * route hooks skip a request that a limiter of the same registration already counted, so a route
 * group inside another (the sign-in inside /admin) would never be limited by its own counter.
 */
export default fp(
  async (app) => {
    const { redis } = app;
    await app.register(fastifyRateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'hl-rate-limit:', skipOnError: true } : {}),
    });
    app.decorate(
      'perIpRateLimit',
      async function perIpRateLimit(this: FastifyInstance, group: string, max: number, windowMs = 60_000) {
        const per = windowMs === 60_000 ? 'a minute' : `in ${Math.round(windowMs / 60_000)} minutes`;
        const clientKey = (request: FastifyRequest) => normalizeIP(request.ip);
        const limit = app.createRateLimit({
          max,
          timeWindow: windowMs,
          keyGenerator: (request) => `${group}:${clientKey(request)}`,
        });
        this.addHook('onRequest', async (request, reply) => {
          const counted = await limit(request);
          if (counted.isAllowed || !counted.isExceeded) return;
          app.metrics.rateLimited.inc({ group });
          request.logDetail = {
            rateLimit: { group, max, windowS: windowMs / 1000, client: hashed(clientKey(request)) },
          };
          // The X-RateLimit-* headers only on a 429, not on every answer.
          reply
            .header('x-ratelimit-limit', max)
            .header('x-ratelimit-remaining', 0)
            .header('x-ratelimit-reset', counted.ttlInSeconds)
            .header('retry-after', counted.ttlInSeconds);
          throw new HttpError(
            429,
            `Too many requests: at most ${max} ${per} from one address. Please try again in ${format(counted.ttlInSeconds * 1000, true)}.`,
          );
        });
      },
    );
  },
  { name: 'rate-limit', dependencies: ['metrics', 'redis', 'request-log'] },
);
