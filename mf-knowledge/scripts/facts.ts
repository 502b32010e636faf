/**
 * The facts reference (content/facts.yaml): its schema, its consistency rules and the look-ups the
 * content checks use ("which value was in force on this day?"). Days are ISO strings (YYYY-MM-DD),
 * compared as strings.
 */
import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';

// ---------------------------------------------------------------------------------------------
// Days

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDay(value: string): boolean {
  const match = ISO_DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function addDays(day: string, days: number): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date + days)).toISOString().slice(0, 10);
}

/** The UTC day of a moment, as YYYY-MM-DD. */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** '1 April 2025' for messages. */
export function formatDay(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, date)).toLocaleDateString('en-ZA', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** 'R1,210,000' or 'R6,037.50' for messages. */
export function formatRand(value: number): string {
  const whole = Math.trunc(value);
  const cents = Math.round((value - whole) * 100);
  return `R${whole.toLocaleString('en-US')}${cents ? `.${String(cents).padStart(2, '0')}` : ''}`;
}

/** '10.25%' for messages. */
export function formatPercent(value: number): string {
  return `${value.toFixed(2).replace(/\.?0+$/, '')}%`;
}

// ---------------------------------------------------------------------------------------------
// Schema

const day = z.string().refine(isIsoDay, 'must be a real day written YYYY-MM-DD');
const sourceIds = z.array(z.string().min(1)).min(1, 'must cite at least one source');
const kind = z.enum(['official', 'ruleOfThumb']);
const rand = z.number().nonnegative();

const versionBase = {
  from: day.nullable(),
  sources: sourceIds,
  note: z.string().optional(),
};

const transferDutyVersion = z.strictObject({
  ...versionBase,
  exemptUpTo: rand,
  bands: z.array(z.strictObject({ above: rand, base: rand, rate: z.number().positive().lt(1) })).min(1),
  example: z.strictObject({ price: rand, duty: rand }).optional(),
});

const feeBand = z.strictObject({ upTo: rand.nullable(), fee: rand });

const deedsVersion = z.strictObject({
  ...versionBase,
  lodgementFeePerDeed: rand,
  transfer: z.array(feeBand).min(1),
  bond: z.array(feeBand).min(1),
  bondBandsVerifiedUpTo: rand.optional(),
});

const decision = z.strictObject({
  announced: day,
  effective: day.optional(),
  repo: z.number().positive(),
  prime: z.number().positive(),
  sources: sourceIds,
});

const inflationVersion = z.strictObject({
  ...versionBase,
  type: z.enum(['range', 'point']),
  lower: z.number().optional(),
  upper: z.number().optional(),
  point: z.number().optional(),
  tolerance: z.number().optional(),
  wording: z.string().min(1),
});

const subsidyVersion = z.strictObject({
  ...versionBase,
  min: rand,
  max: rand,
  maxAlsoPublished: rand.optional(),
});

const amountVersion = z.strictObject({
  ...versionBase,
  value: z.number().nonnegative(),
  withVat: z.number().nonnegative().optional(),
});

const amountFact = z.strictObject({
  title: z.string().min(1),
  kind,
  unit: z.enum(['rand', 'percent', 'days']).default('rand'),
  verified: z.boolean().default(true),
  versions: z.array(amountVersion).min(1),
});

const source = z.strictObject({
  title: z.string().min(1),
  publisher: z.string().min(1),
  date: day.optional(),
  url: z.url().optional(),
});

const rule = z.strictObject({ kind, text: z.string().min(1), sources: sourceIds, note: z.string().optional() });

export const factsSchema = z.strictObject({
  checkedOn: day,
  transferDuty: z.strictObject({ kind, versions: z.array(transferDutyVersion).min(1) }),
  deedsOfficeFees: z.strictObject({ kind, versions: z.array(deedsVersion).min(1) }),
  policyRate: z.strictObject({
    kind,
    primeSpread: z.number().positive(),
    verifiedThrough: day,
    decisions: z.array(decision).min(1),
    note: z.string().optional(),
  }),
  inflationTarget: z.strictObject({ kind, versions: z.array(inflationVersion).min(1) }),
  firstHomeFinance: z.strictObject({
    kind,
    incomeBand: z.strictObject({ min: rand, max: rand, sources: sourceIds }),
    subsidy: z.array(subsidyVersion).min(1),
  }),
  amounts: z.strictObject({
    taxFreeSavingsAnnual: amountFact,
    taxFreeSavingsLifetime: amountFact,
    retirementDeductionCap: amountFact,
    primaryResidenceExclusion: amountFact,
    cgtAnnualExclusion: amountFact,
    donationsTaxExemptionIndividual: amountFact,
    donationsTaxExemptionEntity: amountFact,
    interestExemptionUnder65: amountFact,
    interestExemption65Plus: amountFact,
    initiationFeeCap: amountFact,
    serviceFeeCap: amountFact,
    coolingOffMaxPrice: amountFact,
    vatRate: amountFact,
    bondCancellationNotice: amountFact,
    unsecuredCreditMaxRateOverRepo: amountFact,
    eskomTariffIncreaseDirect: amountFact,
    eskomTariffIncreaseMunicipal: amountFact,
  }),
  sheriffCommission: z.strictObject({
    kind,
    tiers: z.array(z.strictObject({ upTo: rand.nullable(), rate: z.number().positive().lt(1) })).min(1),
    max: rand,
    min: rand,
    plusVat: z.boolean(),
    sources: sourceIds,
    note: z.string().optional(),
  }),
  rules: z.record(z.string(), rule),
  rulesOfThumb: z.array(z.strictObject({ id: z.string().min(1), text: z.string().min(1) })),
  estimates: z.array(z.strictObject({ id: z.string().min(1), text: z.string().min(1) })),
  sources: z.record(z.string(), source),
});

export type Facts = z.infer<typeof factsSchema>;
export type AmountFact = z.infer<typeof amountFact>;
export type AmountKey = keyof Facts['amounts'];
export type TransferDutyVersion = z.infer<typeof transferDutyVersion>;
export type DeedsVersion = z.infer<typeof deedsVersion>;
export type InflationVersion = z.infer<typeof inflationVersion>;
export type SubsidyVersion = z.infer<typeof subsidyVersion>;

export interface Versioned {
  from: string | null;
}

// ---------------------------------------------------------------------------------------------
// Consistency: what the schema cannot say.

function versionOrderProblems(where: string, versions: readonly Versioned[]): string[] {
  const problems: string[] = [];
  versions.forEach((version, index) => {
    if (version.from === null && index > 0) problems.push(`${where}: only the first version may have "from: null"`);
    const previous = versions[index - 1]?.from;
    if (index > 0 && version.from !== null && previous && previous >= version.from) {
      problems.push(`${where}: versions must be in order of "from" (${previous} then ${version.from})`);
    }
  });
  return problems;
}

function bandOrderProblems(where: string, bands: ReadonlyArray<{ upTo: number | null }>): string[] {
  const problems: string[] = [];
  bands.forEach((band, index) => {
    const previous = bands[index - 1]?.upTo;
    if (band.upTo === null && index !== bands.length - 1)
      problems.push(`${where}: only the last band may be open-ended`);
    if (index > 0 && (previous === null || previous === undefined || (band.upTo !== null && band.upTo <= previous))) {
      problems.push(`${where}: bands must rise`);
    }
  });
  return problems;
}

/** Every rule the reference must keep beyond its schema; an empty list when it is sound. */
export function factsProblems(facts: Facts): string[] {
  const problems: string[] = [];
  const cite = (where: string, ids: readonly string[]) => {
    for (const id of ids) if (!(id in facts.sources)) problems.push(`${where}: unknown source "${id}"`);
  };

  problems.push(...versionOrderProblems('transferDuty', facts.transferDuty.versions));
  for (const version of facts.transferDuty.versions) {
    const where = `transferDuty ${version.from ?? 'first version'}`;
    cite(where, version.sources);
    if (version.bands[0]?.above !== version.exemptUpTo)
      problems.push(`${where}: the first band must start at exemptUpTo`);
    // Each band's base is the duty at its lower limit, so the table is continuous.
    version.bands.forEach((band, index) => {
      const previous = version.bands[index - 1];
      if (!previous) return;
      const expected = Math.round(previous.base + previous.rate * (band.above - previous.above));
      if (Math.abs(expected - band.base) > 1) {
        problems.push(`${where}: band above ${band.above} has base ${band.base}, the table gives ${expected}`);
      }
    });
    if (version.example) {
      const duty = transferDuty(version, version.example.price);
      if (duty !== version.example.duty) {
        problems.push(`${where}: example ${version.example.price} pays ${duty}, not ${version.example.duty}`);
      }
    }
  }

  problems.push(...versionOrderProblems('deedsOfficeFees', facts.deedsOfficeFees.versions));
  for (const version of facts.deedsOfficeFees.versions) {
    const where = `deedsOfficeFees ${version.from ?? 'first version'}`;
    cite(where, version.sources);
    problems.push(...bandOrderProblems(`${where} transfer`, version.transfer));
    problems.push(...bandOrderProblems(`${where} bond`, version.bond));
  }

  const { decisions, primeSpread, verifiedThrough } = facts.policyRate;
  decisions.forEach((decision, index) => {
    const where = `policyRate ${decision.announced}`;
    cite(where, decision.sources);
    if (Math.abs(decision.prime - decision.repo - primeSpread) > 1e-9) {
      problems.push(`${where}: prime ${decision.prime} is not repo ${decision.repo} + ${primeSpread}`);
    }
    const previous = decisions[index - 1];
    if (previous && previous.announced >= decision.announced)
      problems.push(`${where}: decisions must be in date order`);
    if (decision.effective && decision.effective < decision.announced) {
      problems.push(`${where}: effective before announced`);
    }
  });
  const last = decisions.at(-1);
  if (last && verifiedThrough < last.announced)
    problems.push('policyRate: verifiedThrough is before the last decision');

  problems.push(...versionOrderProblems('inflationTarget', facts.inflationTarget.versions));
  for (const version of facts.inflationTarget.versions) cite(`inflationTarget ${version.from}`, version.sources);

  cite('firstHomeFinance incomeBand', facts.firstHomeFinance.incomeBand.sources);
  problems.push(...versionOrderProblems('firstHomeFinance subsidy', facts.firstHomeFinance.subsidy));
  for (const version of facts.firstHomeFinance.subsidy) {
    cite(`firstHomeFinance subsidy ${version.from}`, version.sources);
    if (version.min >= version.max) problems.push(`firstHomeFinance subsidy ${version.from}: min must be below max`);
  }

  for (const [key, fact] of Object.entries(facts.amounts)) {
    problems.push(...versionOrderProblems(`amounts.${key}`, fact.versions));
    for (const version of fact.versions) cite(`amounts.${key} ${version.from}`, version.sources);
  }
  cite('sheriffCommission', facts.sheriffCommission.sources);
  problems.push(...bandOrderProblems('sheriffCommission', facts.sheriffCommission.tiers));
  for (const [key, value] of Object.entries(facts.rules)) cite(`rules.${key}`, value.sources);
  return problems;
}

export class FactsError extends Error {
  readonly problems: readonly string[];

  constructor(file: string, problems: readonly string[]) {
    super(`${file} is not a valid facts reference:\n${problems.map((p) => `  ${p}`).join('\n')}`);
    this.name = 'FactsError';
    this.problems = problems;
  }
}

export function parseFacts(text: string, file = 'content/facts.yaml'): Facts {
  let data: unknown;
  try {
    data = parseYaml(text, { uniqueKeys: true });
  } catch (error) {
    throw new FactsError(file, [String((error as Error).message).split('\n')[0] ?? 'not valid YAML']);
  }
  const result = factsSchema.safeParse(data);
  if (!result.success) {
    throw new FactsError(
      file,
      result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  }
  const problems = factsProblems(result.data);
  if (problems.length > 0) throw new FactsError(file, problems);
  return result.data;
}

export function loadFacts(file: string): Facts {
  return parseFacts(readFileSync(file, 'utf8'), file);
}

// ---------------------------------------------------------------------------------------------
// Look-ups

/** The day a version stops applying (the day before the next version starts), or null while current. */
export function versionEnd<T extends Versioned>(versions: readonly T[], version: T): string | null {
  const next = versions[versions.indexOf(version) + 1];
  return next?.from ? addDays(next.from, -1) : null;
}

/** The version in force on a day, if the reference knows one. */
export function versionOn<T extends Versioned>(versions: readonly T[], day: string): T | undefined {
  let found: T | undefined;
  for (const version of versions) {
    if (version.from === null || version.from <= day) found = version;
  }
  return found;
}

/** Every version in force on some day of [start, end] (inclusive). */
export function versionsDuring<T extends Versioned>(versions: readonly T[], start: string, end: string): T[] {
  return versions.filter((version) => {
    const to = versionEnd(versions, version);
    return (version.from === null || version.from <= end) && (to === null || to >= start);
  });
}

export function transferDuty(version: TransferDutyVersion, price: number): number {
  const band = [...version.bands].reverse().find((b) => price > b.above);
  return band ? Math.round(band.base + band.rate * (price - band.above)) : 0;
}

/** The fee of the band holding `value`, or undefined past the last verified band. */
export function bandFee(bands: ReadonlyArray<{ upTo: number | null; fee: number }>, value: number): number | undefined {
  return bands.find((band) => band.upTo === null || value <= band.upTo)?.fee;
}

/** The Sheriff's commission (before VAT) on a sale price. */
export function sheriffCommission(tariff: Facts['sheriffCommission'], price: number): number {
  let commission = 0;
  let lower = 0;
  for (const tier of tariff.tiers) {
    const upper = tier.upTo ?? Number.POSITIVE_INFINITY;
    if (price > lower) commission += (Math.min(price, upper) - lower) * tier.rate;
    lower = upper;
  }
  return Math.round(Math.min(tariff.max, Math.max(tariff.min, commission)) * 100) / 100;
}

export interface RateSegment {
  /** First day the rate applied. */
  from: string;
  /** Last day it is known to have applied (the day before the next change, or verifiedThrough). */
  to: string;
  repo: number;
  prime: number;
  /** The announcement that set it. */
  announced: string;
}

/** The policy-rate history as segments of days, from the first decision to verifiedThrough. */
export function rateSegments(policy: Facts['policyRate']): RateSegment[] {
  const starts = policy.decisions.map((d) => ({ ...d, from: d.effective ?? addDays(d.announced, 1) }));
  return starts.map((decision, index) => {
    const next = starts[index + 1];
    return {
      from: decision.from,
      to: next ? addDays(next.from, -1) : policy.verifiedThrough,
      repo: decision.repo,
      prime: decision.prime,
      announced: decision.announced,
    };
  });
}

/** The segments that applied on some day of [start, end]. */
export function ratesDuring(policy: Facts['policyRate'], start: string, end: string): RateSegment[] {
  return rateSegments(policy).filter((segment) => segment.from <= end && segment.to >= start);
}
