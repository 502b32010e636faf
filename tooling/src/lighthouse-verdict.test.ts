import { describe, expect, it } from 'vitest';
import { judgePage, pairedRatio, type Run } from './lighthouse-verdict.ts';

const run = (over: Partial<Run> = {}): Run => ({
  scores: { performance: 100, accessibility: 100, 'best-practices': 100, seo: 100 },
  lcpMs: 1200,
  tbtMs: 40,
  cls: 0,
  workMs: 1000,
  benchmarkIndex: 2000,
  browser: 'Chrome 156.0.0.0',
  problems: [],
  ...over,
});

describe('paired ratio', () => {
  it('is the median of the rounds’ ratios, each round against the reference’s same round', () => {
    // Rounds 2× 1.2×, 1.4×: the median round is 1.4×, whatever the host's speed did between rounds.
    expect(pairedRatio([2000, 600, 2800], [1000, 500, 2000])).toBeCloseTo(1.4);
  });

  it('leaves out rounds whose reference figure is zero or under the floor, and is undefined without any', () => {
    expect(pairedRatio([300, 200], [0, 100])).toBe(2);
    expect(pairedRatio([300, 200], [0, 0])).toBeUndefined();
    expect(pairedRatio([300, 200], [8, 100], 50)).toBe(2);
  });
});

describe('a page’s verdict', () => {
  const reference = [run({ workMs: 1000, tbtMs: 50 }), run({ workMs: 2000, tbtMs: 100 }), run({ workMs: 1000 })];

  it('gives no TBT ratio against a reference that hardly blocked', () => {
    const verdict = judgePage([run({ tbtMs: 420 })], [run({ tbtMs: 8 })]);
    expect(verdict.tbtRatio).toBeUndefined();
  });

  it('passes a page within 1.5× of the reference’s main-thread work, and reports both ratios', () => {
    const verdict = judgePage(
      [run({ workMs: 1400, tbtMs: 75 }), run({ workMs: 3000, tbtMs: 100 }), run({ workMs: 1500, tbtMs: 90 })],
      reference,
    );
    expect(verdict.workRatio).toBeCloseTo(1.5);
    // Rounds 1 and 2 (1.5× and 1×): the reference's 40 ms of round 3 is under the floor.
    expect(verdict.tbtRatio).toBeCloseTo(1.25);
    expect(verdict.failures).toEqual([]);
  });

  it('fails a page over 1.5× of the reference’s main-thread work, on any host', () => {
    const slowHost = { benchmarkIndex: 900 };
    const verdict = judgePage(
      [run({ workMs: 1600, ...slowHost }), run({ workMs: 3200, ...slowHost }), run({ workMs: 1600, ...slowHost })],
      reference,
    );
    expect(verdict.workRatio).toBeCloseTo(1.6);
    expect(verdict.failures).toEqual(["main-thread work 1.60× the reference's > 1.5×"]);
  });

  it('fails a run under Performance 95 or over TBT 100 ms on a host of benchmarkIndex 1500 or more', () => {
    const verdict = judgePage(
      [run({ benchmarkIndex: 1500, scores: { ...run().scores, performance: 94 }, tbtMs: 101 }), run(), run()],
      reference,
    );
    expect(verdict.failures).toEqual([
      'run 1 (benchmarkIndex 1500, Chrome 156.0.0.0): Performance 94 < 95, TBT 101 ms > 100 ms',
    ]);
    expect(verdict.notJudged).toEqual([]);
  });

  it('reports, without failing, the same run on a slower host', () => {
    const verdict = judgePage(
      [run({ benchmarkIndex: 1499, scores: { ...run().scores, performance: 87 }, tbtMs: 425 }), run(), run()],
      reference,
    );
    expect(verdict.failures).toEqual([]);
    expect(verdict.notJudged).toEqual([
      'run 1 (benchmarkIndex 1499, Chrome 156.0.0.0): Performance 87 < 95, TBT 425 ms > 100 ms; not judged below benchmarkIndex 1500',
    ]);
  });

  it('fails what no host excuses: another category under 100, a layout shift, a console error', () => {
    const flawed = run({ scores: { ...run().scores, accessibility: 96 }, cls: 0.1, benchmarkIndex: 900 });
    const verdict = judgePage([flawed, flawed, run({ ...flawed, problems: ['errors-in-console: CSP'] })], reference);
    expect(verdict.failures).toEqual(['accessibility 96 < 100', 'CLS 0.1 > 0.02', 'errors-in-console: CSP']);
  });

  it('fails a page whose main-thread work could not be measured', () => {
    const verdict = judgePage([run({ workMs: Number.NaN })], [run()]);
    expect(verdict.failures).toEqual(['main-thread work before interactive not measured']);
  });
});
