const MONTHS_PER_YEAR = 12;
const PERCENT = 100;

/**
 * The monthly rate every calculator and every worked example uses: nominal annual percent / 12 /
 * 100 (this is how South African banks quote instalments, and it reproduces their published
 * figures). 10.5 → 0.00875.
 */
export function monthlyRate(annualPercent: number): number {
  return annualPercent / MONTHS_PER_YEAR / PERCENT;
}

/**
 * Level monthly instalment that repays `principal` over `months` at `annualPercent`:
 * P·r / (1 − (1 + r)^−n); at 0% simply P / n. Unrounded.
 * Returns 0 when any argument is not finite or months is not positive.
 */
export function monthlyPayment(principal: number, annualPercent: number, months: number): number {
  if (!Number.isFinite(principal) || !Number.isFinite(annualPercent)) return 0;
  if (!Number.isFinite(months) || months <= 0) return 0;
  const r = monthlyRate(annualPercent);
  if (r === 0) return principal / months;
  return (principal * r) / (1 - (1 + r) ** -months);
}

/**
 * Present value of `months` level payments of `payment` at `annualPercent`: the loan those
 * payments repay. PMT · (1 − (1 + r)^−n) / r; at 0% simply PMT · n. Unrounded.
 */
export function presentValue(payment: number, annualPercent: number, months: number): number {
  if (!Number.isFinite(payment) || !Number.isFinite(annualPercent)) return 0;
  if (!Number.isFinite(months) || months <= 0) return 0;
  const r = monthlyRate(annualPercent);
  if (r === 0) return payment * months;
  return (payment * (1 - (1 + r) ** -months)) / r;
}

/** Years to whole months (term selects give whole years; a fractional year rounds to the month). */
export function termMonths(years: number): number {
  return Math.round(years * MONTHS_PER_YEAR);
}
