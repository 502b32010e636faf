import fastifyCompress from '@fastify/compress';
import { roleAllows } from '@hl/shared/staff';
import type { FastifyInstance } from 'fastify';
import { compression } from '../../compression.ts';
import { HttpError } from '../../plugins/app/errors.ts';
import { hasForeignOrigin } from '../../site-origin.ts';
import { TOKEN_ACTOR } from '../../staff/actor.ts';
import { adminSessionOf, bearerToken, staffActor, tokenChecker } from './auth.ts';

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
 * needs the ADMIN_TOKEN bearer token (scripts: it acts as an admin) or a staff member's session
 * cookie, and then the role its route asks for (`config.role`; admin when it names none): a viewer
 * reads the figures, an agent the leads too, an admin everything. Without ADMIN_TOKEN its routes are
 * not even registered (app.ts), so its paths are plain 404s. A state-changing request made with the
 * cookie must not name another site as its Origin (the cookie is SameSite=Strict as well).
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
    if (bearer !== undefined && matches(bearer)) {
      request.actor = TOKEN_ACTOR;
    } else {
      const session = bearer === undefined ? await adminSessionOf(request) : undefined;
      if (!session) {
        reply.header('WWW-Authenticate', 'Bearer realm="admin"');
        throw new HttpError(401, 'Sign in first: a valid admin session or bearer token is required.');
      }
      if (!SAFE_METHODS.has(request.method) && hasForeignOrigin(request, siteOrigins)) {
        throw new HttpError(403, 'Admin changes are accepted only from the site itself.');
      }
      request.actor = staffActor(session.user);
    }
    const needed = request.routeOptions.config.role ?? 'admin';
    if (!roleAllows(request.actor.role, needed)) {
      throw new HttpError(
        403,
        `This needs the ${needed} role, and you are signed in as a ${request.actor.role}: ask an admin if you need it.`,
      );
    }
  });
  await app.register(fastifyCompress, { ...compression, global: true });
}
