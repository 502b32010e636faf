import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from '@hl/shared/cache-control';
import { matchRoute } from '@hl/shared/site-map';
import fp from 'fastify-plugin';

/** Paths the SPA owns: anything without a file extension (a missing .js must stay a 404, not HTML). */
const hasExtension = (url: string) => path.extname(url.split('?')[0] ?? '') !== '';

/**
 * Serves the shell's build. A path without a file extension that is not an API route gets
 * index.html, so deep links such as /articles/x-12 load the app; anything else unknown is a JSON 404.
 */
export default fp<{ root: string }>(
  async (app, { root }) => {
    const indexFile = path.join(root, 'index.html');
    if (!fs.existsSync(indexFile)) app.log.warn({ root }, 'shell build not found: run npm run build -w shell');

    await app.register(fastifyStatic, {
      root,
      setHeaders: (res, file) => res.header('Cache-Control', cacheControlFor(path.basename(file))),
    });

    app.setNotFoundHandler((request, reply) => {
      // /contact is a page; /contact/... are the lead endpoints.
      const api = /^\/(api|analytics|admin)(\/|$)|^\/contact\//.test(request.url);
      if (
        (request.method === 'GET' || request.method === 'HEAD') &&
        !api &&
        !hasExtension(request.url) &&
        fs.existsSync(indexFile)
      ) {
        // The page's own prerendered HTML when the build has it, else the home page's.
        const pageFile = path.join(root, 'pages', `${matchRoute(request.url.split('?')[0] ?? '/').page}.html`);
        return reply
          .header('Cache-Control', 'no-cache')
          .type('text/html; charset=utf-8')
          .send(fs.createReadStream(fs.existsSync(pageFile) ? pageFile : indexFile));
      }
      return reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      });
    });
  },
  { name: 'shell-static' },
);
