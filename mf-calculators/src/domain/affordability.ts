import { isFiniteNumber, isPositive, type NumericInput, presentValue } from '@hl/shared/finance';
import { AFFORDABILITY_EXPENSES_ERROR, AFFORDABILITY_INCOME_SHARE, AFFORDABILITY_TERM_MONTHS } from './constants.ts';

export interface AffordabilityInput {
  /** Gross monthly income, rand. */
  grossIncome: NumericInput;
  /** Net (take-home) monthly income, rand. */
  netIncome: NumericInput;
  /** Monthly expenses, rand; blank, negative or not a number counts as 0. */
  monthlyExpenses?: NumericInput;
  /** Nominal annual rate in percent, e.g. 10.75. */
  interestRate: NumericInput;
}

export interface AffordabilityResult {
  /** 30% of gross income (unrounded). */
  maxPayment: number;
  /** Present value of maxPayment over 240 months at the given rate (unrounded). */
  loanAmount: number;
  /** Net income minus expenses: what is left each month (0 when no calculation runs). */
  surplus: number;
  /** maxPayment is more than the surplus (banks test it too): say so next to the result. */
  exceedsSurplus: boolean;
  /** The required message when expenses are at or above net income. */
  error?: string;
}

const ZERO: AffordabilityResult = Object.freeze({
  maxPayment: 0,
  loanAmount: 0,
  surplus: 0,
  exceedsSurplus: false,
});

/**
 * Affordability (docs/REQUIREMENTS.md#affordability). Zero results when gross or net income is not a finite
 * number or is 0 or less, or when the rate is not a finite number or is negative. When expenses
 * are at or above net income the error is set and both figures are 0.
 */
export function affordability(input: AffordabilityInput): AffordabilityResult {
  const { grossIncome, netIncome, interestRate } = input;
  if (!isPositive(grossIncome) || !isPositive(netIncome)) return { ...ZERO };
  const expenses = isPositive(input.monthlyExpenses) ? input.monthlyExpenses : 0;
  if (expenses >= netIncome) return { ...ZERO, error: AFFORDABILITY_EXPENSES_ERROR };
  if (!isFiniteNumber(interestRate) || interestRate < 0) return { ...ZERO };

  const maxPayment = grossIncome * AFFORDABILITY_INCOME_SHARE;
  const loanAmount = presentValue(maxPayment, interestRate, AFFORDABILITY_TERM_MONTHS);
  const surplus = netIncome - expenses;
  return { maxPayment, loanAmount, surplus, exceedsSurplus: maxPayment > surplus };
}
