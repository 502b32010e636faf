import fastifyCors from '@fastify/cors';
import fp from 'fastify-plugin';

/**
 * CORS only for the configured site origins (SITE_ORIGINS), with credentials so the tracking
 * cookies travel; any other origin gets no CORS headers, so browsers refuse it. The shell is served
 * by the BFF itself, so the site needs none of this unless it is also reached from other origins.
 */
export default fp(
  async (app) => {
    const origins = app.config.SITE_ORIGINS;
    await app.register(fastifyCors, {
      origin: origins.length > 0 ? origins : false,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST'],
      // traceparent: each call of the forms, the tracker and the shell starts a trace (tracing.ts).
      allowedHeaders: ['Content-Type', 'traceparent'],
      maxAge: 600,
    });
  },
  { name: 'cors', decorators: { fastify: ['config'] } },
);
