import fp from 'fastify-plugin';
import { Counter, collectDefaultMetrics, Histogram, Registry } from 'prom-client';

/** The BFF's Prometheus metrics, in a registry of its own (served by routes/metrics). */
function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];
  return {
    registry,
    /** Its _count series is the number of requests by method, route and status. */
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from request to response, by method, route and status (_count: requests answered)',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers,
    }),
    leadsStored: new Counter({
      name: 'leads_stored_total',
      help: 'Leads committed to the database, by type and spam flag (honeypot filled)',
      labelNames: ['type', 'spam'] as const,
      registers,
    }),
    analyticsStored: new Counter({
      name: 'analytics_records_stored_total',
      help: 'Analytics records committed to the database, by kind (pageview, event, conversion, error, vital)',
      labelNames: ['kind'] as const,
      registers,
    }),
    clientErrors: new Counter({
      name: 'client_errors_total',
      help: "Errors in visitors' browsers stored, by remote (none: the shell's own; other: not in the registry), its version (other: not live, previous or canary now) and kind (error, rejection, render, manifest, entry, chunk)",
      labelNames: ['remote', 'version', 'kind'] as const,
      registers,
    }),
    webVitalsSeconds: new Histogram({
      name: 'web_vitals_seconds',
      help: 'LCP, INP, FCP and TTFB of real page views, by metric and page group (buckets at the published good / poor thresholds)',
      labelNames: ['metric', 'page_group'] as const,
      buckets: [0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10],
      registers,
    }),
    webVitalsCls: new Histogram({
      name: 'web_vitals_cls',
      help: 'Cumulative Layout Shift of real page views, by page group (buckets at the thresholds 0.1 and 0.25)',
      labelNames: ['page_group'] as const,
      buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
      registers,
    }),
    botRecords: new Counter({
      name: 'bot_records_total',
      help: 'Analytics records not stored because a bot sent them (isbot User-Agent, or announced automation), by kind',
      labelNames: ['kind'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'rate_limited_requests_total',
      help: 'Requests refused with 429 by the per-IP rate limits, by route group',
      labelNames: ['group'] as const,
      registers,
    }),
    outboxDeliveries: new Counter({
      name: 'outbox_deliveries_total',
      help: 'Tries to deliver a message (e-mail or webhook), by kind and outcome: sent; failed, to be tried again; dead, given up; cancelled, no longer wanted',
      labelNames: ['kind', 'outcome'] as const,
      registers,
    }),
    databaseUnavailable: new Counter({
      name: 'database_unavailable_total',
      help: 'Requests answered 503 because the database could not be reached, by route',
      labelNames: ['route'] as const,
      registers,
    }),
    recordsDeleted: new Counter({
      name: 'records_deleted_total',
      help: 'Rows deleted, by what they were (leads, outbox messages, analytics records, opt-outs moved to the suppression list) and why (retention: the daily purge; erasure: a deletion request)',
      labelNames: ['what', 'reason'] as const,
      registers,
    }),
    validationFailures: new Counter({
      name: 'validation_failures_total',
      help: 'Requests refused as bad input, by route and reason (schema, json, encoding, media_type, too_large)',
      labelNames: ['route', 'reason'] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

/** Counts what a deletion removed in records_deleted_total, one series per kind of row. */
export function countDeleted(
  metrics: Metrics,
  reason: 'retention' | 'erasure',
  deleted: { leads: number; messages: number; optOuts: number; analytics?: number },
) {
  const counter = metrics.recordsDeleted;
  counter.inc({ what: 'leads', reason }, deleted.leads);
  counter.inc({ what: 'outbox_messages', reason }, deleted.messages);
  counter.inc({ what: 'opt_outs_suppressed', reason }, deleted.optOuts);
  if (deleted.analytics !== undefined) counter.inc({ what: 'analytics_records', reason }, deleted.analytics);
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * What the site's catch-all route served, as the route table names it (`page:home`,
     * `page:article`, `static`): set by routes/pages.ts, where the route's own pattern is `/*`.
     */
    servedAs: string | null;
  }
}

/**
 * The route of a request as a metric and log label: what a page or file request served, else the
 * route's pattern, never the raw URL (bounded cardinality).
 */
export const routeLabel = (request: { servedAs: string | null; routeOptions: { url?: string | undefined } }) =>
  request.servedAs ?? request.routeOptions.url ?? 'not-found';

/** Counts and times every request by route and status. */
export default fp(
  async (app) => {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    app.decorateRequest('servedAs', null);
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: routeLabel(request), status: String(reply.statusCode) };
      metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);
