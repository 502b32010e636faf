import { CURRENCY, LOCALE } from './constants.ts';

/*
 * Rand formatting is whatever Intl gives for en-ZA, from formatters created once. With current
 * ICU/CLDR (Node 20.19+, Chrome, Firefox, Safari) that is:
 *   formatRand(9983.8)       → 'R 9 984'     (U+00A0 no-break space after R and between groups)
 *   formatRandCents(9983.8)  → 'R 9 983,80'  (decimal comma, as en-ZA uses)
 * Tests pin these strings. Rounding is half away from zero; −0 and anything rounding to 0 show
 * as 'R 0'; a value that is not a finite number shows as 'R 0' too (the zero-result rule).
 */

const randFormatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const randCentsFormatter = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: CURRENCY,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

function finiteOrZero(value: number, step: number): number {
  if (!Number.isFinite(value)) return 0;
  // Values that round to zero would print as '-R 0' when negative.
  return Math.abs(value) < step / 2 ? 0 : value;
}

/** Rand without decimals, en-ZA: 'R 9 984'. */
export function formatRand(value: number): string {
  return randFormatter.format(finiteOrZero(value, 1));
}

/** Rand with 2 decimals, en-ZA: 'R 9 983,80'. */
export function formatRandCents(value: number): string {
  return randCentsFormatter.format(finiteOrZero(value, 0.01));
}

// The months formatter is @hl/shared/finance's: the articles write periods the same way.
export { formatTimeSaved } from '@hl/shared/finance';

// ---------------------------------------------------------------- money inputs

/*
 * Money inputs (docs/REQUIREMENTS.md#calculator-fields): the field shows comma thousands
 * separators; on a change the commas are stripped and the change is accepted only if what is left
 * is numeric. "Numeric" here means digits with at most one decimal point and nothing else (no sign,
 * exponent or spaces): money amounts are never negative. While typing, '' and a bare or trailing
 * '.' are accepted too. The UI keeps the stripped text as the field's state and shows
 * formatMoneyInput(state).
 */

const MONEY_TEXT = /^\d*\.?\d*$/;

/** Removes the thousands commas. */
export function stripMoneyInput(text: string): string {
  return text.replace(/,/g, '');
}

/** True when a typed value may be kept: stripped, it is '' or digits with at most one '.'. */
export function isMoneyInputAcceptable(text: string): boolean {
  return MONEY_TEXT.test(stripMoneyInput(text));
}

/**
 * The field's new state after a change: the stripped text if acceptable, else the previous state
 * (the keystroke is refused).
 */
export function acceptMoneyInput(next: string, previous: string): string {
  const stripped = stripMoneyInput(next);
  return MONEY_TEXT.test(stripped) ? stripped : previous;
}

/**
 * The number a money field holds, or null unless the stripped text is numeric
 * ('' and '.' give null; '12.' gives 12; '.5' gives 0.5; '1,800,000' gives 1800000).
 */
export function parseMoneyInput(text: string): number | null {
  const stripped = stripMoneyInput(text);
  if (!MONEY_TEXT.test(stripped) || !/\d/.test(stripped)) return null;
  return Number(stripped);
}

/**
 * Display text of a money field: commas between thousands of the whole part, the decimal part as
 * typed ('1234567.5' → '1,234,567.5', '1234.' → '1,234.'). Text that is not acceptable is
 * returned unchanged.
 */
export function formatMoneyInput(text: string): string {
  const stripped = stripMoneyInput(text);
  if (!MONEY_TEXT.test(stripped)) return text;
  const dot = stripped.indexOf('.');
  const whole = dot === -1 ? stripped : stripped.slice(0, dot);
  const fraction = dot === -1 ? '' : stripped.slice(dot);
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',') + fraction;
}

/**
 * Plain numeric fields (interest rate, extra payment): the number, or null when blank or not a
 * finite number. Accepts what an <input type="number"> yields, e.g. '10.75', '-1', '1e2'.
 */
export function parseNumberInput(text: string | null | undefined): number | null {
  if (typeof text !== 'string' || text.trim() === '') return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}
