import type { FastifyPluginAsync } from 'fastify';
import { HttpError } from '../../plugins/app/errors.ts';
import { actorOf } from './auth.ts';

/**
 * POST /admin/reports/digest: queues the last whole week's digest for the accounts that chose it
 * now, as Monday morning's schedule does (admins; once per week and account either way).
 */
const reports: FastifyPluginAsync = async (app) => {
  app.post('/reports/digest', async (request, reply) => {
    if (!app.staffReports) throw new HttpError(404, 'The weekly digest is off: set STAFF_DIGEST=true on the server.');
    const queued = await app.staffReports.sendDigest();
    if (queued > 0) app.notifications.kick();
    await app.auditRepository.record(actorOf(request), { action: 'digest.send', detail: { queued } });
    return reply.code(202).send({ queued });
  });
};

export default reports;
