import formbody from '@fastify/formbody';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { verifyUnsubscribeToken } from '../../notifications/signing.ts';
import { type UnsubscribePage, unsubscribePage } from '../../notifications/templates/unsubscribe-page.ts';

/** An unsubscribe POST carries a token, or only 'List-Unsubscribe=One-Click' (RFC 8058). */
const UNSUBSCRIBE_BODY_LIMIT = 4 * 1024;

/**
 * Requests a minute per IP address. Not the forms' limit: a mail provider sends its users'
 * one-click unsubscribes from a few addresses of its own, and no opt-out may be refused for that.
 * A token cannot be guessed, so the limit only bounds floods.
 */
const UNSUBSCRIBE_RATE_LIMIT = 600;

const tokenOf = (value: unknown): string | undefined => {
  const token = (value as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' ? token.trim() : undefined;
};

/**
 * The newsletter's unsubscribe link (GET and POST /contact/newsletter/unsubscribe?token=...).
 * GET only shows a page with a button: mail scanners and link previews open links, and opening one
 * must not unsubscribe anybody. POST unsubscribes: the page's button, or a mail program's one-click
 * unsubscribe (RFC 8058: List-Unsubscribe=One-Click posted to the link, the token in its query).
 * The opt-out is recorded on the subscription, so no later mailing goes to it. A token that does
 * not verify is a 400; a second use says it is done already. Loaded only with UNSUBSCRIBE_SECRET:
 * without it no link can be checked (nor was one sent), and the path is a 404.
 */
const unsubscribe: FastifyPluginAsync = async (app) => {
  // app.ts loads this file only when the setting is there.
  const secret = app.config.UNSUBSCRIBE_SECRET as string;
  await app.perIpRateLimit('unsubscribe', UNSUBSCRIBE_RATE_LIMIT);
  await app.register(formbody, { bodyLimit: UNSUBSCRIBE_BODY_LIMIT });
  // RFC 8058 allows the one-click POST as multipart/form-data; its body says nothing the link does not.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: UNSUBSCRIBE_BODY_LIMIT },
    (_r, _b, done) => done(null, {}),
  );

  const page = (reply: FastifyReply, which: UnsubscribePage, token?: string) =>
    reply
      .code(which === 'invalid' ? 400 : 200)
      .header('Cache-Control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(unsubscribePage(which, token));

  app.get('/newsletter/unsubscribe', async (request, reply) => {
    const token = tokenOf(request.query);
    const leadId = token && verifyUnsubscribeToken(secret, token);
    if (!token || !leadId) return page(reply, 'invalid');
    const lead = await app.leadsRepository.get(leadId);
    return lead?.type === 'newsletter' && !lead.unsubscribedAt ? page(reply, 'confirm', token) : page(reply, 'already');
  });

  app.post('/newsletter/unsubscribe', async (request, reply) => {
    const token = tokenOf(request.query) ?? tokenOf(request.body);
    const leadId = token && verifyUnsubscribeToken(secret, token);
    if (!leadId) return page(reply, 'invalid');
    const result = await app.leadsRepository.unsubscribe(leadId);
    if (result === 'unsubscribed')
      request.log.info({ lead: { type: 'newsletter', id: leadId } }, 'newsletter unsubscribed');
    return page(reply, result === 'unsubscribed' ? 'unsubscribed' : 'already');
  });
};

export default unsubscribe;
