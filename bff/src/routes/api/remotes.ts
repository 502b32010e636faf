import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { previewKey, verifyPreview } from '../../releases/canary.ts';

/** The browser's preview of one remote version (a staff member's signed link). */
export const PREVIEW_COOKIE = 'hl_preview';
const previewCookie: CookieSerializeOptions = { httpOnly: true, sameSite: 'lax', path: '/', secure: 'auto' };

/**
 * GET /api/remotes: which build of each remote this browser loads (RemoteRegistry of
 * @hl/shared/remotes): the stable version, the canary for the visitors in its share (by the
 * visitor cookie, which it sets if missing, so a visitor keeps one version across pages and visits),
 * or the version a preview link named; with the last good build to fall back to, and what is live.
 * Fetched on every page load: a promotion or rollback reaches the next one.
 *
 * GET /api/remotes/preview?token=…: a staff member's signed preview link (POST
 * /admin/remotes/:name/preview makes one): sets the preview cookie for this browser only and opens
 * the site. GET /api/remotes/preview/end clears it.
 */
const remotes: FastifyPluginAsync = async (app) => {
  const key = app.config.ADMIN_TOKEN ? previewKey(app.config.ADMIN_TOKEN) : undefined;
  const previewOf = (request: FastifyRequest) => {
    const token = request.cookies[PREVIEW_COOKIE];
    return key && token ? verifyPreview(key, token) : undefined;
  };

  app.get('/remotes', async (request, reply) => {
    // Revalidated (without a validator: fetched) on every page load, so a change reaches the next one.
    reply.header('Cache-Control', 'no-cache');
    return app.remoteRegistry.answer(reply.visitorId(), previewOf(request));
  });

  app.get<{ Querystring: { token?: string } }>('/remotes/preview', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    const token = typeof request.query.token === 'string' ? request.query.token : '';
    const preview = key ? verifyPreview(key, token) : undefined;
    if (!preview) {
      return reply.code(400).send({
        statusCode: 400,
        error: 'Bad Request',
        message: 'This preview link is not valid or has expired: ask for a new one.',
      });
    }
    reply.setCookie(PREVIEW_COOKIE, token, {
      ...previewCookie,
      maxAge: Math.floor((preview.expiresAt - Date.now()) / 1000),
    });
    return reply.redirect('/', 303);
  });

  app.get('/remotes/preview/end', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store').clearCookie(PREVIEW_COOKIE, previewCookie);
    return reply.redirect('/', 303);
  });
};

export default remotes;
