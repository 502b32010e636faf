import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { remoteRegistry } from '../config.ts';
import { describeCause } from '../storage/errors.ts';

/** Longest wait for each check, and for each remote's manifest: a probe must answer in time. */
export const READY_CHECK_TIMEOUT_MS = 1000;

interface Outcome {
  status: 'ok' | 'fail';
  ms: number;
  error?: string;
}

/** Runs one check within the bound; a failure is its cause, in one line. */
async function timed(check: () => Promise<unknown>): Promise<Outcome> {
  const started = performance.now();
  const ms = () => Math.round(performance.now() - started);
  try {
    await check();
    return { status: 'ok', ms: ms() };
  } catch (error) {
    return { status: 'fail', ms: ms(), error: describeCause(error) };
  }
}

/** What the BFF needs to serve: the database taking writes, and Redis when REDIS_URL is set. */
function readinessChecks(app: FastifyInstance): Record<string, () => Promise<unknown>> {
  const { store, redis } = app;
  return {
    database: () => store.probe(READY_CHECK_TIMEOUT_MS),
    // Bounded by the client's own command timeout (1 s, plugins/external/redis.ts); at once when disconnected.
    ...(redis ? { redis: () => redis.ping() } : {}),
  };
}

/** Whether each remote's manifest answers from here: information, since a dead remote costs only its slot. */
async function remoteManifest(url: string): Promise<Outcome & { url: string }> {
  const outcome = await timed(async () => {
    // fetch's own error says only "fetch failed"; its cause names the connection's failure.
    const res = await fetch(url, { signal: AbortSignal.timeout(READY_CHECK_TIMEOUT_MS) }).catch((error: Error) => {
      throw error.cause ?? error;
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  });
  return { url, ...outcome };
}

/**
 * Liveness (/healthz: the process answers, nothing else) and readiness (/readyz): each check of
 * readinessChecks runs at once, bounded; any failing makes a 503 whose message names it, and the
 * request's log line lists it. The remotes' manifests are reported beside, never counted.
 */
const health: FastifyPluginAsync = async (app) => {
  app.get('/healthz', async () => ({ status: 'ok' }));

  const checks = Object.entries(readinessChecks(app));
  const { remotes } = remoteRegistry(app.config);
  app.get('/readyz', async (request, reply) => {
    const [outcomes, manifests] = await Promise.all([
      Promise.all(checks.map(async ([name, check]) => [name, await timed(check)] as const)),
      Promise.all(remotes.map(async ({ name, entry }) => [name, await remoteManifest(entry)] as const)),
    ]);
    const failed = outcomes.filter(([, outcome]) => outcome.status === 'fail');
    const body = {
      checks: Object.fromEntries(outcomes),
      database: app.store.dialect,
      remotes: Object.fromEntries(manifests),
    };
    if (failed.length === 0) return { status: 'ready', ...body };
    request.logDetail = { failed: failed.map(([name, outcome]) => `${name}: ${outcome.error}`) };
    return reply.code(503).send({
      status: 'unavailable',
      message: `Not ready: ${failed.map(([name, outcome]) => `${name} (${outcome.error})`).join('; ')}`,
      ...body,
    });
  });
};

export default health;
