import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/app/errors.ts';
import { actorOf } from './auth.ts';
import { idParamsSchema, outboxQuerySchema } from './schemas.ts';

/**
 * The outbox for operators. GET /admin/outbox?state=dead: the messages of a state (and kind),
 * newest first, at most 500 (ids, kinds, tries and error classes; no personal data). POST
 * /admin/outbox/:id/retry: a dead message is tried again, with a fresh count of tries and the same
 * idempotency key.
 */
const outbox: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/outbox', { schema: { querystring: outboxQuerySchema } }, async (request) => {
    const messages = await app.outboxRepository.list(request.query);
    return { count: messages.length, messages };
  });

  app.post('/outbox/:id/retry', { schema: { params: idParamsSchema } }, async (request, reply) => {
    const { retried, message } = await app.outboxRepository.retry(request.params.id);
    if (!message) throw new HttpError(404, 'No message has this id.');
    if (!retried) {
      throw new HttpError(409, `Only a dead message can be retried; this one is ${message.state}.`);
    }
    app.notifications.kick();
    await app.auditRepository.record(actorOf(request), { action: 'outbox.retry', subject: message.id });
    request.log.info({ outbox: { id: message.id, kind: message.kind } }, 'outbox: message retried by an operator');
    return reply.code(202).send(message);
  });
};

export default outbox;
