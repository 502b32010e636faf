import {
  bondCancellationNoticeDays,
  initiationFeeCap,
  interestCapsOverRepo,
  serviceFeeCap,
  vatRate,
} from './credit.ts';
import {
  cgtAnnualExclusion,
  coolingOffMaxPrice,
  donationsTaxExemption,
  eskomTariffIncrease,
  firstHomeFinance,
  inflationTarget,
  interestExemption,
  primaryResidenceExclusion,
  retirementDeductionCap,
  sheriffCommission,
  taxFreeSavingsAnnual,
  taxFreeSavingsLifetime,
} from './household.ts';
import { primeRate } from './policy-rate.ts';
import {
  conveyancingGuideline,
  deedsOfficeFees,
  disbursementEstimates,
  previousTransferDutyTable,
  transferDutyTable,
} from './property-costs.ts';
import type { Figure } from './types.ts';

/**
 * Every moving figure once, for the checks that look at all of them (what is due for
 * confirmation). The repo rate is not listed apart: it is prime's decision.
 */
export const ALL_FIGURES: readonly Figure<unknown>[] = [
  primeRate,
  transferDutyTable,
  previousTransferDutyTable,
  deedsOfficeFees,
  conveyancingGuideline,
  disbursementEstimates,
  vatRate,
  initiationFeeCap,
  serviceFeeCap,
  interestCapsOverRepo,
  bondCancellationNoticeDays,
  firstHomeFinance,
  taxFreeSavingsAnnual,
  taxFreeSavingsLifetime,
  retirementDeductionCap,
  primaryResidenceExclusion,
  cgtAnnualExclusion,
  donationsTaxExemption,
  interestExemption,
  inflationTarget,
  coolingOffMaxPrice,
  sheriffCommission,
  eskomTariffIncrease,
];

/** The oldest last-confirmed day of some figures: what "Figures as of {date}" says for a page using them. */
export function figuresAsOf(figures: readonly Figure<unknown>[]): string | undefined {
  return figures.map((figure) => figure.lastConfirmed).sort()[0];
}
