import { once } from 'node:events';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { redactUrl } from '../storage/errors.ts';
import { HttpError } from './errors.ts';

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
 * Connects to Redis for the counters. Commands fail at once rather than queue while Redis is away
 * (the limits then let requests through, see skipOnError below), and one line says when it goes
 * and one when it is back.
 */
async function connectRedis(url: string, log: FastifyBaseLogger): Promise<Redis> {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5000,
    commandTimeout: 1000,
  });
  let reachable = false;
  redis.on('ready', () => {
    reachable = true;
    log.info(`Redis at REDIS_URL (${redactUrl(url)}) reachable: rate limits shared by every replica`);
  });
  redis.on('error', (error: Error) => {
    if (!reachable) return;
    reachable = false;
    log.error({ cause: error.message }, 'Redis unreachable: rate limits are not applied until it is back');
  });
  // Start with working limits when Redis is there; without it, start anyway (the site matters more)
  // and let the client keep reconnecting.
  const ready = once(redis, 'ready').then(
    () => true,
    () => false, // an 'error' came first
  );
  const waited = new Promise<false>((resolve) => setTimeout(resolve, 5000, false).unref());
  if (!(await Promise.race([ready, waited]))) {
    log.error(`Redis at REDIS_URL (${redactUrl(url)}) unreachable: rate limits are not applied until it answers`);
  }
  return redis;
}

/**
 * Per-IP rate limits (request.ip: the client's address when TRUST_PROXY is set), one counter per
 * route group. Over the limit: 429 with Retry-After and a message saying when to try again. With
 * REDIS_URL the counters live in Redis, so every replica counts together; without it, in memory.
 */
export default fp(
  async (app) => {
    const url = app.config.REDIS_URL;
    const redis = url ? await connectRedis(url, app.log) : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));

    app.decorate(
      'perIpRateLimit',
      async function perIpRateLimit(this: FastifyInstance, group: string, max: number, windowMs = 60_000) {
        const per = windowMs === 60_000 ? 'a minute' : `in ${Math.round(windowMs / 60_000)} minutes`;
        // Registered in the group's own plugin: its counters are the group's (a namespace in Redis).
        await this.register(fastifyRateLimit, {
          global: false,
          ...(redis ? { redis, nameSpace: `hl-rate-limit:${group}:`, skipOnError: true } : {}),
          // The X-RateLimit-* headers only on a 429 (with Retry-After), not on every answer.
          addHeadersOnExceeding: {
            'x-ratelimit-limit': false,
            'x-ratelimit-remaining': false,
            'x-ratelimit-reset': false,
          },
          errorResponseBuilder: (_request, context) =>
            new HttpError(
              429,
              `Too many requests: at most ${context.max} ${per} from one address. Please try again in ${context.after}.`,
            ),
        });
        this.addHook(
          'onRequest',
          this.rateLimit({
            max,
            timeWindow: windowMs,
            onExceeded: () => app.metrics.rateLimited.inc({ group }),
          }),
        );
      },
    );
  },
  { name: 'rate-limit', dependencies: ['config', 'metrics'] },
);
