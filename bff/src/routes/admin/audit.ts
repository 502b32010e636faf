import { auditAnswerSchema } from '@hl/shared/staff';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const auditQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(500, 'limit must be at most 500.')
    .default(100),
  /** The next page: entries made before this time (the last entry's `at`). */
  before: z.iso.datetime({ error: 'before must be an ISO date-time.' }).optional(),
});

/** GET /admin/audit?limit=&before=: who read or changed what on the read side, newest first (admins only). */
const audit: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/audit',
    { schema: { querystring: auditQuerySchema, response: { 200: auditAnswerSchema } } },
    async (request) => ({ entries: await app.auditRepository.list(request.query) }),
  );
};

export default audit;
