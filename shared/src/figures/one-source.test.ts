import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  cgtAnnualExclusion,
  conveyancingGuideline,
  coolingOffMaxPrice,
  deedsOfficeFees,
  donationsTaxExemption,
  eskomTariffIncrease,
  type Figure,
  firstHomeFinance,
  inflationTarget,
  initiationFeeCap,
  interestCapsOverRepo,
  interestExemption,
  previousTransferDutyTable,
  primaryResidenceExclusion,
  primeRate,
  repoRate,
  retirementDeductionCap,
  serviceFeeCap,
  sheriffCommission,
  taxFreeSavingsAnnual,
  taxFreeSavingsLifetime,
  transferDutyTable,
  vatRate,
} from './index.ts';

/*
 * One source for every moving figure: this test fails when one of the figures below is typed
 * anywhere else in the repository: in code, docs or content. A figure counts as typed when its
 * value appears on a line that also names what it is (the value alone is too common: 7 or 2,050
 * mean many things). Articles and FAQs write {{prime}}, code imports @hl/shared/figures.
 */

interface Needle {
  figure: Figure<unknown>;
  /** What a line must mention for the value to count as this figure. */
  context: RegExp;
  values: readonly number[];
}

const bandValues = (figure: Figure<readonly { upTo: number; base: number }[]>) =>
  figure.value.flatMap((band) => [band.upTo, band.base]).filter((value) => Number.isFinite(value) && value > 0);

const NEEDLES: readonly Needle[] = [
  { figure: primeRate, context: /\bprime\b/i, values: [primeRate.value] },
  { figure: repoRate, context: /repo[ -]?rate/i, values: [repoRate.value] },
  {
    figure: transferDutyTable,
    context: /duty|exempt|threshold/i,
    values: bandValues(transferDutyTable),
  },
  {
    figure: previousTransferDutyTable,
    context: /duty|exempt|threshold/i,
    values: bandValues(previousTransferDutyTable),
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
    values: [initiationFeeCap.value.max, initiationFeeCap.value.max * 1.15, initiationFeeCap.value.base],
  },
  { figure: interestCapsOverRepo, context: /unsecured/i, values: [interestCapsOverRepo.value.unsecured] },
  {
    figure: firstHomeFinance,
    context: /first home finance|flisp|subsidy/i,
    values: Object.values(firstHomeFinance.value),
  },
  { figure: vatRate, context: /\bVAT\b/, values: [vatRate.value] },
  { figure: serviceFeeCap, context: /service fee/i, values: [serviceFeeCap.value, serviceFeeCap.value * 1.15] },
  {
    figure: taxFreeSavingsAnnual,
    context: /tax-free/i,
    values: [taxFreeSavingsAnnual.value, taxFreeSavingsAnnual.previous ?? 0],
  },
  { figure: taxFreeSavingsLifetime, context: /tax-free/i, values: [taxFreeSavingsLifetime.value] },
  { figure: retirementDeductionCap, context: /retirement/i, values: [retirementDeductionCap.value] },
  {
    figure: primaryResidenceExclusion,
    context: /primary.residence/i,
    values: [primaryResidenceExclusion.value, primaryResidenceExclusion.previous ?? 0],
  },
  { figure: cgtAnnualExclusion, context: /annual exclusion/i, values: [cgtAnnualExclusion.value] },
  { figure: donationsTaxExemption, context: /donat/i, values: [donationsTaxExemption.value] },
  { figure: interestExemption, context: /interest exemption/i, values: Object.values(interestExemption.value) },
  { figure: coolingOffMaxPrice, context: /cooling/i, values: [coolingOffMaxPrice.value] },
  { figure: sheriffCommission, context: /sheriff/i, values: [sheriffCommission.value.max] },
  { figure: inflationTarget, context: /inflation target/i, values: [inflationTarget.value.point] },
  {
    figure: eskomTariffIncrease,
    context: /eskom|nersa|tariff/i,
    values: [eskomTariffIncrease.value.direct, eskomTariffIncrease.value.municipal],
  },
];

/**
 * Where a figure may be typed, and why: the data itself, and tests that work a result out by hand
 * from the schedules (their comments must show the schedule's numbers) or feed the content build a
 * wrong figure to prove it refuses it.
 */
const ALLOWED: readonly RegExp[] = [
  /^shared\/src\/figures\/(?!.*\.test\.ts$)/,
  /^shared\/src\/finance\/.*\.test\.ts$/,
  /^mf-calculators\/src\/.*\.test\.tsx?$/,
  /^mf-knowledge\/scripts\/.*\.test\.ts$/,
  /^e2e\/tests\/calculators\.spec\.ts$/,
  // Until the articles and FAQs compute their figures and the hand-written fact checks go (the
  // content build's next step).
  /^mf-knowledge\/(?:content\/|src\/content\/data\/faqs\.ts$|src\/content\/articles\/library\.test\.ts$|scripts\/)/,
];

const ROOT = join(import.meta.dirname, '../../..');
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|md|yaml|yml|json|html)$/;

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return out
    .split('\0')
    .filter((file) => TEXT_FILE.test(file) && !file.endsWith('package-lock.json') && !file.includes('/generated/'))
    .filter((file) => !ALLOWED.some((allowed) => allowed.test(file)));
}

/** Every way a value is typed: 1,210,000 · 1 210 000 · 1_210_000 · 1210000; 10.5 and 10.50. */
function valuePattern(value: number): RegExp {
  const [whole = '', decimals = ''] = String(value).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '[, _\u00a0]?');
  const fraction = decimals ? `\\.${decimals}0*` : '(?:\\.0+)?';
  return new RegExp(`(?<![\\d.,_])${grouped}${fraction}(?![\\d_]|[.,]\\d)`);
}

function typedFigures(file: string, text: string): string[] {
  const found: string[] = [];
  for (const [index, line] of text.split('\n').entries()) {
    for (const needle of NEEDLES) {
      if (!needle.context.test(line)) continue;
      for (const value of needle.values) {
        if (valuePattern(value).test(line)) found.push(`${file}:${index + 1}: ${needle.figure.name} (${value})`);
      }
    }
  }
  return found;
}

describe('one source for every moving figure', () => {
  it('finds a figure typed in context, in any of its spellings', () => {
    expect(typedFigures('x.md', 'Prime is 10.50% today.')).toHaveLength(1);
    expect(typedFigures('x.md', 'No duty up to R1,210,000.')).toHaveLength(1);
    expect(typedFigures('x.ts', 'const DUTY_FREE = 1_210_000;')).toHaveLength(1);
    expect(typedFigures('x.md', 'a loan of R1,210,000 at 11%')).toEqual([]);
    expect(typedFigures('x.md', 'prime minus 0.5%')).toEqual([]);
  });

  it('no file outside the figures module types one of them', () => {
    const typed = trackedFiles().flatMap((file) => typedFigures(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(typed).toEqual([]);
  });
});
