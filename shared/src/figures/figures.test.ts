import { describe, expect, it } from 'vitest';
import {
  ALL_FIGURES,
  conveyancingGuideline,
  decisionOn,
  deedsOfficeFees,
  figuresAsOf,
  formatDay,
  MPC_SCHEDULE,
  POLICY_RATE_DECISIONS,
  PRIME_SPREAD,
  primeRate,
  repoRate,
  transferDutyTable,
} from './index.ts';

describe('the figures hold together', () => {
  it('prime is the latest decision’s repo rate plus the spread, from the day after it', () => {
    expect(primeRate.value).toBe(10.5);
    expect(repoRate.value).toBe(7);
    expect(primeRate.value - repoRate.value).toBe(PRIME_SPREAD);
    expect(primeRate.appliesFrom).toBe('2026-05-29');
  });

  it('decisions are in order, each taking effect after it is announced', () => {
    for (const [index, item] of POLICY_RATE_DECISIONS.entries()) {
      expect(item.effective > item.announced).toBe(true);
      expect(item.sources.length).toBeGreaterThan(0);
      const next = POLICY_RATE_DECISIONS[index + 1];
      if (next) expect(next.announced > item.announced).toBe(true);
    }
  });

  it('finds the rate in force on a day', () => {
    expect(decisionOn('2023-06-01')?.repo).toBe(8.25);
    expect(decisionOn('2026-05-28')?.repo).toBe(6.75);
    expect(decisionOn('2026-05-29')?.repo).toBe(7);
    expect(decisionOn('2019-01-01')).toBeUndefined();
  });

  it('the MPC schedule is sorted and sourced', () => {
    expect([...MPC_SCHEDULE.days].sort()).toEqual(MPC_SCHEDULE.days);
    expect(MPC_SCHEDULE.sources.length).toBeGreaterThan(0);
  });

  it('the transfer duty bands join up: each band starts where the last one ended, at the duty it reached', () => {
    const bands = transferDutyTable.value;
    for (const [index, band] of bands.entries()) {
      const previous = bands[index - 1];
      if (!previous) continue;
      expect(band.over).toBe(previous.upTo);
      expect(band.base).toBeCloseTo(previous.base + previous.rate * (previous.upTo - previous.over), 6);
    }
  });

  it('fee bands rise with the amount, and the guideline’s bands meet', () => {
    for (const bands of [deedsOfficeFees.value.transfer, deedsOfficeFees.value.bond]) {
      for (const [index, band] of bands.entries()) {
        const previous = bands[index - 1];
        if (previous) expect(band.upTo > previous.upTo && band.fee > previous.fee).toBe(true);
      }
    }
    const steps = conveyancingGuideline.value;
    for (const [index, band] of steps.entries()) {
      const previous = steps[index - 1];
      if (previous) {
        expect(band.from).toBe(previous.upTo);
        expect(band.base).toBe(
          previous.base + previous.step * Math.ceil((previous.upTo - previous.from) / previous.per),
        );
      }
    }
  });

  it('every figure is dated and sourced', () => {
    for (const figure of ALL_FIGURES) {
      expect(figure.sources.length, figure.name).toBeGreaterThan(0);
      expect(figure.appliesFrom, figure.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(figure.lastConfirmed, figure.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      for (const source of figure.sources) expect(source.url, figure.name).toMatch(/^https?:\/\//);
    }
  });

  it('"Figures as of" is the oldest confirmation among the figures a page uses', () => {
    expect(figuresAsOf([primeRate, conveyancingGuideline])).toBe('2025-10-01');
    expect(figuresAsOf([])).toBeUndefined();
  });

  it('formats a day as the site writes dates', () => {
    expect(formatDay('2026-05-29')).toBe('29 May 2026');
    expect(formatDay('2025-04-15T09:00:00')).toBe('15 April 2025');
    expect(formatDay('not a day')).toBe('not a day');
  });
});
