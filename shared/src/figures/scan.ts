import { initiationFeeCap, interestCapsOverRepo, serviceFeeCap, vatRate } from './credit.ts';
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
import { POLICY_RATE_DECISIONS, PRIME_SPREAD, primeRate, repoRate } from './policy-rate.ts';
import {
  conveyancingGuideline,
  deedsOfficeFees,
  previousTransferDutyTable,
  transferDutyTable,
} from './property-costs.ts';
import type { Figure, MarginalBand } from './types.ts';

/*
 * Finding a moving figure typed by hand in text or code: its value on a line (or sentence) that
 * also says what it is ("prime", "duty", "Deeds", "VAT", ...), in any spelling. The one-source test
 * runs it over the repository, the content build over every article and FAQ answer. The values
 * come from the figures themselves, so a new figure is looked for without editing this file.
 */

interface Needle {
  figure: Figure<unknown>;
  /** What the text must mention for a value to count as this figure. */
  context: RegExp;
  values: readonly number[];
  /** The figure's value today, for a single number: any other value typed disagrees with it. */
  current?: number;
  /**
   * Percentages in this range, in context, that match no value: a rate typed wrong ("prime is
   * 10.25%"), reported as disagreeing with the source.
   */
  plausible?: readonly [number, number];
}

/** A figure found typed in a text. */
export interface TypedFigure {
  figure: Figure<unknown>;
  /** The value as found. */
  value: number;
  /** True when the value is not the figure's value today (an old rate typed as current, or a wrong one). */
  disagrees: boolean;
}

const bandValues = (bands: readonly MarginalBand[]) =>
  bands.flatMap((band) => [band.upTo, band.base]).filter((value) => Number.isFinite(value) && value > 0);

const NEEDLES: readonly Needle[] = [
  {
    figure: primeRate,
    context: /\bprime\b/i,
    values: POLICY_RATE_DECISIONS.map((decision) => decision.repo + PRIME_SPREAD),
    current: primeRate.value,
    plausible: [5, 20],
  },
  {
    figure: repoRate,
    context: /repo[ -]?rate/i,
    values: POLICY_RATE_DECISIONS.map((decision) => decision.repo),
    current: repoRate.value,
    plausible: [2, 15],
  },
  { figure: transferDutyTable, context: /duty|exempt|threshold/i, values: bandValues(transferDutyTable.value) },
  {
    figure: previousTransferDutyTable,
    context: /duty|exempt|threshold/i,
    values: bandValues(previousTransferDutyTable.value),
  },
  {
    figure: deedsOfficeFees,
    context: /deeds/i,
    values: [...deedsOfficeFees.value.transfer, ...deedsOfficeFees.value.bond].map((band) => band.fee),
  },
  {
    figure: conveyancingGuideline,
    context: /guideline|conveyanc/i,
    values: conveyancingGuideline.value.flatMap((band) => [band.base, band.step]).filter((value) => value > 0),
  },
  {
    figure: initiationFeeCap,
    context: /initiation/i,
    values: [
      initiationFeeCap.value.max,
      initiationFeeCap.value.max * (1 + vatRate.value / 100),
      initiationFeeCap.value.base,
    ],
  },
  { figure: interestCapsOverRepo, context: /unsecured/i, values: Object.values(interestCapsOverRepo.value) },
  { figure: vatRate, context: /\bVAT\b/, values: [vatRate.value], current: vatRate.value, plausible: [10, 20] },
  {
    figure: serviceFeeCap,
    context: /service fee/i,
    values: [serviceFeeCap.value, serviceFeeCap.value * (1 + vatRate.value / 100)],
  },
  {
    figure: firstHomeFinance,
    context: /first home finance|flisp|subsidy|household income/i,
    values: [...Object.values(firstHomeFinance.value), ...Object.values(firstHomeFinance.previous ?? {})],
  },
  {
    figure: taxFreeSavingsAnnual,
    context: /tax-free/i,
    values: [taxFreeSavingsAnnual.value, taxFreeSavingsAnnual.previous ?? 0],
  },
  { figure: taxFreeSavingsLifetime, context: /tax-free/i, values: [taxFreeSavingsLifetime.value] },
  {
    figure: retirementDeductionCap,
    context: /retirement/i,
    values: [retirementDeductionCap.value, retirementDeductionCap.previous ?? 0],
  },
  {
    figure: primaryResidenceExclusion,
    context: /primary.residence/i,
    values: [primaryResidenceExclusion.value, primaryResidenceExclusion.previous ?? 0],
  },
  {
    figure: cgtAnnualExclusion,
    context: /annual exclusion/i,
    values: [cgtAnnualExclusion.value, cgtAnnualExclusion.previous ?? 0],
  },
  {
    figure: donationsTaxExemption,
    context: /donat/i,
    values: [donationsTaxExemption.value, donationsTaxExemption.previous ?? 0],
  },
  { figure: interestExemption, context: /interest exemption/i, values: Object.values(interestExemption.value) },
  { figure: coolingOffMaxPrice, context: /cooling/i, values: [coolingOffMaxPrice.value] },
  {
    figure: sheriffCommission,
    context: /sheriff/i,
    values: [sheriffCommission.value.max, sheriffCommission.value.min],
  },
  { figure: inflationTarget, context: /inflation target/i, values: [inflationTarget.value.point] },
  {
    figure: eskomTariffIncrease,
    context: /eskom|nersa|tariff/i,
    values: [
      eskomTariffIncrease.value.direct,
      eskomTariffIncrease.value.municipal,
      eskomTariffIncrease.previous?.direct ?? 0,
      eskomTariffIncrease.previous?.municipal ?? 0,
    ],
  },
];

/** Every way a value is typed: 1,210,000 · 1 210 000 · 1_210_000 · 1210000; 10.5 and 10.50. */
function valuePattern(value: number): RegExp {
  const [whole = '', decimals = ''] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '[, _\u00a0]?');
  const fraction = decimals ? `\\.${decimals}0*` : '(?:\\.0+)?';
  // Not part of a longer number, a date (2026-05-29) or a fraction.
  return new RegExp(`(?<![\\d.,_/:-])${grouped}${fraction}(?![\\d_/-]|[.,]\\d)`);
}

const PERCENT = /(?<![\d.,])(\d{1,2}(?:\.\d{1,2})?)\s?(?:%|per ?cent)/g;

/** The moving figures typed in `text` (a line of code, a sentence of an article). */
export function findTypedFigures(text: string): TypedFigure[] {
  const found: TypedFigure[] = [];
  for (const needle of NEEDLES) {
    if (!needle.context.test(text)) continue;
    const values = new Set(needle.values.filter((value) => value > 0));
    for (const value of values) {
      if (valuePattern(value).test(text)) {
        found.push({
          figure: needle.figure,
          value,
          disagrees: needle.current !== undefined && value !== needle.current,
        });
      }
    }
    if (!needle.plausible) continue;
    const [low, high] = needle.plausible;
    for (const match of text.matchAll(PERCENT)) {
      const value = Number(match[1]);
      if (value < low || value > high || values.has(value)) continue;
      // A wrong rate sits next to its name ("prime was 10.25%", "10.25%, the prime rate"); a 10%
      // deposit elsewhere in the sentence is not a rate.
      const near = text.slice(Math.max(0, match.index - 40), match.index + match[0].length + 30);
      if (needle.context.test(near)) found.push({ figure: needle.figure, value, disagrees: true });
    }
  }
  return found;
}
