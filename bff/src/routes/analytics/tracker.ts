import {
  type AnalyticsRecord,
  analyticsBatchSchema,
  conversionSchema,
  eventSchema,
  pageViewSchema,
} from '@hl/shared/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { botDetector } from '../../bots.ts';
import type { NewAnalyticsRecord, NewClientError, NewWebVital } from '../../plugins/app/repositories/analytics.ts';
import { toStoredError, toStoredRecord, toStoredVital } from './records.ts';

/** One record is small; a batch of up to 50 gets 64 KiB. */
export const ANALYTICS_BODY_LIMIT = 16 * 1024;
export const ANALYTICS_BATCH_BODY_LIMIT = 64 * 1024;

const single = { bodyLimit: ANALYTICS_BODY_LIMIT, helmet: false } as const;

/** How long a browser may reuse GET /analytics/config. */
const CONFIG_MAX_AGE_S = 300;

/**
 * The tracker's endpoints (what every route under /analytics shares: autohooks.ts). Each answers
 * once its records are committed: 202 with the tracking ids for a page view or a batch, 204 for an
 * event or a conversion.
 */
const tracker: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const isBot = botDetector(app.config.COUNT_AUTOMATED_VISITS);
  const { metrics } = app;

  /**
   * Stores the records under the cookies' ids (set or renewed on the reply) and returns the ids. A
   * bot's records are counted (bot_records_total) and not stored: they are no visit.
   */
  async function store(request: FastifyRequest, reply: FastifyReply, records: AnalyticsRecord[]) {
    const ids = reply.trackingIds();
    const userAgent = request.headers['user-agent'];
    if (isBot(userAgent, records)) {
      for (const record of records) metrics.botRecords.inc({ kind: record.kind });
      return ids;
    }
    const stored: NewAnalyticsRecord[] = [];
    const errors: NewClientError[] = [];
    const vitals: NewWebVital[] = [];
    for (const record of records) {
      if (record.kind === 'error') errors.push(toStoredError(record, ids));
      else if (record.kind === 'vital') vitals.push(toStoredVital(record, ids));
      else stored.push(toStoredRecord(record, ids, userAgent));
    }
    await app.analyticsRepository.save(stored, { errors, vitals });
    for (const record of records) metrics.analyticsStored.inc({ kind: record.kind });
    for (const error of errors)
      metrics.clientErrors.inc(app.remoteRegistry.labels(error.remote, error.version, error.type));
    for (const vital of vitals) {
      if (vital.name === 'CLS') metrics.webVitalsCls.observe({ page_group: vital.page_group }, vital.value);
      else metrics.webVitalsSeconds.observe({ metric: vital.name, page_group: vital.page_group }, vital.value / 1000);
    }
    return ids;
  }

  /** The tracker's settings: whether to load the optional third-party page-view tag (off: null). */
  const trackerConfig = { thirdPartyTag: app.config.THIRD_PARTY_TAG_URL ?? null };
  app.get('/config', { helmet: false }, async (_request, reply) => {
    reply.header('Cache-Control', `public, max-age=${CONFIG_MAX_AGE_S}`);
    return trackerConfig;
  });

  app.post('/pageview', { ...single, schema: { body: pageViewSchema } }, async (request, reply) =>
    reply.code(202).send(await store(request, reply, [Object.assign(request.body, { kind: 'pageview' as const })])),
  );

  app.post('/event', { ...single, schema: { body: eventSchema } }, async (request, reply) => {
    await store(request, reply, [Object.assign(request.body, { kind: 'event' as const })]);
    return reply.code(204).send();
  });

  app.post('/conversion', { ...single, schema: { body: conversionSchema } }, async (request, reply) => {
    await store(request, reply, [Object.assign(request.body, { kind: 'conversion' as const })]);
    return reply.code(204).send();
  });

  app.post(
    '/batch',
    { bodyLimit: ANALYTICS_BATCH_BODY_LIMIT, helmet: false, schema: { body: analyticsBatchSchema } },
    async (request, reply) => reply.code(202).send(await store(request, reply, request.body)),
  );
};

export default tracker;
