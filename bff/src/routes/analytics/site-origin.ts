import type { IncomingHttpHeaders } from 'node:http';

/**
 * True when a request comes from a page of the site: its Origin is a site origin (the BFF's own,
 * or one of SITE_ORIGINS); without an Origin, its Sec-Fetch-Site says same-origin; without either,
 * its Referer is on a site origin. A request carrying none of them (a script, a curl) is not from
 * the site. Browsers send Origin with every POST (fetch and sendBeacon alike), so the other two
 * only matter for older ones.
 */
export function isFromSite(headers: IncomingHttpHeaders, ownOrigin: string, siteOrigins: ReadonlySet<string>): boolean {
  const { origin, referer } = headers;
  if (origin !== undefined) return isSiteOrigin(origin, ownOrigin, siteOrigins);
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  if (referer !== undefined && URL.canParse(referer))
    return isSiteOrigin(new URL(referer).origin, ownOrigin, siteOrigins);
  return false;
}

/** True when a request names an Origin that is not the site's (a request without one is not judged). */
export function hasForeignOrigin(
  headers: IncomingHttpHeaders,
  ownOrigin: string,
  siteOrigins: ReadonlySet<string>,
): boolean {
  return headers.origin !== undefined && !isSiteOrigin(headers.origin, ownOrigin, siteOrigins);
}

function isSiteOrigin(origin: string, ownOrigin: string, siteOrigins: ReadonlySet<string>): boolean {
  if (origin === ownOrigin || siteOrigins.has(origin)) return true;
  // The Host header may name a default port (localhost:80) that a browser's Origin leaves out.
  return URL.canParse(ownOrigin) && new URL(ownOrigin).origin === origin;
}
