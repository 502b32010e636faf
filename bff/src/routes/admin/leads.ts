import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { StoredLead } from '../../repositories/leads.ts';
import { toCsv } from './csv.ts';
import { leadsQuerySchema } from './schemas.ts';

/** Payload columns of the CSV in the order an operator reads them; other keys follow, sorted. */
const PAYLOAD_COLUMNS = [
  'name',
  'fullName',
  'phone',
  'mobile',
  'estateAgency',
  'numListings',
  'avgSaleValue',
  'subject',
  'stage',
  'message',
  'source',
];

/** GET /admin/leads: the leads of a type and time window, newest first, as JSON or CSV. */
const leads: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/admin/leads', { schema: { querystring: leadsQuerySchema } }, async (request, reply) => {
    const { format, ...filter } = request.query;
    const found = await app.leadsRepository.list(filter);
    if (format === 'json') return { count: found.length, leads: found };
    const stamp = new Date().toISOString().slice(0, 10);
    return reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="leads-${filter.type ?? 'all'}-${stamp}.csv"`)
      .send(leadsCsv(found));
  });
};

function leadsCsv(found: StoredLead[]): string {
  const keys = new Set(found.flatMap((l) => Object.keys(l.payload)));
  const extra = [...keys].filter((k) => k !== 'email' && !PAYLOAD_COLUMNS.includes(k)).sort();
  const payloadColumns = [...PAYLOAD_COLUMNS.filter((k) => keys.has(k)), ...extra];
  return toCsv(
    ['id', 'createdAt', 'type', 'spam', 'email', ...payloadColumns],
    found.map((l) => [l.id, l.createdAt, l.type, l.spam, l.email, ...payloadColumns.map((k) => l.payload[k])]),
  );
}

export default leads;
