import type { FastifyCompressOptions } from '@fastify/compress';

/**
 * On-the-fly compression of HTML, XML and JSON answers above 1 KB, registered only inside the route
 * groups whose answers gain from it (pages, the sitemap, the article index, admin reports): the
 * analytics endpoints, which answer 202/204 without a body, never run its hooks. Off by default in
 * a group (`global: false`): a route compresses with `reply.compress(body)`, so the built files
 * the site sends as they are (already precompressed, or too small to gain) are never compressed
 * again. Brotli at quality 4 (the plugin's default) costs about as much as gzip and saves more.
 */
export const compression: FastifyCompressOptions = {
  global: false,
  threshold: 1024,
  encodings: ['br', 'gzip'],
};
