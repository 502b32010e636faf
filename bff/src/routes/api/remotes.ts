import type { FastifyPluginAsync } from 'fastify';

export interface RemotesOptions {
  registry: { remotes: Array<{ name: string; entry: string }> };
}

/**
 * GET /api/remotes: where each remote's manifest lives, from the MF_*_URL settings. Revalidated on
 * every load, so moving a remote needs a BFF restart with new settings, never a shell rebuild.
 */
const remotes: FastifyPluginAsync<RemotesOptions> = async (app, { registry }) => {
  app.get('/api/remotes', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return registry;
  });
};

export default remotes;
