import {
  type AnalyticsRecord,
  describeUserAgent,
  isPersonalField,
  REDACTED,
  redactText,
  scrubErrorMessage,
  type TrackingIds,
} from '@hl/shared/contracts';
import { pageGroup } from '@hl/shared/site-map';
import type { NewAnalyticsRecord, NewClientError, NewWebVital } from '../../plugins/app/repositories/analytics.ts';

type ErrorRecord = Extract<AnalyticsRecord, { kind: 'error' }>;
type VitalRecord = Extract<AnalyticsRecord, { kind: 'vital' }>;

/**
 * Turns a checked analytics record into what is stored. The ids are the cookies' (ids in the
 * payload are ignored); nothing personal is kept: the value of a personal field (by its name) is
 * redacted, e-mail addresses and phone numbers are redacted in every text, query strings are dropped
 * from URLs (only utm_* parameters are kept) and a referrer is reduced to its site; the versions of
 * the remotes the page ran (`remotes`) are kept as the contract checked them. The contracts
 * are strict, so every field is known here: the payload is built field by field. (Written out
 * rather than spread: this runs for every event, and V8 builds `{ ...a, more }` slowly.)
 */
export function toStoredRecord(
  record: Exclude<AnalyticsRecord, ErrorRecord | VitalRecord>,
  ids: TrackingIds,
  userAgent = '',
): NewAnalyticsRecord {
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

/**
 * An error as stored: its message scrubbed again (e-mail addresses, phone numbers, long digit runs:
 * the tracker of an older release may not have), the stack's files without their query strings.
 */
export function toStoredError(record: ErrorRecord, ids: TrackingIds): NewClientError {
  const stack = record.stack?.map((frame) => ({
    ...frame,
    file: pathOnly(frame.file),
    ...(frame.fn === undefined ? {} : { fn: scrubErrorMessage(frame.fn) }),
  }));
  return {
    session_id: ids.sessionId,
    visitor_id: ids.visitorId,
    type: record.type,
    remote: record.remote ?? null,
    version: record.version ?? null,
    message: scrubErrorMessage(record.message),
    stack: stack && stack.length > 0 ? JSON.stringify(stack) : null,
    path: text(pathOnly(record.path)),
    remotes: record.remotes ? JSON.stringify(record.remotes) : null,
  };
}

/** A Web Vital as stored, with its page's group (a bounded label: pageGroup of @hl/shared/site-map). */
export function toStoredVital(record: VitalRecord, ids: TrackingIds): NewWebVital {
  const path = text(pathOnly(record.path));
  return {
    session_id: ids.sessionId,
    visitor_id: ids.visitorId,
    name: record.name,
    value: record.value,
    path,
    page_group: pageGroup(path),
    device: record.device ?? null,
    connection: record.connection ?? null,
    target: record.target === undefined ? null : text(record.target),
    phases: record.phases ? JSON.stringify(record.phases) : null,
    remotes: record.remotes ? JSON.stringify(record.remotes) : null,
  };
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
