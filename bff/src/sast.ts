/**
 * South African Standard Time, the time the broker's staff work in: UTC+02:00 all year (no
 * daylight saving), so a day is always 24 hours.
 */
export const SAST_OFFSET_MS = 2 * 60 * 60 * 1000;

/**
 * An instant as ISO 8601 in South African time with its offset: 2026-11-23T08:00:00+02:00 (what
 * the read side shows people and writes in its CSV files). A stored ISO text or epoch milliseconds.
 */
export function sastIso(time: number | string): string {
  const ms = typeof time === 'number' ? time : Date.parse(time);
  return `${new Date(ms + SAST_OFFSET_MS).toISOString().slice(0, 19)}+02:00`;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** Ranges up to this long are shown by the hour, longer ones by the day. */
const HOURLY_UP_TO_MS = 2 * DAY_MS;

export type Interval = 'hour' | 'day';

/** How a range of `length` ms is cut for a chart: by the hour up to two days, else by the South African day. */
export const intervalOf = (length: number): Interval => (length <= HOURLY_UP_TO_MS ? 'hour' : 'day');

/** The start of the hour, or of the South African day, that an instant falls in. */
export function intervalStart(ms: number, interval: Interval) {
  if (interval === 'hour') return Math.floor(ms / HOUR_MS) * HOUR_MS;
  return Math.floor((ms + SAST_OFFSET_MS) / DAY_MS) * DAY_MS - SAST_OFFSET_MS;
}

/** The starts of every interval of [from, to), empty ones included. */
export function intervalStarts(from: number, to: number, interval: Interval): number[] {
  const starts: number[] = [];
  // A day is always 24 hours here: South African time has no daylight saving.
  for (let start = intervalStart(from, interval); start < to; start += interval === 'hour' ? HOUR_MS : DAY_MS) {
    starts.push(start);
  }
  return starts;
}
