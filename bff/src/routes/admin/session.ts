import { type AdminSession, adminSessionSchema, adminSignInSchema } from '@hl/shared/insights';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HttpError } from '../../plugins/app/errors.ts';
import { hasForeignOrigin } from '../../site-origin.ts';
import { ADMIN_COOKIE, adminCookie, adminSessionOf, tokenChecker } from './auth.ts';

/** Sign-in attempts per IP address in SIGN_IN_WINDOW_MS: a person's typos, never a guessing run. */
export const SIGN_IN_LIMIT = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Other session requests a minute per IP address (the page asks once when it opens). */
const SESSION_RATE_LIMIT = 60;

/**
 * The operator's browser session. POST /admin/session { token } exchanges ADMIN_TOKEN for the
 * session cookie (auth.ts), GET /admin/session says whether the read side is on and this browser
 * signed in, DELETE /admin/session ends the session everywhere (the row goes) and clears the
 * cookie. There whether or not ADMIN_TOKEN is set, so the page can say the read side is off.
 * A POST or DELETE from another site's page (its Origin) is refused.
 */
const session: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const token = app.config.ADMIN_TOKEN;
  const siteOrigins = new Set(app.config.SITE_ORIGINS);
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && hasForeignOrigin(request, siteOrigins)) {
      throw new HttpError(403, 'Admin sessions are started and ended only from the site itself.');
    }
  });

  await app.register(async (limited) => {
    const signIn = limited.withTypeProvider<ZodTypeProvider>();
    await signIn.perIpRateLimit('admin-sign-in', SIGN_IN_LIMIT, SIGN_IN_WINDOW_MS);
    const matches = token === undefined ? undefined : tokenChecker(token);
    signIn.post(
      '/session',
      { schema: { body: adminSignInSchema, response: { 200: adminSessionSchema } } },
      async (request, reply): Promise<AdminSession> => {
        if (!matches) throw new HttpError(404, 'The read side is off: ADMIN_TOKEN is not set on the server.');
        if (!matches(request.body.token))
          throw new HttpError(401, 'That is not the admin token. Please check it and try again.');
        const started = await app.adminSessionsRepository.start();
        reply.setCookie(ADMIN_COOKIE, started.id, adminCookie);
        return { enabled: true, signedIn: true, expiresAt: started.expiresAt };
      },
    );
  });

  await app.register(async (other) => {
    const routes = other.withTypeProvider<ZodTypeProvider>();
    await routes.perIpRateLimit('admin-session', SESSION_RATE_LIMIT);
    routes.get(
      '/session',
      { schema: { response: { 200: adminSessionSchema } } },
      async (request, reply): Promise<AdminSession> => {
        if (token === undefined) return { enabled: false, signedIn: false };
        const live = await adminSessionOf(request);
        if (live) return { enabled: true, signedIn: true, expiresAt: live.expiresAt };
        if (request.cookies[ADMIN_COOKIE] !== undefined) clearCookie(reply);
        return { enabled: true, signedIn: false };
      },
    );

    routes.delete('/session', async (request, reply) => {
      const id = request.cookies[ADMIN_COOKIE];
      if (id) await app.adminSessionsRepository.end(id);
      clearCookie(reply);
      return reply.code(204).send();
    });
  });
};

const clearCookie = (reply: FastifyReply) => reply.clearCookie(ADMIN_COOKIE, { ...adminCookie, maxAge: undefined });

export default session;
