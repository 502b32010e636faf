/**
 * Every default and business constant of the calculators, in one place. The figures that move
 * (prime, the transfer schedules, VAT) are not here: they are the dated data of
 * `@hl/shared/figures`, which the articles read too.
 *
 * Each comment names the requirement it comes from as an anchor of docs/REQUIREMENTS.md
 * (`#calculator-inputs-and-defaults` is docs/REQUIREMENTS.md#calculator-inputs-and-defaults); the
 * choices made where the requirements leave room are in this folder's README.
 */

import { primeRate } from '@hl/shared/figures';
import { CALCULATOR_IDS, type CalculatorId } from '@hl/shared/site-map';

// ---------------------------------------------------------------- calculators

/** #calculators-section: the six cards, in grid order. */
// The ids are a site-wide contract (hero tiles and article links use them too).
export { CALCULATOR_IDS, type CalculatorId };

/** #calculators-section: affordability is active by default. */
export const DEFAULT_CALCULATOR: CalculatorId = 'affordability';

// ---------------------------------------------------------------- defaults

/**
 * Every rate field starts at prime, from the one dated source (@hl/shared/figures) and labelled
 * with its date (#calculator-inputs-and-defaults), so no calculator assumes a rate no bank charges.
 */
export const DEFAULT_INTEREST_RATE = primeRate.value;
/** #calculator-inputs-and-defaults: term default, in years. */
export const DEFAULT_TERM_YEARS = 20;
/** #calculator-fields: the term select offers these years. */
export const TERM_OPTIONS_YEARS = [10, 15, 20, 25, 30] as const;
export type TermYears = (typeof TERM_OPTIONS_YEARS)[number];
/** #deposit: current savings default to 0. */
export const DEFAULT_CURRENT_SAVINGS = 0;
/**
 * #calculator-inputs-and-defaults: each calculator's non-blank starting inputs (the rest start
 * blank). Built from the defaults above, so they are set in one place.
 */
export const CALCULATOR_DEFAULTS = {
  affordability: { interestRate: DEFAULT_INTEREST_RATE },
  repayment: { interestRate: DEFAULT_INTEREST_RATE, term: DEFAULT_TERM_YEARS },
  transfer: { isFirstTime: false },
  extra: { interestRate: DEFAULT_INTEREST_RATE, term: DEFAULT_TERM_YEARS },
  deposit: { currentSavings: DEFAULT_CURRENT_SAVINGS },
  amortisation: { interestRate: DEFAULT_INTEREST_RATE, term: DEFAULT_TERM_YEARS },
} as const satisfies Record<CalculatorId, object>;

/** #amortisation: the schedule shows the first 12 rows by default. */
export const DEFAULT_SCHEDULE_ROWS = 12;

/** The what-if rows under the repayment and affordability results: prime moved by these points. */
export const WHAT_IF_PRIME_MOVES = [-1, -0.5, 0.5, 1, 2] as const;

// ---------------------------------------------------------------- affordability

/** #affordability: the maximum payment is 30% of gross income. */
export const AFFORDABILITY_INCOME_SHARE = 0.3;
/** #affordability: fixed 20-year term, i.e. 240 months, for the affordability loan amount. */
export const AFFORDABILITY_TERM_MONTHS = 240;
/** #affordability: the exact error text when expenses are at or above net income. */
export const AFFORDABILITY_EXPENSES_ERROR = 'Expenses must be less than net monthly income to run this calculation.';

// ---------------------------------------------------------------- deposit

/** #deposit: the required deposit is 10% of the property value. */
export const DEPOSIT_SHARE = 0.1;
