// zod without its JIT in the browser (zod-config.ts): /insights runs under the site's CSP too.
import './zod-config.ts';
import { z } from 'zod';
import type { EventType } from '../analytics/event-types.ts';
import { CLIENT_ERROR_TYPES, WEB_VITALS, type WebVitalName } from './analytics-values.ts';

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
  'exitPage',
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

/** The dashboard's tables. All but the FAQs are also filters (a row of one filters by its value). */
export const INSIGHTS_BREAKDOWNS = [...INSIGHTS_FILTERS, 'faq'] as const;
export type InsightsBreakdown = (typeof INSIGHTS_BREAKDOWNS)[number];

/** The longest range one query may cover. */
export const INSIGHTS_MAX_RANGE_DAYS = 366;

const isoDateTime = (field: string) =>
  z.iso.datetime({ offset: true, error: `${field} must be an ISO date-time (e.g. 2026-11-23T00:00:00+02:00).` });

/** The filters as query fields, each optional: the insights routes and the leads list take them. */
export const insightsFilterShape = Object.fromEntries(
  INSIGHTS_FILTERS.map((key) => [key, z.string().trim().min(1).max(500).optional()]),
) as Record<InsightsFilter, z.ZodOptional<z.ZodString>>;

/**
 * The query every /admin/insights/* route takes: a range [from, to) and any filters. A filter
 * keeps the visits that match it (a page: visits that viewed it; an entry page, a referrer, a UTM
 * value, a device, browser or OS: visits whose first page view had it; an exit page: visits whose
 * last page view was it; a calculator or an article: visits that used or opened it); every figure
 * and table is then computed over those visits only, and the leads over the leads of those visits.
 */
export const insightsQuerySchema = z
  .object({ from: isoDateTime('from'), to: isoDateTime('to'), ...insightsFilterShape })
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
  /**
   * Share of visits (0 to 1) with one page view and nothing the visitor did: events the page made
   * by itself (an offer on its timer, a load marker, an article opened by the address) never count.
   */
  bounceRate: z.number().min(0).max(1),
  /**
   * Mean seconds from a visit's first record to its last, by the browser's own clock, kept within
   * a minute of what the server saw (a clock changed during the visit cannot stretch it).
   */
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
      /** Page views (pages), visits (sources, devices, entry and exit pages), uses, opens. */
      count,
      /** Articles: mean seconds read, when reads were timed. */
      seconds: z.number().nonnegative().optional(),
    }),
  ),
});
export type InsightsBreakdownAnswer = z.infer<typeof insightsBreakdownSchema>;

/**
 * Where the broker's staff have taken a lead: the way from new to a registered bond, each status
 * further along than the one before, and `lost` (with a reason) off the way at any point.
 */
export const LEAD_STATUSES = [
  'new',
  'contacted',
  'pre_approval_started',
  'submitted_to_banks',
  'approved',
  'registered',
  'lost',
] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];
/** The statuses on the way, in order: a lead has reached each up to the furthest it was set to. */
export const LEAD_STAGES = LEAD_STATUSES.filter((s): s is Exclude<LeadStatus, 'lost'> => s !== 'lost');

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: 'New',
  contacted: 'Contacted',
  pre_approval_started: 'Pre-approval started',
  submitted_to_banks: 'Submitted to banks',
  approved: 'Approved',
  registered: 'Registered',
  lost: 'Lost',
};

export const FUNNEL_STEPS = [
  'visit',
  'openedForm',
  'lead',
  'contacted',
  'pre_approval_started',
  'submitted_to_banks',
  'approved',
  'registered',
] as const;

/**
 * GET /admin/insights/funnel: visits at each step, each a subset of the one before: visited;
 * opened a lead form (the visitor opened or focused one, or left a lead); became a lead (a lead
 * stored from the visit, spam left out); then how far the staff have taken that lead (a lead lost
 * after it was contacted still counts as contacted).
 */
export const insightsFunnelSchema = z.object({
  steps: z.array(
    z.object({
      step: z.enum(FUNNEL_STEPS),
      label: z.string(),
      visits: count,
      /** visits / the previous step's visits (0 to 1); null for the first step or after 0. */
      rate: z.number().min(0).max(1).nullable(),
    }),
  ),
});
export type InsightsFunnel = z.infer<typeof insightsFunnelSchema>;

/**
 * GET /admin/insights/leads-by-day: leads stored per day and type, days in order (with filters, the
 * leads of the visits that match them); spam apart, as its own count.
 */
export const insightsLeadsByDaySchema = z.object({
  rows: z.array(z.object({ day: z.string(), type: z.string(), count })),
  /** Leads flagged as spam (the honeypot filled) in the same range and filters: in no row. */
  spam: count,
});
export type InsightsLeadsByDay = z.infer<typeof insightsLeadsByDaySchema>;

/**
 * Where a lead came from, joined from the analytics records by its visit (never asked of the
 * visitor): its visit's source (the UTM source, else the referring site, else "(direct)"), medium,
 * campaign and landing page (the visit's first page); the articles its visitor opened and the
 * calculators they used before it (their visits up to the lead, in the order first done); and when
 * their first visit began, with the seconds from then to the lead. Null fields: not known (no
 * visit of the lead's, or a visit without that value).
 */
export const leadSourceSchema = z.object({
  source: z.string().nullable(),
  medium: z.string().nullable(),
  campaign: z.string().nullable(),
  landingPage: z.string().nullable(),
  articles: z.array(z.object({ id: z.string(), title: z.string().nullable() })),
  calculators: z.array(z.string()),
  firstVisitAt: z.string().nullable(),
  secondsToLead: z.number().nonnegative().nullable(),
});
export type LeadSource = z.infer<typeof leadSourceSchema>;

/**
 * GET /admin/insights/lead-content: what the leads of a range (and filters) read and used before
 * they became leads: each article and calculator with the leads whose visitor opened or used it
 * before the lead, most first; spam left out. `leads`: the leads counted (those of a known visitor).
 */
export const insightsLeadContentSchema = z.object({
  leads: count,
  articles: z.array(z.object({ value: z.string(), label: z.string().optional(), leads: count })),
  calculators: z.array(z.object({ value: z.string(), leads: count })),
});
export type InsightsLeadContent = z.infer<typeof insightsLeadContentSchema>;

/** PATCH /admin/leads/:id: what an agent changes on a lead; each change goes into its history. */
export const leadFollowUpChangeSchema = z
  .object({
    status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}.` }).optional(),
    /** Why it was lost: required with status `lost`, refused with any other. */
    lostReason: z
      .string({ error: 'lostReason must be text.' })
      .trim()
      .min(1, 'lostReason is required when a lead is lost: say why.')
      .max(500, 'lostReason must be at most 500 characters.')
      .optional(),
    /** The staff member following it up (an active agent or admin), or null for nobody. */
    ownerId: z.string({ error: 'ownerId must be an account id or null.' }).min(1).max(64).nullable().optional(),
    note: z
      .string({ error: 'note must be text.' })
      .trim()
      .min(1, 'note must not be empty.')
      .max(2000, 'note must be at most 2000 characters.')
      .optional(),
  })
  .refine((c) => c.status !== 'lost' || c.lostReason !== undefined, {
    message: 'lostReason is required when a lead is lost: say why.',
    path: ['lostReason'],
  })
  .refine((c) => c.lostReason === undefined || c.status === 'lost', {
    message: 'lostReason goes with status lost only.',
    path: ['lostReason'],
  })
  .refine((c) => c.status !== undefined || c.ownerId !== undefined || c.note !== undefined, {
    message: 'Say what to change: status, ownerId or note.',
    path: ['status'],
  });
export type LeadFollowUpChange = z.infer<typeof leadFollowUpChangeSchema>;

/** One change of a lead's follow-up, as its history shows it. */
export const leadHistoryEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  /** Who made it: the account's name, or "admin token". */
  by: z.string(),
  change: z.enum(['status', 'owner', 'note']),
  /** A status's or an owner's value before and after (an owner by name); null: none. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** A note's text, or why a lead was lost. */
  text: z.string().nullable(),
});
export type LeadHistoryEntry = z.infer<typeof leadHistoryEntrySchema>;

/** A lead's follow-up: its status, why it was lost, who follows it up; with its history on the lead's own view. */
export const leadFollowUpSchema = z.object({
  status: z.enum(LEAD_STATUSES),
  lostReason: z.string().nullable(),
  owner: z.object({ id: z.string(), name: z.string() }).nullable(),
  history: z.array(leadHistoryEntrySchema).optional(),
});
export type LeadFollowUp = z.infer<typeof leadFollowUpSchema>;

/** An event that counts for a goal: its type, and where given its element and a part of its value. */
export interface GoalEvent {
  type: EventType;
  element?: string;
  /** The value holds this (the pre-approval page's calls to action carry their name in it). */
  valueHas?: string;
}

/**
 * The business's goals: what a visitor does that brings the broker a client, each the events that
 * count for it (named once here, for the BFF's counts and the page's labels).
 */
export const GOALS = [
  {
    id: 'phone',
    label: 'Phone calls',
    events: [{ type: 'contact_click', element: 'phone' }, { type: 'team_phone_click' }],
  },
  { id: 'whatsapp', label: 'WhatsApp chats', events: [{ type: 'contact_click', element: 'chat' }] },
  {
    id: 'email',
    label: 'E-mails',
    events: [{ type: 'contact_click', element: 'email' }, { type: 'team_email_click' }],
  },
  { id: 'calculator', label: 'Calculator uses', events: [{ type: 'calculator_used' }] },
  {
    id: 'getPreApproved',
    label: 'Get Pre-Approved clicks',
    events: [
      { type: 'get_pre_approved' },
      { type: 'cta_click', element: 'calculators_pre_approved_in_minutes' },
      { type: 'cta_click', element: 'pre_approval_landing', valueHas: '_pre_approved_' },
    ],
  },
  {
    id: 'apply',
    label: 'Apply clicks',
    events: [
      { type: 'nav_click', element: 'apply' },
      { type: 'cta_click', element: 'hero_apply' },
      { type: 'cta_click', element: 'how_it_works_apply' },
      { type: 'cta_click', element: 'apply_online' },
      { type: 'cta_click', element: 'apply_page_start' },
      { type: 'cta_click', element: 'calculators_start_application' },
      { type: 'cta_click', element: 'pre_approval_landing', valueHas: '_apply_' },
    ],
  },
] as const satisfies ReadonlyArray<{ id: string; label: string; events: readonly GoalEvent[] }>;
export type GoalId = (typeof GOALS)[number]['id'];

/** Visitors seen in the last this many minutes are "on the site now". */
export const NOW_MINUTES = 5;

/**
 * GET /admin/insights/goals: each goal over the range's visits (with the filters): the visits that
 * reached it, how many times it was done, and the share of the visits that reached it; and the
 * visitors on the site now (a record in the last NOW_MINUTES minutes, the filters applied).
 */
export const insightsGoalsSchema = z.object({
  goals: z.array(
    z.object({
      id: z.enum(GOALS.map((g) => g.id) as [GoalId, ...GoalId[]]),
      label: z.string(),
      visits: count,
      count,
      /** visits / the range's visits (0 to 1); 0 without visits. */
      rate: z.number().min(0).max(1),
    }),
  ),
  now: z.object({ visitors: count, minutes: count }),
});
export type InsightsGoals = z.infer<typeof insightsGoalsSchema>;

/**
 * A change of a remote's registry in the range: a canary started, a version promoted, a rollback
 * (by a person or by the canary check). The Speed and Errors charts mark them.
 */
export const releaseMarkerSchema = z.object({
  at: z.string(),
  remote: z.string(),
  action: z.enum(['canary', 'promote', 'rollback']),
  version: z.string().nullable(),
  actor: z.string(),
  reason: z.string().nullable(),
});
export type ReleaseMarker = z.infer<typeof releaseMarkerSchema>;

/**
 * The published thresholds (web.dev): at most `good` is good, above `poor` is poor, between needs
 * improvement. Milliseconds, except CLS (a score). Here, not beside WEB_VITALS: analytics-values is
 * in the tracker's chunk, and what only the operators' page and the BFF read stays out of it.
 */
export const VITAL_THRESHOLDS: Record<WebVitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

const vitalName = z.enum(WEB_VITALS);
/** The 75th percentile of a vital's values (ms; CLS a score), null without any. */
const p75 = z.number().nullable();

/**
 * GET /admin/insights/speed: the Web Vitals of real page views in the range. For each vital the 75th
 * percentile and the shares good / needs improvement / poor against the published thresholds
 * (VITAL_THRESHOLDS); the 75th percentile per page group and device, per remote version (the page
 * views that ran it) and per interval (hour or day, as the summary's series).
 */
export const insightsSpeedSchema = z.object({
  vitals: z.array(
    z.object({
      name: vitalName,
      p75,
      count,
      good: z.number().min(0).max(1),
      needsImprovement: z.number().min(0).max(1),
      poor: z.number().min(0).max(1),
    }),
  ),
  byPage: z.array(z.object({ pageGroup: z.string(), device: z.string(), name: vitalName, p75, count })),
  byVersion: z.array(z.object({ remote: z.string(), version: z.string(), name: vitalName, p75, count })),
  interval: z.enum(['hour', 'day']),
  series: z.array(z.object({ start: z.string(), p75: z.record(z.string(), z.number().nullable()) })),
  markers: z.array(releaseMarkerSchema),
});
export type InsightsSpeed = z.infer<typeof insightsSpeedSchema>;

/**
 * GET /admin/insights/errors: visitors' errors in the range, grouped by message, type, remote and
 * version (most first, at most 50 groups): how many, the visits they happened in, when first and
 * last, and the first stack frames of the latest; errors per interval; the registry's changes.
 */
export const insightsErrorsSchema = z.object({
  groups: z.array(
    z.object({
      type: z.enum(CLIENT_ERROR_TYPES),
      remote: z.string().nullable(),
      version: z.string().nullable(),
      message: z.string(),
      count,
      visits: count,
      firstSeen: z.string(),
      lastSeen: z.string(),
      stack: z.array(
        z.object({
          file: z.string(),
          line: count,
          column: count,
          fn: z.string().optional(),
          /** Where the remote's sources have it, from the release's source map (SOURCE_MAPS_DIRS). */
          source: z.object({ file: z.string(), line: count, column: count }).optional(),
        }),
      ),
    }),
  ),
  interval: z.enum(['hour', 'day']),
  series: z.array(z.object({ start: z.string(), errors: count })),
  markers: z.array(releaseMarkerSchema),
});
export type InsightsErrors = z.infer<typeof insightsErrorsSchema>;
