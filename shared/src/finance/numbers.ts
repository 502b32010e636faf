/** Small numeric helpers of the money functions (and of the calculators, which re-export them). */

/** What a calculator accepts for a numeric input: a blank field arrives as null or undefined. */
export type NumericInput = number | null | undefined;

/** True for a finite number (not NaN, not ±Infinity, not null/undefined). */
export function isFiniteNumber(value: NumericInput): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** True for a finite number greater than 0. */
export function isPositive(value: NumericInput): value is number {
  return isFiniteNumber(value) && value > 0;
}

/**
 * Rounds half away from zero to an integer, after trimming binary noise (so 1.005 × 100, which is
 * 100.49999999999999 in binary, rounds as the decimal 100.5 it stands for).
 */
export function roundHalfUp(value: number): number {
  if (!Number.isFinite(value)) return value;
  const clean = Number(Math.abs(value).toPrecision(15));
  const rounded = Math.round(clean);
  return value < 0 ? -rounded || 0 : rounded;
}

/** Rounds to cents (2 decimals), half away from zero. */
export function roundCents(value: number): number {
  return roundHalfUp(value * 100) / 100;
}

/** Converts rand to whole cents. */
export function toCents(value: number): number {
  return roundHalfUp(value * 100);
}
