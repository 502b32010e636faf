/**
 * What `npm run lighthouse` (scripts/lighthouse.ts) concludes from its runs. Each page is measured
 * in turns with a reference page (the shell's start-up hydrating a minimal page: the floor of this
 * stack), so the verdict rests on ratios to the reference measured in the same weather, which carry
 * from one machine to another; absolute targets (a score, TBT, LCP) only hold on a host fast enough
 * for them to mean what they say, as Lighthouse's benchmarkIndex tells.
 */

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];

/** The goal: a page's main-thread work before it is interactive, at most this times the reference's. */
export const MAX_WORK_RATIO = 1.5;

/** Below this benchmarkIndex a run's score, TBT and LCP are reported, not judged. */
export const MIN_BENCHMARK_INDEX = 1500;

/** Targets that hold on any machine (the other categories and CLS do not depend on the CPU). */
export const TARGETS = { otherCategories: 100, cls: 0.02 } as const;

/** Targets for each run on a host with a benchmarkIndex of at least MIN_BENCHMARK_INDEX. */
export const ABSOLUTE_TARGETS = { performance: 95, tbtMs: 100, lcpMs: 2000 } as const;

export interface Run {
  scores: Record<Category, number>;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /**
   * Main-thread work from navigation until the page is interactive (the end of the task that set
   * the shell's `hl:interactive` mark), in ms as Lighthouse counts it (observed × its CPU slowdown).
   */
  workMs: number;
  /** Lighthouse's measure of the host's speed, taken at the start of the run. */
  benchmarkIndex: number;
  /** The browser as the run saw it, e.g. "Chrome 156.0.0.0". */
  browser: string;
  /** Console errors (CSP reports included) and inspector issues the run saw. */
  problems: string[];
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? (sorted[mid] as number) : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/**
 * A reference TBT under this is one task a few milliseconds over Lighthouse's 50 ms line, not a
 * measure of anything: a round whose reference blocked less has no TBT ratio. On a host fast enough
 * for the reference not to block, the page's TBT is judged on its own (ABSOLUTE_TARGETS).
 */
export const MIN_REFERENCE_TBT_MS = 50;

/**
 * The median of the rounds' ratios, round i of the page against round i of the reference (run one
 * after the other, so a drift of the host's speed touches both); rounds where the reference's figure
 * is under `floor` (zero: never a ratio) have none, and with none left the ratio is undefined.
 */
export function pairedRatio(
  page: readonly number[],
  reference: readonly number[],
  floor = Number.MIN_VALUE,
): number | undefined {
  const ratios = page.flatMap((value, i) => {
    const ref = reference[i];
    return ref !== undefined && ref >= floor && Number.isFinite(value) ? [value / ref] : [];
  });
  return ratios.length ? median(ratios) : undefined;
}

export interface PageVerdict {
  /** The page's main-thread work before interactive over the reference's (median of the rounds). */
  workRatio: number | undefined;
  /** The same for Total Blocking Time; undefined when the reference blocked less than MIN_REFERENCE_TBT_MS in every round. */
  tbtRatio: number | undefined;
  medians: Record<Category, number> & { lcpMs: number; tbtMs: number; cls: number; workMs: number };
  /** What fails the page: anything here makes `npm run lighthouse` exit 1. */
  failures: string[];
  /** Absolute figures not judged because the run's host was too slow for them, said as such. */
  notJudged: string[];
}

/** The verdict on one page from its runs and the reference's runs of the same rounds (same order). */
export function judgePage(runs: readonly Run[], reference: readonly Run[]): PageVerdict {
  const of = (key: 'lcpMs' | 'tbtMs' | 'cls' | 'workMs') => median(runs.map((r) => r[key]));
  const medians = {
    ...(Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<
      Category,
      number
    >),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    workMs: of('workMs'),
  };
  const workRatio = pairedRatio(
    runs.map((r) => r.workMs),
    reference.map((r) => r.workMs),
  );
  const tbtRatio = pairedRatio(
    runs.map((r) => r.tbtMs),
    reference.map((r) => r.tbtMs),
    MIN_REFERENCE_TBT_MS,
  );

  const failures: string[] = [];
  if (workRatio === undefined) failures.push('main-thread work before interactive not measured');
  else if (workRatio > MAX_WORK_RATIO) {
    failures.push(`main-thread work ${workRatio.toFixed(2)}× the reference's > ${MAX_WORK_RATIO}×`);
  }
  for (const c of CATEGORIES) {
    if (c !== 'performance' && medians[c] < TARGETS.otherCategories) {
      failures.push(`${c} ${medians[c]} < ${TARGETS.otherCategories}`);
    }
  }
  if (!(medians.cls <= TARGETS.cls)) failures.push(`CLS ${medians.cls} > ${TARGETS.cls}`);

  const notJudged: string[] = [];
  runs.forEach((run, i) => {
    const misses = [
      run.scores.performance < ABSOLUTE_TARGETS.performance &&
        `Performance ${run.scores.performance} < ${ABSOLUTE_TARGETS.performance}`,
      !(run.tbtMs <= ABSOLUTE_TARGETS.tbtMs) && `TBT ${Math.round(run.tbtMs)} ms > ${ABSOLUTE_TARGETS.tbtMs} ms`,
      !(run.lcpMs <= ABSOLUTE_TARGETS.lcpMs) && `LCP ${Math.round(run.lcpMs)} ms > ${ABSOLUTE_TARGETS.lcpMs} ms`,
    ].filter((miss): miss is string => typeof miss === 'string');
    if (!misses.length) return;
    const where = `run ${i + 1} (benchmarkIndex ${Math.round(run.benchmarkIndex)}, ${run.browser})`;
    if (run.benchmarkIndex >= MIN_BENCHMARK_INDEX) failures.push(`${where}: ${misses.join(', ')}`);
    else notJudged.push(`${where}: ${misses.join(', ')}; not judged below benchmarkIndex ${MIN_BENCHMARK_INDEX}`);
  });
  failures.push(...new Set(runs.flatMap((r) => r.problems)));
  return { workRatio, tbtRatio, medians, failures, notJudged };
}
