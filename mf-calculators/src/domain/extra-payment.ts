import { isPositive, monthlyPayment, monthlyRate, type NumericInput } from '@hl/shared/finance';
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

interface Run {
  months: number;
  interest: number;
}

/**
 * Runs the loan month by month: interest on the balance, then the payment; the month the payment
 * covers what is owed, only that is paid. The term's last month settles whatever is left (binary
 * rounding residue), so a schedule never runs past the term.
 */
function run(principal: number, r: number, payment: number, maxMonths: number): Run {
  let balance = principal;
  let interest = 0;
  for (let month = 1; month <= maxMonths; month++) {
    const monthInterest = balance * r;
    interest += monthInterest;
    const owed = balance + monthInterest;
    if (owed <= payment || month === maxMonths) return { months: month, interest };
    balance = owed - payment;
  }
  return { months: maxMonths, interest };
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

  const normal = run(principal, r, normalPayment, months);
  const faster = extra > 0 ? run(principal, r, withExtra, months) : normal;
  return {
    normalPayment,
    withExtra,
    savings: Math.max(0, normal.interest - faster.interest),
    timeSaved: months - faster.months,
    monthsWithExtra: faster.months,
  };
}
