import { INSIGHTS_FILTERS, INSIGHTS_MAX_RANGE_DAYS, type InsightsFilter } from '@hl/shared/insights';

/**
 * What the insights page shows, kept in the address's query so a link reproduces the view:
 * `?range=7d&page=/team` or `?range=custom&from=2026-11-01&to=2026-11-15&utmSource=google`.
 * Days are South African days (UTC+02:00, no daylight saving), as the BFF counts them.
 */

export const RANGE_PRESETS = ['today', '7d', '30d', 'custom'] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const RANGE_LABELS: Record<RangePreset, string> = {
  today: 'Today',
  '7d': '7 days',
  '30d': '30 days',
  custom: 'Custom',
};
export const DEFAULT_PRESET: RangePreset = '7d';

export type Filters = Partial<Record<InsightsFilter, string>>;

export interface View {
  preset: RangePreset;
  /** Custom range: first and last day shown (YYYY-MM-DD), both included. */
  from?: string;
  to?: string;
  filters: Filters;
}

const SAST_OFFSET = '+02:00';
const SAST_OFFSET_MS = 2 * 3_600_000;
const DAY_MS = 86_400_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The South African date (YYYY-MM-DD) at a moment. */
export function sastDate(at: number): string {
  return new Date(at + SAST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The date `days` after (or before) a date. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const startOfDay = (date: string) => `${date}T00:00:00${SAST_OFFSET}`;

const isDate = (value: string | undefined): value is string =>
  value !== undefined && DATE.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));

export function readView(params: URLSearchParams): View {
  const asked = params.get('range');
  const preset = RANGE_PRESETS.find((p) => p === asked) ?? DEFAULT_PRESET;
  const filters: Filters = {};
  for (const key of INSIGHTS_FILTERS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const view: View = { preset, filters };
  if (preset === 'custom') {
    view.from = params.get('from') ?? undefined;
    view.to = params.get('to') ?? undefined;
  }
  return view;
}

export function writeView(view: View): URLSearchParams {
  const params = new URLSearchParams();
  if (view.preset !== DEFAULT_PRESET) params.set('range', view.preset);
  if (view.preset === 'custom') {
    if (view.from) params.set('from', view.from);
    if (view.to) params.set('to', view.to);
  }
  for (const key of INSIGHTS_FILTERS) {
    const value = view.filters[key];
    if (value) params.set(key, value);
  }
  return params;
}

export type ResolvedRange = { from: string; to: string; error?: undefined } | { error: string };

const PRESET_DAYS: Record<Exclude<RangePreset, 'custom'>, number> = { today: 1, '7d': 7, '30d': 30 };

/** A preset's [from, to): its last day is today. */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: number): { from: string; to: string } {
  const today = sastDate(now);
  return { from: startOfDay(addDays(today, 1 - PRESET_DAYS[preset])), to: startOfDay(addDays(today, 1)) };
}

/**
 * The [from, to) the BFF is asked for: whole South African days, today included for the presets.
 * The BFF compares it with the range of equal length just before.
 */
export function resolveRange(view: View, now: number): ResolvedRange {
  if (view.preset !== 'custom') return presetRange(view.preset, now);
  if (!isDate(view.from) || !isDate(view.to)) return { error: 'Choose a first and a last day for the custom range.' };
  if (view.to < view.from) return { error: 'The last day must be on or after the first day.' };
  const days = (Date.parse(view.to) - Date.parse(view.from)) / DAY_MS + 1;
  if (days > INSIGHTS_MAX_RANGE_DAYS) return { error: `A range covers at most ${INSIGHTS_MAX_RANGE_DAYS} days.` };
  return { from: startOfDay(view.from), to: startOfDay(addDays(view.to, 1)) };
}

/** The first and last day of a resolved range, for the custom inputs' starting values. */
export function rangeDays(range: { from: string; to: string }): { from: string; to: string } {
  const from = range.from.slice(0, 10);
  return { from, to: addDays(range.to.slice(0, 10), -1) };
}
