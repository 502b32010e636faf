import { groupDigits } from '@hl/shared/finance';

// Money is written the site's one way, by @hl/shared/finance ('R9 984', 'R9 983.80'): results,
// tables and the CSV here, and the articles and landing pages elsewhere, print it alike.
// The months formatter is @hl/shared/finance's: the articles write periods the same way.
export { formatMoney, formatRand, formatRandCents, formatTimeSaved } from '@hl/shared/finance';

// ---------------------------------------------------------------- money inputs

/*
 * Money inputs (docs/REQUIREMENTS.md#calculator-fields): the field shows its thousands grouped as
 * every amount on the site is ('1 800 000'); on a change the grouping (spaces, or the commas a
 * visitor may type or paste) is stripped and the change is accepted only if what is left is
 * numeric. "Numeric" here means digits with at most one decimal point and nothing else (no sign,
 * exponent or other characters): money amounts are never negative. While typing, '' and a bare or
 * trailing '.' are accepted too. The UI keeps the stripped text as the field's state and shows
 * formatMoneyInput(state).
 */

const MONEY_TEXT = /^\d*\.?\d*$/;

/** Removes the thousands grouping: spaces (no-break or not) and commas. */
export function stripMoneyInput(text: string): string {
  return text.replace(/[,\s]/g, '');
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
 * ('' and '.' give null; '12.' gives 12; '.5' gives 0.5; '1 800 000' and '1,800,000' give 1800000).
 */
export function parseMoneyInput(text: string): number | null {
  const stripped = stripMoneyInput(text);
  if (!MONEY_TEXT.test(stripped) || !/\d/.test(stripped)) return null;
  return Number(stripped);
}

/**
 * Display text of a money field: the whole part grouped in thousands, the decimal part as typed
 * ('1234567.5' → '1 234 567.5', '1234.' → '1 234.'; no-break spaces). Text that is not acceptable
 * is returned unchanged.
 */
export function formatMoneyInput(text: string): string {
  const stripped = stripMoneyInput(text);
  if (!MONEY_TEXT.test(stripped)) return text;
  const dot = stripped.indexOf('.');
  const whole = dot === -1 ? stripped : stripped.slice(0, dot);
  const fraction = dot === -1 ? '' : stripped.slice(dot);
  return groupDigits(whole) + fraction;
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
