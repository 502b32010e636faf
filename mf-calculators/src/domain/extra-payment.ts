import { isPositive, monthlyPayment, monthlyRate, type NumericInput, repayMonthly } from '@hl/shared/finance';
import { type LoanInput, validLoan } from './repayment.ts';

export interface ExtraPaymentInput extends LoanInput {
  /** Extra paid every month on top of the instalment, rand; blank, negative or not a number is 0. */
  extraPayment: NumericInput;
}

export interface ExtraPaymentResult {
  /** The level instalment without extra (unrounded). */
  normalPayment: number;
  /** normalPayment + extraPayment. */
  withExtra: number;
  /** Interest saved: interest over the normal schedule minus interest with the extra. */
  savings: number;
  /** Whole months saved: term months − monthsWithExtra. */
  timeSaved: number;
  /** Months until the loan is repaid with the extra (the last payment only what is still owed). */
  monthsWithExtra: number;
}

/** Extra payment (docs/REQUIREMENTS.md#extra-payment). Zero results under the loan rules. */
export function extraPayment(input: ExtraPaymentInput): ExtraPaymentResult {
  const loan = validLoan(input);
  if (!loan) {
    return { normalPayment: 0, withExtra: 0, savings: 0, timeSaved: 0, monthsWithExtra: 0 };
  }
  const extra = isPositive(input.extraPayment) ? input.extraPayment : 0;
  const { principal, annualPercent, months } = loan;
  const r = monthlyRate(annualPercent);
  const normalPayment = monthlyPayment(principal, annualPercent, months);
  const withExtra = normalPayment + extra;

  const normal = repayMonthly(principal, r, normalPayment, months);
  const faster = extra > 0 ? repayMonthly(principal, r, withExtra, months) : normal;
  return {
    normalPayment,
    withExtra,
    savings: Math.max(0, normal.interest - faster.interest),
    timeSaved: months - faster.months,
    monthsWithExtra: faster.months,
  };
}
