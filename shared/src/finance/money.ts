import { roundHalfUp } from './numbers.ts';

/*
 * The site's one way of writing money, as South African banks print it on a statement: the R
 * straight before the amount, thousands grouped with a space, a decimal point: R1 234 567,
 * R10 664.30 (docs/ARCHITECTURE.md#money). Every part writes money with these functions: the
 * calculators' inputs, results, tables and CSV, the partner form, the landing pages, the knowledge
 * remote's cards and, at build, the articles and FAQ answers.
 *
 * Written out rather than with Intl: en-ZA's currency format has changed between ICU versions (it
 * gives 'R 10 664,30', with a decimal comma, today), so a browser, Node and the next release could
 * each print a different one, and the first Intl formatter a page makes costs tens of milliseconds
 * of locale loading.
 */

/** Between groups of three digits: a no-break space, so an amount never breaks over two lines. */
export const GROUP_SEPARATOR = '\u00a0';

/** The thousands of a string of digits, grouped: '1234567' → '1 234 567' (no-break spaces). */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, GROUP_SEPARATOR);
}

export interface MoneyStyle {
  /** Two decimals (a schedule, a line of a bill); otherwise whole rand. */
  cents?: boolean;
  /** False for digits alone ('1 234 567'), as a form field or a CSV cell shows them. */
  symbol?: boolean;
  /** False for no grouping ('10664.30'), for a CSV cell a spreadsheet reads as a number. */
  grouped?: boolean;
}

/**
 * Money as the site writes it: formatMoney(1234567) is 'R1 234 567', formatMoney(10664.3, { cents:
 * true }) 'R10 664.30'. Rounded half away from zero; anything that rounds to zero, and a value that
 * is not a finite number, is 'R0' ('R0.00'): the calculators' zero-result rule. A negative amount
 * takes a minus sign (U+2212) before the R, or a hyphen-minus in digits alone, which machines read.
 */
export function formatMoney(value: number, { cents = false, symbol = true, grouped = true }: MoneyStyle = {}): string {
  const units = Number.isFinite(value) ? roundHalfUp(Math.abs(value) * (cents ? 100 : 1)) : 0;
  const whole = String(cents ? Math.floor(units / 100) : units);
  const decimals = cents ? `.${String(units % 100).padStart(2, '0')}` : '';
  const sign = units > 0 && value < 0 ? (symbol ? '\u2212' : '-') : '';
  return `${sign}${symbol ? 'R' : ''}${grouped ? groupDigits(whole) : whole}${decimals}`;
}

/** Whole rand: 'R9 984'. */
export function formatRand(value: number): string {
  return formatMoney(value);
}

/** Rand and cents: 'R9 983.80'. */
export function formatRandCents(value: number): string {
  return formatMoney(value, { cents: true });
}

/**
 * A rand amount typed in a text, written any of the ways people type one: 'R1,500,000',
 * 'R 1 500 000', 'R9,983.80', 'R1500'. Not 'R1.5 million' (a decimal that is not cents) nor a
 * number without its R.
 */
const TYPED_RAND = /(?<![A-Za-z\d])R ?(\d{1,3}(?:[, \u00a0]\d{3})+|\d+)(\.\d\d)?(?![\d,.\u00a0 ]?\d)/g;

/**
 * Rewrites every rand amount typed in a text the site's way ('R1,500,000' → 'R1 500 000',
 * 'R9,983.80' → 'R9 983.80'), so hand-written content prints money as the calculators do.
 */
export function formatMoneyInText(text: string): string {
  return text.replace(TYPED_RAND, (_, whole: string, cents: string | undefined) => {
    const value = Number(whole.replace(/\D/g, '') + (cents ?? ''));
    return cents ? formatRandCents(value) : formatRand(value);
  });
}
