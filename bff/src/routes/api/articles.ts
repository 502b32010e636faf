import fastifyCompress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import { compression } from '../../compression.ts';
import { HttpError } from '../../plugins/app/errors.ts';

/**
 * GET /api/articles: the article index as the BFF last read it from the knowledge remote, for the
 * shell to give an article its own head when the visitor opens it without a page load. 503 while
 * the index has never been read.
 */
const articles: FastifyPluginAsync = async (app) => {
  await app.register(fastifyCompress, compression);
  app.get('/articles', async (request, reply) => {
    const index = app.articleIndex.current();
    if (!index) {
      reply.header('Retry-After', '5');
      throw new HttpError(503, 'The article index is not available yet.');
    }
    reply.header('Cache-Control', 'no-cache').header('ETag', index.etag).type('application/json; charset=utf-8');
    if (request.headers['if-none-match'] === index.etag) return reply.code(304).send();
    return reply.compress(index.json);
  });
};

export default articles;
