import fastifyCompress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import { compression } from '../../compression.ts';
import { HttpError } from '../../plugins/errors.ts';
import { hasForeignOrigin } from '../../site-origin.ts';
import analyticsRecords from './analytics-records.ts';
import analyticsSummary from './analytics-summary.ts';
import { adminSessionOf, bearerToken, tokenChecker } from './auth.ts';
import erasure from './erasure.ts';
import insights from './insights.ts';
import leads from './leads.ts';
import outbox from './outbox.ts';

/**
 * Admin requests a minute per IP address. The dashboard asks some twenty questions on each refresh
 * and each filter click, so a person needs a few hundred; a guesser gets nowhere with a 16+
 * character token at this rate either.
 */
const ADMIN_RATE_LIMIT = 600;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * The operators' read side, behind the ADMIN_TOKEN bearer token or the session cookie that
 * signing in with it gives (session.ts). app.ts registers it only when ADMIN_TOKEN is set, so
 * without one these paths are plain 404s. A state-changing request made with the cookie must not
 * name another site as its Origin (the cookie is SameSite=Strict as well).
 */
const admin: FastifyPluginAsync<{ token: string }> = async (app, { token }) => {
  const matches = tokenChecker(token);
  const siteOrigins = new Set(app.config.SITE_ORIGINS);
  await app.perIpRateLimit('admin', ADMIN_RATE_LIMIT);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
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

  // Lead lists and reports grow with the business: every admin answer is compressed when it pays.
  await app.register(fastifyCompress, { ...compression, global: true });
  await app.register(leads);
  await app.register(analyticsSummary);
  await app.register(analyticsRecords);
  await app.register(outbox);
  await app.register(insights);
  await app.register(erasure);
};

export default admin;
