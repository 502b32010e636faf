import type { FastifyRequest } from 'fastify';

// Whether a request comes from the site's own pages, which the analytics routes and the operators'
// cookie-authenticated admin routes check before they accept it. The site's origins are the BFF's
// own and those of SITE_ORIGINS.

/** The origin the request came to: scheme and Host (X-Forwarded-* when TRUST_PROXY lets them count). */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * True when a request comes from a page of the site: its Origin is a site origin (the BFF's own,
 * or one of SITE_ORIGINS); without an Origin, or with the opaque Origin `null`, its Sec-Fetch-Site
 * says same-origin; without either, its Referer is on a site origin. A request carrying none of
 * them (a script, a curl) is not from the site. Firefox and WebKit send the beacon of a page being
 * hidden with `Origin: null` under the site's no-referrer policy, and Sec-Fetch-Site tells it
 * apart from a sandboxed frame or another site's page (cross-site), which is refused.
 */
export function isFromSite(request: FastifyRequest, siteOrigins: ReadonlySet<string>): boolean {
  const { headers } = request;
  const { origin, referer } = headers;
  if (origin !== undefined && origin !== 'null') return isSiteOrigin(origin, ownOrigin(request), siteOrigins);
  const fetchSite = headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  if (origin === 'null') return false;
  if (referer !== undefined && URL.canParse(referer))
    return isSiteOrigin(new URL(referer).origin, ownOrigin(request), siteOrigins);
  return false;
}

/** True when a request names an Origin that is not the site's (a request without one is not judged). */
export function hasForeignOrigin(request: FastifyRequest, siteOrigins: ReadonlySet<string>): boolean {
  const { origin } = request.headers;
  return origin !== undefined && !isSiteOrigin(origin, ownOrigin(request), siteOrigins);
}

function isSiteOrigin(origin: string, own: string, siteOrigins: ReadonlySet<string>): boolean {
  if (origin === own || siteOrigins.has(origin)) return true;
  // The Host header may name a default port (localhost:80) that a browser's Origin leaves out.
  return URL.canParse(own) && new URL(own).origin === origin;
}
