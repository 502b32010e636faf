import { isFiniteNumber, isPositive, monthlyPayment, type NumericInput, termMonths } from '@hl/shared/finance';

export interface LoanInput {
  /** Loan amount, rand. */
  loanAmount: NumericInput;
  /** Nominal annual rate in percent, e.g. 10.75. */
  interestRate: NumericInput;
  /** Term in years (the UI offers 10, 15, 20, 25, 30). */
  term: NumericInput;
}

export interface RepaymentResult {
  /** Level monthly instalment (unrounded). */
  payment: number;
  /** payment × months − loan (never below 0). */
  totalInterest: number;
  /** payment × months. */
  totalAmount: number;
}

/** A validated loan: principal, rate and whole months; null when a zero-result rule applies. */
export interface ValidLoan {
  principal: number;
  annualPercent: number;
  months: number;
}

/**
 * docs/REQUIREMENTS.md#repayment: loan amount and term must be positive numbers, otherwise the
 * result is zero. Engine rule: the rate must be a finite number ≥ 0 too, and the term at least one
 * month.
 */
export function validLoan(input: LoanInput): ValidLoan | null {
  const { loanAmount, interestRate, term } = input;
  if (!isPositive(loanAmount) || !isPositive(term)) return null;
  if (!isFiniteNumber(interestRate) || interestRate < 0) return null;
  const months = termMonths(term);
  if (months < 1) return null;
  return { principal: loanAmount, annualPercent: interestRate, months };
}

/** Repayment (docs/REQUIREMENTS.md#repayment). */
export function repayment(input: LoanInput): RepaymentResult {
  const loan = validLoan(input);
  if (!loan) return { payment: 0, totalInterest: 0, totalAmount: 0 };
  const payment = monthlyPayment(loan.principal, loan.annualPercent, loan.months);
  const totalAmount = payment * loan.months;
  // max(0, …): at 0% the product can miss the principal by a binary rounding step.
  return { payment, totalInterest: Math.max(0, totalAmount - loan.principal), totalAmount };
}
