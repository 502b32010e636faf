import { z } from 'zod';
import { LEAD_TYPES } from '../../repositories/leads.ts';

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

/** GET /admin/leads?type=&from=&to=&format=json|csv */
export const leadsQuerySchema = z.object({
  type: z.enum(LEAD_TYPES, { error: `type must be one of ${LEAD_TYPES.join(', ')}.` }).optional(),
  ...timeWindow,
  format: z.enum(['json', 'csv'], { error: 'format must be json or csv.' }).default('json'),
});

/** GET /admin/analytics/summary?from=&to= */
export const summaryQuerySchema = z.object(timeWindow);
