import type { FastifyInstance } from 'fastify';
import { HttpError } from '../../plugins/app/errors.ts';
import { utf8JsonParser } from '../../plugins/app/validation.ts';
import { isFromSite } from '../../site-origin.ts';

/**
 * What every route under /analytics shares. JSON sent as text/plain (what sendBeacon sends) is
 * accepted here only. One per-IP limit for the group. Only the site records analytics: a POST
 * whose Origin (or Sec-Fetch-Site, or Referer) does not name the BFF's own origin or one of
 * SITE_ORIGINS is refused with 403 before its body is read, and nothing is stored.
 *
 * These are the busiest routes and never answer with a document, so they skip helmet (each route
 * says `helmet: false`; helmet rebuilds its whole header set on every request): a
 * Content-Security-Policy or framing rules mean nothing on a 204. They keep the one header that
 * matters for a JSON answer, nosniff.
 */
export default async function analyticsHooks(app: FastifyInstance) {
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, utf8JsonParser(app));
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('X-Content-Type-Options', 'nosniff');
  });
  await app.perIpRateLimit('analytics', app.config.ANALYTICS_RATE_LIMIT);
  const siteOrigins = new Set(app.config.SITE_ORIGINS);
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'POST') return;
    if (!isFromSite(request, siteOrigins)) {
      throw new HttpError(403, 'Analytics are accepted only from the site itself.');
    }
  });
}
