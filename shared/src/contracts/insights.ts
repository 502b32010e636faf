// zod without its JIT in the browser (zod-config.ts): /insights runs under the site's CSP too.
import './zod-config.ts';
import { z } from 'zod';

/**
 * The operator dashboard's contract (/insights, read from the BFF's /admin/insights/* routes):
 * queries and answers, defined once for the BFF and the mf-analytics remote.
 *
 * Words used throughout: a visitor is a visitor id (the long-lived cookie), a visit is a session id
 * (the session cookie), a page view is a `pageview` record. Days and hours are counted in South
 * African Standard Time (UTC+02:00, no daylight saving), the time the broker's staff work in.
 */

/** What one click on a table row can narrow the whole page to (Plausible's filters). */
export const INSIGHTS_FILTERS = [
  'page',
  'entryPage',
  'referrer',
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'device',
  'browser',
  'os',
  'calculator',
  'article',
] as const;
export type InsightsFilter = (typeof INSIGHTS_FILTERS)[number];

/** The dashboard's tables. The first eleven are also filters (a row of one filters by its value). */
export const INSIGHTS_BREAKDOWNS = [
  ...INSIGHTS_FILTERS,
  /** `calculator_selected` events by the option chosen: value is "calculator: selection". */
  'calculatorSelection',
  'faq',
  'conversion',
] as const;
export type InsightsBreakdown = (typeof INSIGHTS_BREAKDOWNS)[number];

/** The longest range one query may cover. */
export const INSIGHTS_MAX_RANGE_DAYS = 366;

const isoDateTime = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time (e.g. 2026-11-23T00:00:00+02:00).` });

const filterShape = Object.fromEntries(
  INSIGHTS_FILTERS.map((key) => [key, z.string().trim().min(1).max(500).optional()]),
) as Record<InsightsFilter, z.ZodOptional<z.ZodString>>;

/**
 * The query every /admin/insights/* route takes: a range [from, to) and any filters. A filter
 * keeps the visits that match it (a page: visits that viewed it; an entry page, a referrer, a UTM
 * value, a device, browser or OS: visits whose first page view had it; a calculator or an article:
 * visits that used or opened it); every figure and table is then computed over those visits only.
 */
export const insightsQuerySchema = z
  .object({ from: isoDateTime('from'), to: isoDateTime('to'), ...filterShape })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'to must be after from.', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= INSIGHTS_MAX_RANGE_DAYS * 86_400_000, {
    message: `A range covers at most ${INSIGHTS_MAX_RANGE_DAYS} days.`,
    path: ['from'],
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** GET /admin/insights/breakdown: the query plus which table. */
export const insightsBreakdownQuerySchema = z.intersection(
  insightsQuerySchema,
  z.object({
    dimension: z.enum(INSIGHTS_BREAKDOWNS, { error: `dimension must be one of ${INSIGHTS_BREAKDOWNS.join(', ')}.` }),
    limit: z.coerce.number().int().min(1).max(100).default(10),
  }),
);
export type InsightsBreakdownQuery = z.infer<typeof insightsBreakdownQuerySchema>;

const count = z.number().int().nonnegative();

/** The headline figures of one range. */
export const insightsTotalsSchema = z.object({
  visitors: count,
  visits: count,
  pageViews: count,
  /** Page views per visit, 0 without visits. */
  viewsPerVisit: z.number().nonnegative(),
  /** Share of visits (0 to 1) with one page view and no other interaction than reading it. */
  bounceRate: z.number().min(0).max(1),
  /** Mean seconds from a visit's first record to its last. */
  visitDurationSeconds: z.number().nonnegative(),
});
export type InsightsTotals = z.infer<typeof insightsTotalsSchema>;

const range = z.object({ from: z.string(), to: z.string() });

/** GET /admin/insights/summary: the range, the one before it of equal length, and a time series. */
export const insightsSummarySchema = z.object({
  range,
  previousRange: range,
  current: insightsTotalsSchema,
  previous: insightsTotalsSchema,
  /** Hours for a range up to two days, days beyond. */
  interval: z.enum(['hour', 'day']),
  /** One point per interval of the range, empty ones included, in order. */
  series: z.array(z.object({ start: z.string(), visitors: count, visits: count, pageViews: count })),
});
export type InsightsSummary = z.infer<typeof insightsSummarySchema>;

/** GET /admin/insights/breakdown: rows, most visitors first. */
export const insightsBreakdownSchema = z.object({
  dimension: z.enum(INSIGHTS_BREAKDOWNS),
  rows: z.array(
    z.object({
      /** What a click filters by (for a filter dimension) and what the row shows unless `label`. */
      value: z.string(),
      /** A readable name where the value is an id (an article's title). */
      label: z.string().optional(),
      visitors: count,
      /** Page views (pages), visits (sources, devices), events (the rest), conversions. */
      count,
      /** Articles: mean seconds read, when reads were timed. */
      seconds: z.number().nonnegative().optional(),
    }),
  ),
});
export type InsightsBreakdownAnswer = z.infer<typeof insightsBreakdownSchema>;

export const FUNNEL_STEPS = ['visit', 'engaged', 'openedForm', 'lead'] as const;

/** GET /admin/insights/funnel: visitors at each step, each a subset of the one before. */
export const insightsFunnelSchema = z.object({
  steps: z.array(
    z.object({
      step: z.enum(FUNNEL_STEPS),
      label: z.string(),
      visitors: count,
      /** visitors / the previous step's visitors (0 to 1); null for the first step or after 0. */
      rate: z.number().min(0).max(1).nullable(),
    }),
  ),
});
export type InsightsFunnel = z.infer<typeof insightsFunnelSchema>;

/** GET /admin/insights/leads-by-day: leads stored per day and type (spam left out), days in order. */
export const insightsLeadsByDaySchema = z.object({
  rows: z.array(z.object({ day: z.string(), type: z.string(), count })),
});
export type InsightsLeadsByDay = z.infer<typeof insightsLeadsByDaySchema>;

/** POST /admin/session: exchanges the admin token for the session cookie. */
export const adminSignInSchema = z.object({ token: z.string().min(1, 'token is required.').max(500) });

/** GET /admin/session: whether the read side is on and whether this browser is signed in. */
export const adminSessionSchema = z.object({
  enabled: z.boolean(),
  signedIn: z.boolean(),
  /** When the session ends (ISO), while signed in. */
  expiresAt: z.string().optional(),
});
export type AdminSession = z.infer<typeof adminSessionSchema>;
