import fp from 'fastify-plugin';
import type { Config } from '../config.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The settings read and checked once at start-up (config.ts). */
    config: Config;
  }
}

/** Makes the validated configuration available to every plugin and route as app.config. */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
