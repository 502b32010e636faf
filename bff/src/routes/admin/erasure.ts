import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { countDeleted } from '../../plugins/app/metrics.ts';
import { actorOf } from './auth.ts';
import { erasureBodySchema } from './schemas.ts';

/** Leads deleted per transaction. */
const ERASURE_BATCH = 500;

/**
 * POST /admin/erasure { email }: a deletion request (POPIA). Deletes every lead of the address
 * and their outbox messages, and answers with the counts. A newsletter subscription among them
 * leaves its opt-out on the suppression list (a keyed hash, not the address), so the address is
 * not mailed again unless it signs up again. The address travels in the body, never in a URL (which
 * proxies log), and the log line and the audit log's entry hold counts only. Analytics records
 * hold no address, but a lead holds its visitor's id: the records and visits of the leads'
 * visitors go too. Admins only.
 */
const erasure: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.post('/erasure', { schema: { body: erasureBodySchema } }, async (request) => {
    const { suppressionsRepository: suppressions } = app;
    // Asked before the leads go: they are what ties the visitor's records to the address.
    const visitors = await app.leadsRepository.visitorsOf(request.body.email);
    const deleted = await app.leadsRepository.erase(request.body.email, {
      limit: ERASURE_BATCH,
      suppress: suppressions.suppress.bind(suppressions),
    });
    const analytics = await app.analyticsRepository.eraseVisitors(visitors);
    countDeleted(app.metrics, 'erasure', { ...deleted, analytics });
    // The counts only: the address is what was to be forgotten.
    await app.auditRepository.record(actorOf(request), { action: 'erasure', detail: { ...deleted, analytics } });
    request.log.info({ erasure: { ...deleted, analytics } }, 'erasure: the records of one address deleted on request');
    return { leads: deleted.leads, messages: deleted.messages, analytics, optOutKept: deleted.optOuts > 0 };
  });
};

export default erasure;
