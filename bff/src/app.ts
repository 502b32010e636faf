import { randomUUID } from 'node:crypto';
import path from 'node:path';
import fastifyAutoload from '@fastify/autoload';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { clientErrorHandler } from './client-errors.ts';
import type { Config } from './config.ts';
import type { Store } from './storage/store.ts';
import type { Tracing } from './tracing.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings, validated once at start-up (config.ts). */
    config: Config;
    /** The open database the repositories share (storage/store.ts). */
    store: Store;
    /** Tracing, when OTEL_EXPORTER_OTLP_ENDPOINT is set (tracing.ts); undefined, nothing is traced. */
    tracing: Tracing | undefined;
  }
}

export interface AppDeps {
  config: Config;
  store: Store;
  logger: Logger;
  tracing?: Tracing;
}

// autoload loads TypeScript only under a runtime it recognises; `node --import tsx` is not one of
// them (vitest is), though it runs the BFF's TypeScript as it is.
process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';

/** Test files live beside the code they test; they are never plugins or routes. */
const TESTS = /\.test\.ts$/;

/**
 * Builds the BFF, laid out like fastify/demo: the settings and the database it is given, then the
 * plugins (plugins/external: thin wrappers of @fastify packages; plugins/app: the app's own, the
 * repositories among them), ordered by the dependencies each declares, then the routes, each
 * folder of routes/ the prefix of its files' paths and its autohooks.ts their shared hooks. Routes
 * that exist only with their setting are left out without it. Used by server.ts and the tests.
 */
export async function buildApp({ config, store, logger, tracing }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: trustProxy(config.TRUST_PROXY),
    // Fastify's two lines a request give way to the one line of plugins/app/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    // The id is ours to choose: Fastify's own header handling would take any value as it came.
    requestIdHeader: false,
    genReqId: requestId,
    // Slow clients are bounded: headers and the whole request must arrive in time (then 408 and
    // the socket closes), idle keep-alive connections close. Node checks every second, so a
    // timeout fires within a second of its value (its default check runs every 30 s).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    clientErrorHandler,
  });

  app.decorate('config', config);
  app.decorate('store', store);
  app.decorate('tracing', tracing);
  // Before every route and hook, so that each request is a span from its first hook on.
  if (tracing) await app.register(tracing.fastifyPlugin);
  // Every answer names its request (errors, 404s and load shedding too), so a client or nginx can
  // quote it: added first, it runs before any plugin's hook can answer.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // Added before any plugin's, so it runs after theirs (the outbox worker, the purge stop first).
  app.addHook('onClose', async () => store.close());

  await app.register(fastifyAutoload, { dir: path.join(import.meta.dirname, 'plugins'), ignorePattern: TESTS });
  await app.register(fastifyAutoload, {
    dir: path.join(import.meta.dirname, 'routes'),
    ignorePattern: TESTS,
    autoHooks: true,
    cascadeHooks: true,
    ignoreFilter: (file: string) =>
      (!config.ADMIN_TOKEN && READ_SIDE.test(file)) || (!config.UNSUBSCRIBE_SECRET && file === UNSUBSCRIBE),
  });
  return app;
}

/**
 * An incoming X-Request-Id (nginx's, or a caller's) is kept when it is a short plain token, so one
 * id follows a request through the proxy's log and ours; anything else (too long, spaces, control
 * characters, a JSON blob) goes no further than this and the request gets a new id.
 */
const CALLER_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
function requestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const id = request.headers['x-request-id'];
  return typeof id === 'string' && CALLER_REQUEST_ID.test(id) ? id : randomUUID();
}

/** The operators' read side: without ADMIN_TOKEN its paths are plain 404s (the session route says it is off). */
const READ_SIDE = /^\/admin\/(?!session\.ts$|autohooks\.ts$)/;
/** No unsubscribe link can be checked (nor was one sent) without UNSUBSCRIBE_SECRET. */
const UNSUBSCRIBE = '/contact/unsubscribe.ts';

/**
 * The Prometheus endpoint, GET /metrics, as an app of its own: server.ts listens with it on
 * METRICS_HOST:METRICS_PORT (loopback by default), never on the site's port. It answers even when
 * the site's app is shedding load.
 */
export async function buildMetricsApp(registry: Registry): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/metrics', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });
  return app;
}

/** A hop count becomes "trust the nearest N proxies"; true, false and address lists pass as they are. */
function trustProxy(setting: Config['TRUST_PROXY']) {
  return typeof setting === 'number' ? (_address: string, hop: number) => hop < setting : setting;
}
