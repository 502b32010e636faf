import { describe, expect, it } from 'vitest';
import {
  AFFORDABILITY_INCOME_SHARE,
  AFFORDABILITY_TERM_MONTHS,
  ATTORNEY_FEE_BANDS,
  BOND_FIXED_COSTS,
  CALCULATOR_DEFAULTS,
  DEFAULT_AMORTISATION_INTEREST_RATE,
  DEFAULT_CALCULATOR,
  DEFAULT_INTEREST_RATE,
  DEFAULT_TERM_YEARS,
  DEPOSIT_SHARE,
  TERM_OPTIONS_YEARS,
  TRANSFER_DUTY_BANDS,
  VAT_RATE,
} from './constants.ts';

describe('constants', () => {
  it('holds the required defaults', () => {
    expect(DEFAULT_INTEREST_RATE).toBe(10.75);
    expect(DEFAULT_AMORTISATION_INTEREST_RATE).toBe(11.5);
    expect(DEFAULT_TERM_YEARS).toBe(20);
    expect(TERM_OPTIONS_YEARS).toEqual([10, 15, 20, 25, 30]);
    expect(DEFAULT_CALCULATOR).toBe('affordability');
    expect(CALCULATOR_DEFAULTS.amortisation).toEqual({ interestRate: 11.5, term: 20 });
    expect(AFFORDABILITY_INCOME_SHARE).toBe(0.3);
    expect(AFFORDABILITY_TERM_MONTHS).toBe(240);
    expect(DEPOSIT_SHARE).toBe(0.1);
    expect(VAT_RATE).toBe(0.15);
    expect(BOND_FIXED_COSTS).toEqual([6_038, 2_200, 2_200]);
  });

  it('the duty bands join up: each base is the previous band at its threshold', () => {
    for (let i = 1; i < TRANSFER_DUTY_BANDS.length; i++) {
      const prev = TRANSFER_DUTY_BANDS[i - 1];
      const band = TRANSFER_DUTY_BANDS[i];
      if (!prev || !band) throw new Error('band missing');
      expect(band.over).toBe(prev.upTo);
      expect(prev.base + prev.rate * (prev.upTo - prev.over)).toBeCloseTo(band.base, 6);
    }
  });

  it("the attorney scale's third band carries the supplied scale's extra 0.8% of 1,000,000", () => {
    expect(ATTORNEY_FEE_BANDS[2]?.base).toBeCloseTo(45_500, 9);
    expect(ATTORNEY_FEE_BANDS[3]?.base).toBe(69_000);
  });
});
