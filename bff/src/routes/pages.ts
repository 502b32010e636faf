import { createHash } from 'node:crypto';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import { cacheControlFor } from '@hl/shared/cache-control';
import type { ArticleIndexEntry } from '@hl/shared/contracts';
import { pageHead, renderHead } from '@hl/shared/metadata';
import { articleIdFromSlugId, matchRoute, type RouteMatch } from '@hl/shared/site-map';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { compression } from '../compression.ts';

/** Paths of the endpoints: never a page. /contact is a page; /contact/... are the lead endpoints. */
const ENDPOINT = /^\/(api|analytics|admin)(\/|$)|^\/contact\//;
/** The page templates are sent only through the page mapping, never as files of their own. */
const TEMPLATE_FILE = /^\/(index\.html$|pages\/)/;

const NOT_FOUND: RouteMatch = { page: 'not-found' };

/** A path that is neither a page nor a file to send: the JSON 404, labelled as unknown routes are. */
function notFound(request: FastifyRequest, reply: FastifyReply) {
  request.servedAs = 'not-found';
  return reply.callNotFound();
}

/**
 * The site itself: the shell's files and every page (robots.txt and sitemap.xml: crawlers.ts). A path with a file extension is a file of
 * the shell build (its precompressed copy when the browser accepts one; a missing file is a JSON
 * 404, never HTML; source maps are 404 unless SERVE_SOURCE_MAPS is set). Any other path is a page: the route table says which, the page's HTML gets
 * its own head, and an unknown path is the not-found page with a 404. An article path is checked
 * against the knowledge remote's article index: an unknown id is a 404, a stale slug a 301 to the
 * current one; while the index has never been read, article paths get the page with the generic
 * head (the shell's reader decides in the browser) rather than a 404 that might be wrong. A known
 * article's page also carries the article's first screen (the knowledge remote's article screens),
 * so the article is readable before any script runs.
 */
const pages: FastifyPluginAsync = async (app) => {
  await app.register(fastifyCompress, compression);
  await app.register(fastifyStatic, {
    root: app.config.SHELL_DIST,
    serve: false,
    preCompressed: true,
    setHeaders: (res, file) => res.header('Cache-Control', cacheControlFor(path.basename(file))),
  });
  const templates = app.shellPages;

  function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    status: 200 | 404,
    match: RouteMatch,
    article?: ArticleIndexEntry,
  ) {
    const head = renderHead(pageHead(match, article));
    // An article's page comes with the article's first screen over it, when the remote published one.
    const screens = article && app.articleScreens.current();
    const screen = article && screens?.byId.get(article.id);
    const html =
      screens && screen
        ? templates.render(match.page, `${head}\n<style>${screens.css}</style>`, screen)
        : templates.render(match.page, head);
    if (html === undefined) return notFound(request, reply);
    const etag = `W/"${createHash('sha1').update(html).digest('base64url')}"`;
    reply.header('Cache-Control', 'no-cache').header('ETag', etag).header('Vary', 'accept-encoding');
    // The operators' page: search engines that skip the meta tag still see the header.
    if (match.page === 'insights') reply.header('X-Robots-Tag', 'noindex, nofollow');
    if (status === 200 && request.headers['if-none-match'] === etag) return reply.code(304).send();
    return reply.code(status).type('text/html; charset=utf-8').compress(html);
  }

  app.get<{ Params: { '*': string } }>('/*', (request, reply) => {
    const query = request.url.indexOf('?');
    const pathname = query === -1 ? request.url : request.url.slice(0, query);
    const search = query === -1 ? '' : request.url.slice(query);
    if (ENDPOINT.test(pathname)) return notFound(request, reply);

    const file = `/${request.params['*']}`;
    if (path.extname(file) !== '') {
      request.servedAs = 'static';
      // Source maps would publish the shell's sources: only when SERVE_SOURCE_MAPS says so.
      const hidden = TEMPLATE_FILE.test(file) || (file.endsWith('.map') && !app.config.SERVE_SOURCE_MAPS);
      return hidden ? notFound(request, reply) : reply.sendFile(file);
    }

    const match = matchRoute(pathname);
    request.servedAs = `page:${match.articleSlugId === undefined ? match.page : 'article'}`;
    if (match.page === 'not-found') return sendPage(request, reply, 404, NOT_FOUND);
    // One address per page: /team/ is /team.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      return reply.redirect(`${pathname.replace(/\/+$/, '')}${search}`, 301);
    }
    if (match.articleSlugId !== undefined) {
      const index = app.articleIndex.current();
      if (index) {
        const article = index.byId.get(articleIdFromSlugId(match.articleSlugId));
        if (!article) return sendPage(request, reply, 404, NOT_FOUND);
        if (article.path !== pathname) return reply.redirect(`${article.path}${search}`, 301);
        return sendPage(request, reply, 200, match, article);
      }
    }
    return sendPage(request, reply, 200, match);
  });
};

export default pages;
