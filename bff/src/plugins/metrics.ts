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
      help: 'Analytics records committed to the database, by kind (pageview, event, conversion)',
      labelNames: ['kind'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'rate_limited_requests_total',
      help: 'Requests refused with 429 by the per-IP rate limits, by route group',
      labelNames: ['group'] as const,
      registers,
    }),
    databaseUnavailable: new Counter({
      name: 'database_unavailable_total',
      help: 'Requests answered 503 because the database could not be reached, by route',
      labelNames: ['route'] as const,
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

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
  }
}

/** The route of a request as a metric label: its pattern, never the raw URL (bounded cardinality). */
export const routeLabel = (request: { routeOptions: { url?: string | undefined } }) =>
  request.routeOptions.url ?? 'not-found';

/** Counts and times every request by route and status. */
export default fp(
  async (app) => {
    const metrics = createMetrics();
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      const labels = { method: request.method, route: routeLabel(request), status: String(reply.statusCode) };
      metrics.requestDuration.observe(labels, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);
