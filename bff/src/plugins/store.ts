import fp from 'fastify-plugin';
import type { Store } from '../storage/store.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The open database the repositories share (storage/store.ts). */
    store: Store;
  }
}

/** Decorates the app with the open database and closes it when the app closes (after in-flight requests). */
export default fp<{ store: Store }>(
  async (app, { store }) => {
    app.decorate('store', store);
    app.addHook('onClose', async () => store.close());
  },
  { name: 'store' },
);
