import type { ArticleIndexEntry } from '@hl/shared/contracts';
import { escapeHtml, withSiteOffset } from '@hl/shared/metadata';
import { site } from '@hl/shared/site';
import { INSIGHTS_PATH, PUBLIC_PATHS } from '@hl/shared/site-map';

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
