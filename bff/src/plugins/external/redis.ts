import { once } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { redactUrl } from '../../storage/errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Redis of REDIS_URL (shared rate-limit counters); undefined when it is not set. */
    redis: Redis | undefined;
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

/** The Redis connection of REDIS_URL, closed with the app; none without the setting. */
export default fp(
  async (app) => {
    const url = app.config.REDIS_URL;
    const redis = url ? await connectRedis(url, app.log) : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
    app.decorate('redis', redis);
  },
  { name: 'redis', decorators: { fastify: ['config'] } },
);
