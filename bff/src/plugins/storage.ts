import fp from 'fastify-plugin';
import type { Storage } from '../storage/storage.ts';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

/** Decorates the app with the storage and closes it when the app closes (after in-flight requests). */
export default fp<{ storage: Storage }>(
  async (app, { storage }) => {
    app.decorate('storage', storage);
    app.addHook('onClose', async () => storage.close());
  },
  { name: 'storage' },
);
