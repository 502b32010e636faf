/**
 * Tracing with OpenTelemetry, exported over OTLP/HTTP to OTEL_EXPORTER_OTLP_ENDPOINT (the
 * exporter reads that and the other OTEL_* settings itself). server.ts loads this module only when
 * the endpoint is set, and before the modules it instruments: without it, none of this is loaded
 * and the BFF pays nothing for it.
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import FastifyOtelInstrumentation from '@fastify/otel';
import {
  type Attributes,
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { registerInstrumentations } from '@opentelemetry/instrumentation';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { IORedisInstrumentation } from '@opentelemetry/instrumentation-ioredis';
import { PgInstrumentation } from '@opentelemetry/instrumentation-pg';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  BatchSpanProcessor,
  NodeTracerProvider,
  type ReadableSpan,
  type SpanProcessor,
} from '@opentelemetry/sdk-trace-node';
import type { FastifyPluginCallback } from 'fastify';
import type { Config } from './config.ts';
import { SERVICE_NAME } from './logger.ts';

/** What the BFF asks of tracing; app.tracing is undefined while it is off. */
export interface Tracing {
  /** Registered first on the app: a span per request and per handler (@fastify/otel). */
  fastifyPlugin: FastifyPluginCallback;
  /** trace_id and span_id of the active span, for every log line written inside one. */
  logFields(): { trace_id?: string; span_id?: string };
  /** The active span as a W3C traceparent, kept with work done later (an outbox message). */
  traceparent(): string | undefined;
  /**
   * Runs `work` in a span named `name`, a child of `traceparent` when given, else of the active
   * span. The span fails when `work` throws, or when `failureOf` names a failure in its result.
   */
  inSpan<T>(
    name: string,
    attributes: Attributes,
    traceparent: string | null | undefined,
    work: () => Promise<T>,
    failureOf?: (result: T) => string | undefined,
  ): Promise<T>;
  /** Sends the spans not yet exported. */
  shutdown(): Promise<void>;
}

/**
 * Personal data stays out of traces as out of logs: the instrumentations record the client's
 * address and user agent (removed) and URLs with their query strings (an unsubscribe token, for
 * one: cut at the `?`). Applied to each span as it ends, before it is exported.
 */
const ADDRESS_ATTRIBUTES = [
  'http.client_ip',
  'net.peer.ip',
  'net.sock.peer.addr',
  'client.address',
  'network.peer.address',
  'http.user_agent',
  'user_agent.original',
];
const URL_ATTRIBUTES = ['http.target', 'http.url', 'url.full', 'url.path', 'url.query'];

class WithoutPersonalData implements SpanProcessor {
  constructor(private readonly next: SpanProcessor) {}
  onStart: SpanProcessor['onStart'] = (span, parent) => this.next.onStart(span, parent);
  onEnd(span: ReadableSpan) {
    // The ended span's attributes are read-only to the API, not to the processors that export it.
    const attributes = span.attributes as Record<string, unknown>;
    for (const key of ADDRESS_ATTRIBUTES) delete attributes[key];
    for (const key of URL_ATTRIBUTES) {
      const value = attributes[key];
      if (key === 'url.query') delete attributes[key];
      else if (typeof value === 'string') attributes[key] = value.split('?')[0];
    }
    this.next.onEnd(span);
  }
  forceFlush = () => this.next.forceFlush();
  shutdown = () => this.next.shutdown();
}

/** Requests traced by nobody: probes and scrapes, every few seconds, would bury the visitors' traces. */
const UNTRACED = new Set(['/healthz', '/readyz', '/metrics']);

export function startTracing(config: Pick<Config, 'SERVICE_VERSION'>): Tracing {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': SERVICE_NAME,
      'service.version': config.SERVICE_VERSION,
      'service.instance.id': os.hostname(),
    }),
    spanProcessors: [new WithoutPersonalData(new BatchSpanProcessor(new OTLPTraceExporter()))],
  });
  // The global provider, W3C trace context propagation, and the AsyncLocalStorage context manager.
  provider.register();
  const fastifyOtel = new FastifyOtelInstrumentation({
    // One span a request and one for its handler: a span for each of the dozen hooks would hide them.
    instrumentHooks: false,
    // An error's message may quote what a visitor sent: the status says a request failed, the log why.
    recordExceptions: false,
    ignorePaths: ({ url }) => UNTRACED.has(url.split('?')[0] ?? url),
  });
  registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (req) => UNTRACED.has((req.url ?? '').split('?')[0] ?? ''),
      }),
      // Queries outside a request or a delivery (the outbox's polls, the gauges at each scrape) are
      // not traces of their own.
      new PgInstrumentation({ requireParentSpan: true }),
      // The command's name only: the rate limits' keys hold the client's address.
      new IORedisInstrumentation({ requireParentSpan: true, dbStatementSerializer: (command) => command }),
      fastifyOtel,
    ],
  });
  // The BFF's `import pg from 'pg'` (an ES module importing CommonJS) gets the module Node loaded
  // once: loaded here first, through the hook the instrumentations just set, it is the patched one.
  const require = createRequire(import.meta.url);
  require('pg');
  require('ioredis');

  const tracer = provider.getTracer(SERVICE_NAME);
  return {
    fastifyPlugin: fastifyOtel.plugin(),
    logFields() {
      const span = trace.getActiveSpan()?.spanContext();
      return span ? { trace_id: span.traceId, span_id: span.spanId } : {};
    },
    traceparent() {
      const carrier: { traceparent?: string } = {};
      propagation.inject(context.active(), carrier);
      return carrier.traceparent;
    },
    inSpan(name, attributes, traceparent, work, failureOf) {
      const parent = traceparent ? propagation.extract(ROOT_CONTEXT, { traceparent }) : context.active();
      return tracer.startActiveSpan(name, { attributes, kind: SpanKind.INTERNAL }, parent, async (span) => {
        try {
          const result = await work();
          const failure = failureOf?.(result);
          if (failure !== undefined) span.setStatus({ code: SpanStatusCode.ERROR, message: failure });
          return result;
        } catch (error) {
          // Its class only (ECONNREFUSED, a code): a relay's refusal may quote an address.
          const { code, name } = error as { code?: unknown; name?: string };
          span.setStatus({ code: SpanStatusCode.ERROR, message: typeof code === 'string' ? code : name });
          throw error;
        } finally {
          span.end();
        }
      });
    },
    shutdown: () => provider.shutdown(),
  };
}
