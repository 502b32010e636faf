import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { compression } from '../../compression.ts';
import { HttpError } from '../../plugins/app/errors.ts';
import { hasForeignOrigin } from '../../site-origin.ts';
import { adminSessionOf, bearerToken, tokenChecker } from './auth.ts';

/**
 * Admin requests a minute per IP address. The dashboard asks some twenty questions on each refresh
 * and each filter click, so a person needs a few hundred; a guesser gets nowhere with a 16+
 * character token at this rate either.
 */
const ADMIN_RATE_LIMIT = 600;

const SAFE_METHODS = new Set(['GET', 'HEAD']);
/** Signing in and out: open to anyone (session.ts has its own limits and checks). */
const SESSION = '/admin/session';

/**
 * What every route under /admin shares: never cached, compressed when it pays (lead lists and
 * reports grow with the business), one per-IP limit. The read side (every route but the session)
 * needs the ADMIN_TOKEN bearer token or the session cookie that signing in with it gives; without
 * ADMIN_TOKEN its routes are not even registered (app.ts), so its paths are plain 404s. A
 * state-changing request made with the cookie must not name another site as its Origin (the
 * cookie is SameSite=Strict as well).
 */
export default async function adminHooks(app: FastifyInstance) {
  const token = app.config.ADMIN_TOKEN;
  const matches = token === undefined ? () => false : tokenChecker(token);
  const siteOrigins = new Set(app.config.SITE_ORIGINS);
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });
  await app.perIpRateLimit('admin', ADMIN_RATE_LIMIT);
  app.addHook('onRequest', async (request, reply) => {
    if (request.routeOptions.url === SESSION) return;
    const bearer = bearerToken(request);
    if (bearer !== undefined && matches(bearer)) return;
    if (bearer === undefined && (await adminSessionOf(request))) {
      if (!SAFE_METHODS.has(request.method) && hasForeignOrigin(request, siteOrigins)) {
        throw new HttpError(403, 'Admin changes are accepted only from the site itself.');
      }
      return;
    }
    reply.header('WWW-Authenticate', 'Bearer realm="admin"');
    throw new HttpError(401, 'Sign in first: a valid admin session or bearer token is required.');
  });
  await app.register(fastifyCompress, { ...compression, global: true });
}
