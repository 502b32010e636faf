import { z } from 'zod';
import {
  BROWSERS,
  CLIENT_ERROR_TYPES,
  CONNECTION_TYPES,
  DEVICES,
  MAX_BATCH_RECORDS,
  MAX_RECORD_REMOTES,
  MAX_STACK_FRAMES,
  OPERATING_SYSTEMS,
  REMOTE_NAME,
  REMOTE_VERSION,
  WEB_VITALS,
} from './analytics-values.ts';
import { line } from './fields.ts';

/** The BFF's cookies are the authority: ids sent in a payload are checked for shape, then ignored. */
const trackingId = z.uuid({ error: 'Must be a UUID.' }).optional();
const timestamp = z.iso.datetime({ offset: true, error: 'Must be an ISO 8601 date-time.' }).optional();
const path = z
  .string({ error: 'path must be text.' })
  .max(2048, 'path must be at most 2048 characters.')
  .regex(/^\/[^\p{Cc}\s]*$/u, 'path must be a URL path starting with /.');
const webUrl = (label: string) =>
  z.url({ protocol: /^https?$/, error: `${label} must be an http(s) URL.` }).max(2048, `${label} is too long.`);
/** The version of each remote's build the page ran when the record was made (releases: which build a visitor had). */
const remotes = z
  .record(
    z.string().regex(REMOTE_NAME),
    z
      .string({ error: 'A version must be text.' })
      .regex(REMOTE_VERSION, 'A version is 1-40 lower-case letters, digits, . or -.'),
    {
      // A bad key is reported by the record (zod's invalid_key), not by the key's own schema.
      error: (issue) =>
        issue.code === 'invalid_key'
          ? 'Remote names are mf_ and lower-case letters.'
          : 'remotes must be an object of remote names and versions.',
    },
  )
  .refine((o) => Object.keys(o).length <= MAX_RECORD_REMOTES, `At most ${MAX_RECORD_REMOTES} remotes.`)
  .optional();
/**
 * The browser announced automation (`navigator.webdriver`): the record is counted as a bot's, not
 * a visitor's (docs/BFF.md, Bots).
 */
const webdriver = z.boolean({ error: 'webdriver must be true or false.' }).optional();
const remoteName = z
  .string({ error: 'remote must be text.' })
  .regex(REMOTE_NAME, 'remote must be mf_ and lower-case letters.');
const remoteVersion = z
  .string({ error: 'version must be text.' })
  .regex(REMOTE_VERSION, 'version is 1-40 lower-case letters, digits, . or -.');
const typeName = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, `${label} must be 1-64 letters, digits, _ . : or -.`);

/** Page view: POST /analytics/pageview (docs/REQUIREMENTS.md#page-views). */
export const pageViewSchema = z.strictObject({
  sessionId: trackingId,
  visitorId: trackingId,
  path,
  title: line('title', 300).optional(),
  pageUrl: webUrl('pageUrl').optional(),
  referrer: z.union([z.literal(''), webUrl('referrer')]).optional(),
  /** Query-string pairs; only utm_* ones are kept. */
  utmParams: z
    .record(
      z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/, 'Parameter names are letters, digits, _ . or -.'),
      line('value', 200),
    )
    .refine((o) => Object.keys(o).length <= 20, 'At most 20 parameters.')
    .optional(),
  userAgent: line('userAgent', 512).optional(),
  device: z.enum(DEVICES).optional(),
  browser: z.enum(BROWSERS).optional(),
  os: z.enum(OPERATING_SYSTEMS).optional(),
  language: z
    .string()
    .regex(/^[A-Za-z0-9-]{1,35}$/, 'language must be a language tag.')
    .optional(),
  resolution: z
    .string()
    .regex(/^\d{1,5}x\d{1,5}$/, 'resolution must be WIDTHxHEIGHT.')
    .optional(),
  timezone: line('timezone', 64).optional(),
  isReturning: z.boolean().optional(),
  remotes,
  webdriver,
  timestamp,
});

/**
 * Event: POST /analytics/event. Input values of personal fields arrive as "[redacted]". The type is
 * checked for shape, not against the typed list of @hl/shared/analytics-events: a remote deployed
 * with a new event name before the BFF must not lose its records.
 */
export const eventSchema = z.strictObject({
  sessionId: trackingId,
  visitorId: trackingId,
  type: typeName('type'),
  element: line('element', 200).optional(),
  value: z
    .union([line('value', 1000), z.number().finite(), z.boolean()], {
      error: 'value must be text, a number or true/false.',
    })
    .optional(),
  path: path.optional(),
  /** The page made it by itself (an offer on a timer, a load marker): not the visitor acting. */
  passive: z.boolean({ error: 'passive must be true or false.' }).optional(),
  remotes,
  webdriver,
  timestamp,
});

/** Conversion: POST /analytics/conversion. */
export const conversionSchema = z.strictObject({
  sessionId: trackingId,
  visitorId: trackingId,
  type: typeName('type'),
  path: path.optional(),
  remotes,
  webdriver,
  timestamp,
});

/** Where in the built file an error was thrown (the browser's stack, not mapped to the source). */
const stackFrame = z.strictObject({
  file: line('file', 500),
  line: z.number().int().min(0).max(10_000_000),
  column: z.number().int().min(0).max(10_000_000),
  fn: line('fn', 200).optional(),
});

/**
 * An error in a visitor's browser (only in a batch): `type` says what kind (CLIENT_ERROR_TYPES),
 * `remote` and `version` whose it is when known, the message (scrubbed of personal data by the
 * tracker, and again by the BFF) and the first stack frames.
 */
export const clientErrorSchema = z.strictObject({
  sessionId: trackingId,
  visitorId: trackingId,
  type: z.enum(CLIENT_ERROR_TYPES, { error: `type must be one of ${CLIENT_ERROR_TYPES.join(', ')}.` }),
  remote: remoteName.optional(),
  version: remoteVersion.optional(),
  message: line('message', 500),
  stack: z
    .array(stackFrame, { error: 'stack must be a list of frames.' })
    .max(MAX_STACK_FRAMES, `stack holds at most ${MAX_STACK_FRAMES} frames.`)
    .optional(),
  path,
  remotes,
  webdriver,
  timestamp,
});

/**
 * One Web Vital of a page view (only in a batch), as web-vitals reports it: milliseconds, or the
 * CLS score; the device class, the connection's effective type and what attribution names (the LCP
 * element, the INP interaction's target and its phases).
 */
export const webVitalSchema = z.strictObject({
  sessionId: trackingId,
  visitorId: trackingId,
  name: z.enum(WEB_VITALS, { error: `name must be one of ${WEB_VITALS.join(', ')}.` }),
  value: z
    .number({ error: 'value must be a number.' })
    .min(0, 'value must be 0 or more.')
    .max(3_600_000, 'value is too large.'),
  path,
  device: z.enum(DEVICES).optional(),
  connection: z.enum(CONNECTION_TYPES).optional(),
  /** The LCP element or the INP interaction's target (a CSS selector). */
  target: line('target', 200).optional(),
  /** INP: its phases, in milliseconds. */
  phases: z
    .strictObject({
      inputDelay: z.number().min(0).max(3_600_000),
      processing: z.number().min(0).max(3_600_000),
      presentation: z.number().min(0).max(3_600_000),
    })
    .optional(),
  remotes,
  webdriver,
  timestamp,
});

/** POST /analytics/batch: 1 to 50 page views, events, conversions, errors and vitals, each tagged with its kind. */
export const analyticsBatchSchema = z
  .array(
    z.discriminatedUnion(
      'kind',
      [
        pageViewSchema.extend({ kind: z.literal('pageview') }),
        eventSchema.extend({ kind: z.literal('event') }),
        conversionSchema.extend({ kind: z.literal('conversion') }),
        clientErrorSchema.extend({ kind: z.literal('error') }),
        webVitalSchema.extend({ kind: z.literal('vital') }),
      ],
      { error: "kind must be 'pageview', 'event', 'conversion', 'error' or 'vital'." },
    ),
    { error: 'The body must be an array of records.' },
  )
  .min(1, 'Send at least one record.')
  .max(MAX_BATCH_RECORDS, `Send at most ${MAX_BATCH_RECORDS} records at once.`);

/**
 * What GET /analytics/article-views answers: the article_open events counted per article id (the
 * event's element). Articles nobody has opened are left out.
 */
export interface ArticleViewCounts {
  views: Record<string, number>;
}

export type PageViewInput = z.input<typeof pageViewSchema>;
export type PageView = z.output<typeof pageViewSchema>;
export type EventInput = z.input<typeof eventSchema>;
export type AnalyticsEvent = z.output<typeof eventSchema>;
export type ConversionInput = z.input<typeof conversionSchema>;
export type Conversion = z.output<typeof conversionSchema>;
export type ClientErrorInput = z.input<typeof clientErrorSchema>;
export type WebVitalInput = z.input<typeof webVitalSchema>;
export type AnalyticsBatchInput = z.input<typeof analyticsBatchSchema>;
export type AnalyticsRecord = z.output<typeof analyticsBatchSchema>[number];
