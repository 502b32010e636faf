/** How the insights page writes numbers, changes, durations and times (South African time). */

const TIME_ZONE = 'Africa/Johannesburg';
const integer = new Intl.NumberFormat('en-ZA', { maximumFractionDigits: 0 });
const decimal = new Intl.NumberFormat('en-ZA', { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat('en-ZA', { style: 'percent', maximumFractionDigits: 1 });

export const formatCount = (n: number) => integer.format(n);
export const formatDecimal = (n: number) => decimal.format(n);
/** A share from 0 to 1 as a percentage. */
export const formatShare = (share: number) => percent.format(share);

/** Seconds as `42s`, `3m 05s`, `1h 02m` or, from a day on, `3d 04h`. */
export function formatDuration(seconds: number): string {
  const s = Math.round(seconds);
  if (s < 60) return `${s}s`;
  const pad = (n: number) => String(n).padStart(2, '0');
  if (s < 3600) return `${Math.floor(s / 60)}m ${pad(s % 60)}s`;
  if (s < 86_400) return `${Math.floor(s / 3600)}h ${pad(Math.floor((s % 3600) / 60))}m`;
  return `${Math.floor(s / 86_400)}d ${pad(Math.floor((s % 86_400) / 3600))}h`;
}

/** Change from the previous range in whole percent; null when there was nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return Math.round(((current - previous) / previous) * 100);
}

/** `+12%`, `−5%`, `0%`, or `new` when the previous range had none. */
export function formatChange(change: number | null): string {
  if (change === null) return 'new';
  if (change > 0) return `+${change}%`;
  if (change < 0) return `−${Math.abs(change)}%`;
  return '0%';
}

const dayFormat = new Intl.DateTimeFormat('en-ZA', { timeZone: TIME_ZONE, day: 'numeric', month: 'short' });
const hourFormat = new Intl.DateTimeFormat('en-ZA', {
  timeZone: TIME_ZONE,
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const dateTimeFormat = new Intl.DateTimeFormat('en-ZA', {
  timeZone: TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** A series point's label: `23 Nov` for days, `14:00` for hours. */
export const formatPoint = (iso: string, interval: 'hour' | 'day') =>
  (interval === 'hour' ? hourFormat : dayFormat).format(new Date(iso));

/** A Web Vital's value: CLS as a score (`0.05`), the others in ms below a second (`180 ms`), else in seconds (`2.4 s`). */
export function formatVital(name: string, value: number | null): string {
  if (value === null) return '—';
  if (name === 'CLS') return decimal.format(value);
  return value < 1000 ? `${integer.format(value)} ms` : `${decimal.format(Math.round(value / 100) / 10)} s`;
}

export const formatDateTime = (iso: string) => dateTimeFormat.format(new Date(iso));
