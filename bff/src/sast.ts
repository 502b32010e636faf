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
