import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StoredAnalyticsRecord } from '../../../plugins/app/repositories/analytics.ts';
import { toCsv } from '../csv.ts';
import { recordsQuerySchema } from '../schemas.ts';

const COLUMNS = [
  'id',
  'createdAt',
  'kind',
  'type',
  'element',
  'value',
  'path',
  'referrer',
  'utmSource',
  'device',
  'browser',
  'os',
  'sessionId',
  'visitorId',
  'payload',
] as const satisfies ReadonlyArray<keyof StoredAnalyticsRecord>;

/**
 * GET /admin/analytics/records: the stored records themselves, newest first, as JSON or CSV, for
 * looking into one visitor's or session's journey or exporting a period. Nothing personal is in
 * them: the BFF redacted it before storing.
 */
const analyticsRecords: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/records', { schema: { querystring: recordsQuerySchema } }, async (request, reply) => {
    const { format, visitor, session, ...filter } = request.query;
    const records = await app.analyticsRepository.list({ ...filter, visitorId: visitor, sessionId: session });
    if (format === 'json') return { count: records.length, records };
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="analytics-${filter.kind ?? 'all'}-${stamp}.csv"`)
      .send(
        toCsv(
          [...COLUMNS],
          records.map((r) => COLUMNS.map((c) => r[c])),
        ),
      );
  });
};

export default analyticsRecords;
