import { insightsFilterShape, LEAD_STATUSES } from '@hl/shared/insights';
import { z } from 'zod';
import { LEAD_TYPES } from '../../plugins/app/repositories/leads.ts';
import { MESSAGE_KINDS, MESSAGE_STATES } from '../../plugins/app/repositories/outbox.ts';

/**
 * A time bound: an ISO date-time, or a date (YYYY-MM-DD, a whole day in UTC). `to` is exclusive,
 * so a date given as `to` includes that whole day.
 */
const bound = (edge: 'from' | 'to') =>
  z
    .string()
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?)?$/,
      `${edge} must be a date (YYYY-MM-DD) or an ISO date-time.`,
    )
    .transform((v, ctx) => {
      const dateOnly = v.length === 10;
      const time = Date.parse(dateOnly ? `${v}T00:00:00Z` : v);
      if (Number.isNaN(time)) {
        ctx.addIssue({ code: 'custom', message: `${edge} is not a real date.` });
        return z.NEVER;
      }
      return new Date(dateOnly && edge === 'to' ? time + 86_400_000 : time).toISOString();
    })
    .optional();

const timeWindow = { from: bound('from'), to: bound('to') };

/** How many rows a list answers: a whole number from 1 to `max`, `fallback` when not given. */
const limit = (max: number, fallback: number) =>
  z.coerce
    .number({ error: 'limit must be a number.' })
    .int('limit must be a whole number.')
    .min(1, 'limit must be at least 1.')
    .max(max, `limit must be at most ${max}.`)
    .default(fallback);

/** Most leads one page of GET /admin/leads (JSON) holds. */
export const MAX_LEADS_PAGE = 500;

const trueOrFalse = (field: string) =>
  z
    .enum(['true', 'false'], { error: `${field} must be true or false.` })
    .transform((v) => v === 'true')
    .optional();

/** GET /admin/leads?type=&from=&to=&subscribed=&spam=&<insights filters>&limit=&offset=&format=json|csv */
export const leadsQuerySchema = z
  .object({
    type: z.enum(LEAD_TYPES, { error: `type must be one of ${LEAD_TYPES.join(', ')}.` }).optional(),
    ...timeWindow,
    /** true: only the leads flagged as spam; false: none of them (the insights page's list); absent: all. */
    spam: trueOrFalse('spam'),
    /** The insights page's filters: the leads whose visit matches them. */
    ...insightsFilterShape,
    status: z.enum(LEAD_STATUSES, { error: `status must be one of ${LEAD_STATUSES.join(', ')}.` }).optional(),
    /** An account's id: the leads it follows up; `none`: those nobody does. */
    owner: z.string().trim().min(1, 'owner must be an account id or none.').max(64).optional(),
    /** With type=newsletter: true, the live list (not spam, not unsubscribed); false, the opt-outs. */
    subscribed: trueOrFalse('subscribed'),
    /** A page of the JSON list (the CSV is always the whole list). */
    limit: limit(MAX_LEADS_PAGE, 50),
    offset: z.coerce
      .number({ error: 'offset must be a number.' })
      .int('offset must be a whole number.')
      .min(0, 'offset must be at least 0.')
      .default(0),
    format: z.enum(['json', 'csv'], { error: 'format must be json or csv.' }).default('json'),
  })
  .refine((q) => q.subscribed === undefined || q.type === 'newsletter', {
    path: ['subscribed'],
    message: 'subscribed applies to newsletter leads only: add type=newsletter.',
  });

/** A lead's or a message's id in a path. */
export const idParamsSchema = z.object({ id: z.string().trim().min(1).max(64) });

/** GET /admin/outbox?state=&kind= */
export const outboxQuerySchema = z.object({
  state: z.enum(MESSAGE_STATES, { error: `state must be one of ${MESSAGE_STATES.join(', ')}.` }).optional(),
  kind: z.enum(MESSAGE_KINDS, { error: `kind must be one of ${MESSAGE_KINDS.join(', ')}.` }).optional(),
});

/** GET /admin/analytics/summary?from=&to= */
export const summaryQuerySchema = z.object(timeWindow);

/** Most records GET /admin/analytics/records answers at once (the newest). */
export const MAX_RECORDS_LISTED = 10_000;

const uuid = (label: string) => z.uuid({ error: `${label} must be a UUID.` }).optional();

/** GET /admin/analytics/records?kind=&type=&visitor=&session=&from=&to=&limit=&format=json|csv */
export const recordsQuerySchema = z.object({
  kind: z
    .enum(['pageview', 'event', 'conversion'], { error: 'kind must be pageview, event or conversion.' })
    .optional(),
  type: z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{1,64}$/, 'type must be 1-64 letters, digits, _ . : or -.')
    .optional(),
  visitor: uuid('visitor'),
  session: uuid('session'),
  ...timeWindow,
  limit: limit(MAX_RECORDS_LISTED, 1000),
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv.' }).default('json'),
});

/** POST /admin/erasure { email }: the address whose records are deleted (compared trimmed and lower-cased). */
export const erasureBodySchema = z.object({
  email: z
    .string({ error: 'email is required: the address whose records are deleted.' })
    .trim()
    .toLowerCase()
    .pipe(z.email({ error: 'email must be an e-mail address.' })),
});
