import type { FastifyPluginAsync } from 'fastify';
import { remoteRegistry } from '../../config.ts';

/**
 * GET /api/remotes: where each remote's manifest lives, from the MF_*_URL settings. Revalidated on
 * every load, so moving a remote needs a BFF restart with new settings, never a shell rebuild.
 */
const remotes: FastifyPluginAsync = async (app) => {
  const registry = remoteRegistry(app.config);
  app.get('/remotes', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return registry;
  });
};

export default remotes;
