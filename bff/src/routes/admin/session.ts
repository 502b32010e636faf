import { type AdminSession, adminSessionSchema, staffSignInSchema } from '@hl/shared/staff';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../plugins/app/errors.ts';
import { sastIso } from '../../sast.ts';
import { hasForeignOrigin } from '../../site-origin.ts';
import { ADMIN_COOKIE, adminCookie, adminSessionOf, staffActor } from './auth.ts';

/** Sign-in attempts per IP address in SIGN_IN_WINDOW_MS: a person's typos, never a guessing run. */
export const SIGN_IN_LIMIT = 10;
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
/** Other session requests a minute per IP address (the page asks once when it opens). */
const SESSION_RATE_LIMIT = 60;

const signOutQuery = z.object({
  everywhere: z
    .enum(['true', 'false'], { error: 'everywhere must be true or false.' })
    .transform((v) => v === 'true')
    .optional(),
});

/**
 * A staff member's browser session. POST /admin/session { email, password } signs in with their
 * account and sets the session cookie (auth.ts); an account is locked for a while after repeated
 * failed sign-ins (repositories/staff.ts). GET /admin/session says whether the read side is on and
 * who this browser is signed in as. DELETE /admin/session ends the session everywhere at once (its
 * row goes) and clears the cookie; with `?everywhere=true`, every session of the account ends (a
 * phone left signed in, say). There whether or not ADMIN_TOKEN is set, so the page can say the
 * read side is off. A POST or DELETE from another site's page (its Origin) is refused.
 */
const session: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const enabled = app.config.ADMIN_TOKEN !== undefined;
  const siteOrigins = new Set(app.config.SITE_ORIGINS);
  app.addHook('onRequest', async (request) => {
    if (request.method !== 'GET' && hasForeignOrigin(request, siteOrigins)) {
      throw new HttpError(403, 'Admin sessions are started and ended only from the site itself.');
    }
  });

  await app.register(async (limited) => {
    const signIn = limited.withTypeProvider<ZodTypeProvider>();
    await signIn.perIpRateLimit('admin-sign-in', SIGN_IN_LIMIT, SIGN_IN_WINDOW_MS);
    signIn.post(
      '/session',
      { schema: { body: staffSignInSchema, response: { 200: adminSessionSchema } } },
      async (request, reply): Promise<AdminSession> => {
        if (!enabled) throw new HttpError(404, 'The read side is off: ADMIN_TOKEN is not set on the server.');
        const outcome = await app.staffRepository.signIn(request.body.email, request.body.password);
        if (!outcome.ok && outcome.reason === 'locked') {
          reply.header('Retry-After', String(Math.max(1, Math.ceil((Date.parse(outcome.until) - Date.now()) / 1000))));
          throw new HttpError(
            429,
            `Too many failed sign-ins: this account is locked until ${sastIso(outcome.until).slice(11, 16)} (South African time). Try again then, or ask an admin to unlock it.`,
          );
        }
        if (!outcome.ok) {
          throw new HttpError(401, 'That e-mail address and password do not match an account. Please check them.');
        }
        const { user } = outcome;
        const started = await app.adminSessionsRepository.start(user.id);
        await app.auditRepository.record(staffActor(user), { action: 'session.start' });
        reply.setCookie(ADMIN_COOKIE, started.id, adminCookie);
        const { id, email, name, role } = user;
        return { enabled: true, signedIn: true, expiresAt: started.expiresAt, user: { id, email, name, role } };
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
        if (!enabled) return { enabled: false, signedIn: false };
        const live = await adminSessionOf(request);
        if (live) return { enabled: true, signedIn: true, expiresAt: live.expiresAt, user: live.user };
        if (request.cookies[ADMIN_COOKIE] !== undefined) clearCookie(reply);
        return { enabled: true, signedIn: false };
      },
    );

    routes.delete('/session', { schema: { querystring: signOutQuery } }, async (request, reply) => {
      const id = request.cookies[ADMIN_COOKIE];
      const live = id ? await adminSessionOf(request) : undefined;
      if (id) await app.adminSessionsRepository.end(id);
      if (live) {
        const everywhere = request.query.everywhere === true;
        if (everywhere) await app.adminSessionsRepository.endAllOf(live.user.id);
        await app.auditRepository.record(staffActor(live.user), {
          action: everywhere ? 'session.end-everywhere' : 'session.end',
        });
      }
      clearCookie(reply);
      return reply.code(204).send();
    });
  });
};

const clearCookie = (reply: FastifyReply) => reply.clearCookie(ADMIN_COOKIE, { ...adminCookie, maxAge: undefined });

export default session;
