/**
 * Text as the BFF's analytics contracts accept it. One bad field makes the BFF refuse a whole
 * batch, so everything the tracker reads from the page (titles, field values, summary texts,
 * URLs) passes through here first.
 */
import { MAX_RECORD_REMOTES, REMOTE_NAME, REMOTE_VERSION } from '@hl/shared/analytics-values';

/** Control characters (line breaks too), broken UTF-16 halves and bidirectional overrides. */
const UNSAFE = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/gu;

/** One line: unsafe characters become spaces, trimmed, cut to `max` characters (never half a character). */
export function cleanLine(text: string, max: number): string {
  let line = text.replace(UNSAFE, ' ').trim();
  if (line.length > max) {
    line = line.slice(0, max);
    // A cut between the two halves of an emoji would leave a broken half.
    if (/[\uD800-\uDBFF]$/.test(line)) line = line.slice(0, -1);
    line = line.trimEnd();
  }
  return line;
}

/** An event or conversion type as the BFF takes it: 1-64 letters, digits, _ . : or -. */
export const isTypeName = (type: string) => /^[A-Za-z0-9_.:-]{1,64}$/.test(type);

/** An http(s) URL of at most `max` characters, else its origin and path, else nothing. */
export function cleanUrl(url: string, max = 2048): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return undefined;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return undefined;
  if (parsed.href.length <= max) return parsed.href;
  const short = `${parsed.origin}${parsed.pathname}`;
  return short.length <= max ? short : parsed.origin;
}

/** A URL path as the BFF takes it: starts with /, no spaces or control characters, at most 2048. */
export function cleanPath(path: string): string {
  const clean = path.replace(/[\p{Cc}\s]/gu, encodeURIComponent).slice(0, 2048);
  return clean.startsWith('/') ? clean : '/';
}

/**
 * The versions of the remotes a page ran, as the BFF takes them: well-formed names and versions
 * only (the shell takes them from the registry's answer), at most MAX_RECORD_REMOTES; none left:
 * undefined.
 */
export function cleanRemotes(
  remotes: Readonly<Record<string, string>> | undefined,
): Record<string, string> | undefined {
  if (!remotes) return undefined;
  const kept = Object.entries(remotes)
    .filter(([name, version]) => REMOTE_NAME.test(name) && REMOTE_VERSION.test(version))
    .slice(0, MAX_RECORD_REMOTES);
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}
