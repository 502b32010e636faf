import fastifyCompress from '@fastify/compress';
import type { ArticleIndexEntry } from '@hl/shared/contracts';
import { escapeHtml, withSiteOffset } from '@hl/shared/metadata';
import { site } from '@hl/shared/site';
import { INSIGHTS_PATH, PUBLIC_PATHS } from '@hl/shared/site-map';
import type { FastifyPluginAsync } from 'fastify';
import { compression } from '../compression.ts';

/**
 * sitemap.xml: every public page by its canonical URL, then every article with its last
 * modification (reviewed, else published). Aliases (/home1, /apply3) are left out: their
 * canonical page is listed.
 */
export function sitemapXml(articles: readonly ArticleIndexEntry[]): string {
  const url = (path: string, lastmod?: string) =>
    `<url><loc>${escapeHtml(`${site.url}${path}`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...PUBLIC_PATHS.map((path) => url(path)),
    ...articles.map((a) => url(a.path, withSiteOffset(a.reviewed_at ?? a.published_at))),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the whole site may be crawled, not the endpoints nor the operators' page; where the sitemap is. */
export function robotsTxt(): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /admin/',
    'Disallow: /analytics/',
    'Disallow: /contact/',
    `Disallow: ${INSIGHTS_PATH}`,
    'Allow: /',
    '',
    `Sitemap: ${site.url}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET /robots.txt and GET /sitemap.xml, the latter from the article index as last read. */
const crawlers: FastifyPluginAsync = async (app) => {
  await app.register(fastifyCompress, compression);
  app.get('/robots.txt', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt();
  });

  app.get('/sitemap.xml', (_request, reply) => {
    reply.header('Cache-Control', 'no-cache').type('application/xml; charset=utf-8');
    return reply.compress(sitemapXml(app.articleIndex.current()?.articles ?? []));
  });
};

export default crawlers;
