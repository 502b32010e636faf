import {
  callbackRequestSchema,
  contactMessageSchema,
  isSpam,
  newsletterRequestSchema,
  partnerLeadSchema,
} from '@hl/shared/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { storeLead } from './store-lead.ts';

/** Contact forms are small: 16 KiB is far more than any real submission. */
export const CONTACT_BODY_LIMIT = 16 * 1024;

/**
 * The lead forms (docs/REQUIREMENTS.md#lead-endpoints; the answers' texts are
 * docs/REQUIREMENTS.md#lead-messages). Each body is checked by its contract; the stored payload is
 * the checked, normalised one, without the honeypot field `website`. A filled honeypot gets the
 * normal success answer and is stored flagged as spam.
 */
const contact: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.perIpRateLimit('contact', app.config.CONTACT_RATE_LIMIT);

  app.post(
    '/newsletter/subscribe',
    { bodyLimit: CONTACT_BODY_LIMIT, schema: { body: newsletterRequestSchema } },
    async (request, reply) => {
      const { website, ...subscription } = request.body.payload;
      const { created } = await storeLead(request, {
        type: 'newsletter',
        email: subscription.email,
        payload: subscription,
        spam: isSpam({ website }),
      });
      return created
        ? reply.code(201).send({ status: 'subscribed', message: 'You are now subscribed. Welcome aboard!' })
        : reply
            .code(200)
            .send({ status: 'already-subscribed', message: 'You are already subscribed to our newsletter.' });
    },
  );

  app.post(
    '/partner',
    { bodyLimit: CONTACT_BODY_LIMIT, schema: { body: partnerLeadSchema } },
    async (request, reply) => {
      const { website, ...lead } = request.body;
      await storeLead(request, { type: 'partner', email: lead.email, payload: lead, spam: isSpam({ website }) });
      return reply.code(201).send({
        status: 'success',
        message: 'Thanks! We have received your details and will be in touch shortly.',
      });
    },
  );

  app.post(
    '/callbackrequest',
    { bodyLimit: CONTACT_BODY_LIMIT, schema: { body: callbackRequestSchema } },
    async (request, reply) => {
      const { website, ...lead } = request.body;
      await storeLead(request, { type: 'callback', email: lead.email, payload: lead, spam: isSpam({ website }) });
      return reply.code(201).send({ status: 'success', message: "Thank you! We'll be in touch shortly." });
    },
  );

  app.post(
    '/submit',
    { bodyLimit: CONTACT_BODY_LIMIT, schema: { body: contactMessageSchema } },
    async (request, reply) => {
      const { website, ...message } = request.body;
      await storeLead(request, { type: 'contact', email: message.email, payload: message, spam: isSpam({ website }) });
      return reply.code(200).send({ message: 'Your message was sent successfully.' });
    },
  );
};

export default contact;
