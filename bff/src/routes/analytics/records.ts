import {
  type AnalyticsRecord,
  describeUserAgent,
  isPersonalField,
  REDACTED,
  redactText,
  type TrackingIds,
} from '@hl/shared/contracts';
import type { NewAnalyticsRecord } from '../../plugins/app/repositories/analytics.ts';

/**
 * Turns a checked analytics record into what is stored. The ids are the cookies' (ids in the
 * payload are ignored); nothing personal is kept: the value of a personal field (by its name) is
 * redacted, e-mail addresses and phone numbers are redacted in every text, query strings are dropped
 * from URLs (only utm_* parameters are kept) and a referrer is reduced to its site; the versions of
 * the remotes the page ran (`remotes`) are kept as the contract checked them. The contracts
 * are strict, so every field is known here: the payload is built field by field. (Written out
 * rather than spread: this runs for every event, and V8 builds `{ ...a, more }` slowly.)
 */
export function toStoredRecord(record: AnalyticsRecord, ids: TrackingIds, userAgent = ''): NewAnalyticsRecord {
  switch (record.kind) {
    case 'pageview': {
      const pageUrl = record.pageUrl === undefined ? undefined : withoutQuery(record.pageUrl);
      const referrer = referringSite(record.referrer, pageUrl);
      const utmParams = record.utmParams === undefined ? undefined : utmOnly(record.utmParams);
      const seen = describeUserAgent(record.userAgent ?? userAgent);
      const path = text(pathOnly(record.path));
      return {
        sessionId: ids.sessionId,
        visitorId: ids.visitorId,
        kind: 'pageview',
        path,
        referrer: referrer ?? null,
        utmSource: utmParams?.utm_source ?? null,
        device: record.device ?? seen.device,
        browser: record.browser ?? seen.browser,
        os: record.os ?? seen.os,
        payload: {
          path,
          title: text(record.title),
          pageUrl: text(pageUrl),
          referrer,
          utmParams,
          userAgent: text(record.userAgent),
          device: record.device,
          browser: record.browser,
          os: record.os,
          language: record.language,
          resolution: record.resolution,
          timezone: text(record.timezone),
          isReturning: record.isReturning,
          remotes: record.remotes,
          timestamp: record.timestamp,
        },
      };
    }
    case 'event': {
      const element = text(record.element);
      const personal = record.element !== undefined && isPersonalField(record.element);
      const value = record.value === undefined ? undefined : personal ? REDACTED : text(record.value);
      const path = text(record.path === undefined ? undefined : pathOnly(record.path));
      const type = text(record.type);
      return {
        sessionId: ids.sessionId,
        visitorId: ids.visitorId,
        kind: 'event',
        type,
        element: element ?? null,
        value: value === undefined ? null : String(value),
        path: path ?? null,
        // `passive` only when set: JSON leaves an undefined key out.
        payload: {
          type,
          element,
          value,
          path,
          passive: record.passive === true || undefined,
          remotes: record.remotes,
          timestamp: record.timestamp,
        },
      };
    }
    case 'conversion': {
      const path = text(record.path === undefined ? undefined : pathOnly(record.path));
      const type = text(record.type);
      return {
        sessionId: ids.sessionId,
        visitorId: ids.visitorId,
        kind: 'conversion',
        type,
        path: path ?? null,
        payload: { type, path, remotes: record.remotes, timestamp: record.timestamp },
      };
    }
  }
}

/** A text with e-mail addresses and phone numbers redacted; other values as they are. */
function text<T>(value: T): T {
  return (typeof value === 'string' ? redactText(value) : value) as T;
}

/** The utm_* parameters only, their values redacted like any text. */
function utmOnly(params: Record<string, string>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) {
    if (key.startsWith('utm_') && !isPersonalField(key)) kept[key] = redactText(value);
  }
  return kept;
}

/** A URL path without its query string or fragment. */
function pathOnly(path: string): string {
  const end = path.search(/[?#]/);
  return end === -1 ? path : path.slice(0, end);
}

function withoutQuery(url: string): string {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname}`;
}

/** The referring site (scheme and host), or undefined for none or for the site itself. */
function referringSite(referrer: string | undefined, pageUrl: string | undefined): string | undefined {
  if (!referrer) return undefined;
  const site = new URL(referrer).origin;
  return pageUrl && new URL(pageUrl).origin === site ? undefined : site;
}
