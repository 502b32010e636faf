import { site } from '@hl/shared/site';
import { SAST_OFFSET_MS } from '../sast.ts';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The business hours (site.openingHours, South African time) between two instants, in hours: how
 * long the office was open, so that a night or a Sunday without leads raises no alarm.
 */
export function businessHoursBetween(from: number, to: number, hours = site.openingHours): number {
  let open = 0;
  // Each South African day the span touches, its opening hours clipped to the span.
  for (let day = Math.floor((from + SAST_OFFSET_MS) / DAY_MS) * DAY_MS - SAST_OFFSET_MS; day < to; day += DAY_MS) {
    const weekday = new Date(day + SAST_OFFSET_MS).getUTCDay() as keyof typeof hours;
    const today = hours[weekday];
    if (!today) continue;
    const start = Math.max(from, day + today[0] * HOUR_MS);
    const end = Math.min(to, day + today[1] * HOUR_MS);
    if (end > start) open += end - start;
  }
  return open / HOUR_MS;
}
