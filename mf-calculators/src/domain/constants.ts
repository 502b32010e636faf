/**
 * Every default and business constant of the calculators, in one place.
 *
 * Each comment names the requirement it comes from as an anchor of docs/REQUIREMENTS.md
 * (`#calculator-inputs-and-defaults` is docs/REQUIREMENTS.md#calculator-inputs-and-defaults); the
 * choices made where the requirements leave room are in this folder's README.
 */

import { CALCULATOR_IDS, type CalculatorId } from '@hl/shared/site-map';

// ---------------------------------------------------------------- calculators

/** #calculators-section: the six cards, in grid order. */
// The ids are a site-wide contract (hero tiles and article links use them too).
export { CALCULATOR_IDS, type CalculatorId };

/** #calculators-section: affordability is active by default. */
export const DEFAULT_CALCULATOR: CalculatorId = 'affordability';

// ---------------------------------------------------------------- defaults

/** #calculator-inputs-and-defaults: interest rate default for affordability, repayment, extra payment. */
export const DEFAULT_INTEREST_RATE = 10.75;
/** #calculator-inputs-and-defaults: amortisation's own interest rate default. */
export const DEFAULT_AMORTISATION_INTEREST_RATE = 11.5;
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
  amortisation: { interestRate: DEFAULT_AMORTISATION_INTEREST_RATE, term: DEFAULT_TERM_YEARS },
} as const satisfies Record<CalculatorId, object>;

/** #amortisation: the schedule shows the first 12 rows by default. */
export const DEFAULT_SCHEDULE_ROWS = 12;

// ---------------------------------------------------------------- rate

/** #monthly-rate: nominal annual percent / 12 / 100. */
export const MONTHS_PER_YEAR = 12;
export const PERCENT = 100;

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

// ---------------------------------------------------------------- transfer duty

/** A marginal band: amount = base + rate × (value − over), for values up to `upTo` (inclusive). */
export interface Band {
  readonly upTo: number;
  readonly base: number;
  readonly rate: number;
  readonly over: number;
}

/**
 * #transfer-duty-bands: SARS transfer duty table for properties acquired
 * on or after 1 April 2025. Each threshold belongs to the band it ends ("up to" is inclusive).
 */
export const TRANSFER_DUTY_BANDS: readonly Band[] = [
  { upTo: 1_210_000, base: 0, rate: 0, over: 0 },
  { upTo: 1_663_800, base: 0, rate: 0.03, over: 1_210_000 },
  { upTo: 2_329_300, base: 13_614, rate: 0.06, over: 1_663_800 },
  { upTo: 2_994_800, base: 53_544, rate: 0.08, over: 2_329_300 },
  { upTo: 13_310_000, base: 106_784, rate: 0.11, over: 2_994_800 },
  { upTo: Number.POSITIVE_INFINITY, base: 1_241_456, rate: 0.13, over: 13_310_000 },
];

// ---------------------------------------------------------------- attorney fees

/**
 * #attorney-fee-scale (excluding VAT), figure for figure as the business supplied it. The third
 * band is "37,500 plus 0.8% of 1,000,000 plus 1.05% of the excess over 2,000,000": its base carries
 * an extra 8,000, so the fee jumps up by 8,000 just above 2,000,000 and falls by 8,000 just
 * above 5,000,000 (where the fourth band restarts at 69,000). Kept on purpose; see README.
 */
export const ATTORNEY_FEE_BANDS: readonly Band[] = [
  { upTo: 1_000_000, base: 18_000, rate: 0.0105, over: 0 },
  { upTo: 2_000_000, base: 28_500, rate: 0.009, over: 1_000_000 },
  { upTo: 5_000_000, base: 37_500 + 0.008 * 1_000_000, rate: 0.0105, over: 2_000_000 },
  { upTo: Number.POSITIVE_INFINITY, base: 69_000, rate: 0.0065, over: 5_000_000 },
];

/** #transfer-costs: attorney fees plus 15% VAT. */
export const VAT_RATE = 0.15;

// ---------------------------------------------------------------- bond costs

/**
 * #bond-registration-costs: Deeds Office fee by bond amount: 800 below 500,000; 1,679 from 500,000;
 * 2,767 from 1,000,000. `from` is inclusive; listed from the highest threshold down.
 */
export const DEEDS_OFFICE_FEES: readonly { readonly from: number; readonly fee: number }[] = [
  { from: 1_000_000, fee: 2_767 },
  { from: 500_000, fee: 1_679 },
  { from: 0, fee: 800 },
];

/** #bond-registration-costs: fixed 6,038 and two fixed 2,200 items. */
export const BOND_FIXED_COSTS = [6_038, 2_200, 2_200] as const;

// ---------------------------------------------------------------- formatting

/** #calculator-results: currency is rand, locale en-ZA. */
export const LOCALE = 'en-ZA';
export const CURRENCY = 'ZAR';
