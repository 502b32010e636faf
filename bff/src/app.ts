import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, LogController } from 'fastify';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import { clientErrorHandler } from './client-errors.ts';
import { type Config, remoteRegistry } from './config.ts';
import articleIndex from './plugins/article-index.ts';
import configPlugin from './plugins/config.ts';
import cors from './plugins/cors.ts';
import errors from './plugins/errors.ts';
import metricsPlugin from './plugins/metrics.ts';
import notifications from './plugins/notifications.ts';
import rateLimit from './plugins/rate-limit.ts';
import requestLog from './plugins/request-log.ts';
import retention from './plugins/retention.ts';
import securityHeaders from './plugins/security-headers.ts';
import shellPages from './plugins/shell-pages.ts';
import storePlugin from './plugins/store.ts';
import trackingCookies from './plugins/tracking-cookies.ts';
import underPressure from './plugins/under-pressure.ts';
import validation from './plugins/validation.ts';
import adminSessionsRepository from './repositories/admin-sessions.ts';
import analyticsRepository from './repositories/analytics.ts';
import insightsRepository from './repositories/insights.ts';
import leadsRepository from './repositories/leads.ts';
import outboxRepository from './repositories/outbox.ts';
import summariesRepository from './repositories/summaries.ts';
import suppressionsRepository from './repositories/suppressions.ts';
import admin from './routes/admin/index.ts';
import adminSession from './routes/admin/session.ts';
import analytics from './routes/analytics/index.ts';
import articles from './routes/api/articles.ts';
import remotes from './routes/api/remotes.ts';
import contact from './routes/contact/index.ts';
import unsubscribe from './routes/contact/unsubscribe.ts';
import health from './routes/health/index.ts';
import siteRoutes from './routes/site/index.ts';
import type { Store } from './storage/store.ts';

export interface AppDeps {
  config: Config;
  store: Store;
  logger: Logger;
}

/** Builds the BFF: plugins first, then the routes grouped by prefix. Used by server.ts and the tests. */
export async function buildApp({ config, store, logger }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    trustProxy: trustProxy(config.TRUST_PROXY),
    // Fastify's two lines a request give way to the one line of plugins/request-log.ts.
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // Slow clients are bounded: headers and the whole request must arrive in time (then 408 and
    // the socket closes), idle keep-alive connections close. Node checks every second, so a
    // timeout fires within a second of its value (its default check runs every 30 s).
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: { headersTimeout: config.HEADERS_TIMEOUT_MS, connectionsCheckingInterval: 1000 },
    clientErrorHandler,
  });

  await app.register(configPlugin, { config });
  await app.register(metricsPlugin);
  await app.register(underPressure);
  await app.register(shellPages);
  await app.register(securityHeaders);
  await app.register(cors);
  await app.register(rateLimit);
  await app.register(trackingCookies);
  await app.register(validation);
  await app.register(errors);
  await app.register(storePlugin, { store });
  await app.register(leadsRepository);
  await app.register(analyticsRepository);
  await app.register(summariesRepository);
  await app.register(outboxRepository);
  await app.register(insightsRepository);
  await app.register(adminSessionsRepository);
  await app.register(suppressionsRepository);
  await app.register(notifications);
  await app.register(retention);
  await app.register(articleIndex);
  await app.register(requestLog);

  await app.register(health);
  await app.register(remotes, { registry: remoteRegistry(config) });
  await app.register(articles);
  await app.register(contact);
  if (config.UNSUBSCRIBE_SECRET) await app.register(unsubscribe, { secret: config.UNSUBSCRIBE_SECRET });
  await app.register(analytics);
  await app.register(adminSession, { token: config.ADMIN_TOKEN });
  if (config.ADMIN_TOKEN) await app.register(admin, { token: config.ADMIN_TOKEN });

  await app.register(siteRoutes, { root: config.SHELL_DIST });
  return app;
}

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
