import { createHash, timingSafeEqual } from 'node:crypto';
import fastifyCompress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import { compression } from '../../compression.ts';
import { HttpError } from '../../plugins/errors.ts';
import analyticsRecords from './analytics-records.ts';
import analyticsSummary from './analytics-summary.ts';
import erasure from './erasure.ts';
import leads from './leads.ts';
import outbox from './outbox.ts';

/** Admin requests a minute per IP address: plenty for a person or a report, little for guessing. */
const ADMIN_RATE_LIMIT = 60;

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * The operators' read side, behind the ADMIN_TOKEN bearer token. app.ts registers it only when
 * ADMIN_TOKEN is set, so without one these paths are plain 404s. The token is compared through
 * fixed-length digests in constant time, so timing says nothing about it, not even its length.
 */
const admin: FastifyPluginAsync<{ token: string }> = async (app, { token }) => {
  const expected = digest(token);
  await app.perIpRateLimit('admin', ADMIN_RATE_LIMIT);
  app.addHook('onRequest', async (request, reply) => {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
    const valid = timingSafeEqual(digest(match?.[1] ?? ''), expected) && match !== null;
    if (!valid) {
      reply.header('WWW-Authenticate', 'Bearer realm="admin"');
      throw new HttpError(401, 'A valid admin bearer token is required.');
    }
    reply.header('Cache-Control', 'no-store');
  });

  // Lead lists and reports grow with the business: every admin answer is compressed when it pays.
  await app.register(fastifyCompress, { ...compression, global: true });
  await app.register(leads);
  await app.register(analyticsSummary);
  await app.register(analyticsRecords);
  await app.register(outbox);
  await app.register(erasure);
};

export default admin;
