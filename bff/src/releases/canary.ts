import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Where a visitor falls, 0-99, for one remote's canary: the same visitor always the same bucket, on
 * every page and visit, and independent from one remote to another. A canary with share N is
 * loaded by the visitors in buckets 0 to N-1.
 */
export function canaryBucket(visitorId: string, remote: string): number {
  return createHash('sha256').update(`${remote}:${visitorId}`).digest().readUInt32BE(0) % 100;
}

/** How long a preview link (and the cookie it sets) lasts. */
export const PREVIEW_MS = 24 * 60 * 60 * 1000;

const signature = (key: string, body: string) => createHmac('sha256', key).update(body).digest('base64url');

/**
 * A signed preview token: `remote:version:expires:signature`. Signed with a key derived from
 * ADMIN_TOKEN, so only staff can make one; a token names one version of one remote.
 */
export function previewToken(key: string, remote: string, version: string, expiresAt: number): string {
  const body = `${remote}:${version}:${expiresAt}`;
  return `${body}:${signature(key, body)}`;
}

/** The remote and version a preview token names, if its signature holds and it has not expired. */
export function verifyPreview(
  key: string,
  token: string,
  now = Date.now(),
): { remote: string; version: string; expiresAt: number } | undefined {
  const parts = token.split(':');
  if (parts.length !== 4) return undefined;
  const [remote, version, expires, given] = parts as [string, string, string, string];
  const expected = Buffer.from(signature(key, `${remote}:${version}:${expires}`));
  const actual = Buffer.from(given);
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) return undefined;
  const expiresAt = Number(expires);
  return Number.isSafeInteger(expiresAt) && expiresAt > now ? { remote, version, expiresAt } : undefined;
}

/** The preview links' signing key, derived from ADMIN_TOKEN (a key of its own: never the token itself). */
export const previewKey = (adminToken: string) =>
  createHash('sha256').update(`hl-remote-preview:${adminToken}`).digest('hex');
