import type { IsoDay } from './types.ts';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * '29 May 2026' for '2026-05-29' (or an ISO timestamp without zone, read as written). Written out
 * rather than with Intl: the first Intl formatter a page makes costs the browser tens of
 * milliseconds of locale loading, for a format that never changes.
 */
export function formatDay(iso: string): string {
  const [year, month, day] = iso.slice(0, 10).split('-').map(Number);
  const monthName = MONTHS[(month ?? 0) - 1];
  if (!year || !monthName || !day || day > 31) return iso;
  return `${day} ${monthName} ${year}`;
}

/** 'YYYY-MM-DD' of a Date, in UTC. */
export function isoDay(date: Date): IsoDay {
  return date.toISOString().slice(0, 10);
}

/** A rate as the site quotes it, two decimals: '10.50%'. */
export function formatPercent(value: number): string {
  return `${value.toFixed(2)}%`;
}
