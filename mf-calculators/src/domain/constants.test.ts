import { primeRate } from '@hl/shared/figures';
import { describe, expect, it } from 'vitest';
import {
  AFFORDABILITY_INCOME_SHARE,
  AFFORDABILITY_TERM_MONTHS,
  CALCULATOR_DEFAULTS,
  DEFAULT_CALCULATOR,
  DEFAULT_TERM_YEARS,
  DEPOSIT_SHARE,
  TERM_OPTIONS_YEARS,
  WHAT_IF_PRIME_MOVES,
} from './constants.ts';

describe('constants', () => {
  it('holds the required defaults', () => {
    expect(DEFAULT_TERM_YEARS).toBe(20);
    expect(TERM_OPTIONS_YEARS).toEqual([10, 15, 20, 25, 30]);
    expect(DEFAULT_CALCULATOR).toBe('affordability');
    expect(AFFORDABILITY_INCOME_SHARE).toBe(0.3);
    expect(AFFORDABILITY_TERM_MONTHS).toBe(240);
    expect(DEPOSIT_SHARE).toBe(0.1);
    expect(WHAT_IF_PRIME_MOVES).toEqual([-1, -0.5, 0.5, 1, 2]);
  });

  it('every rate field, amortisation’s too, starts at prime from the dated figures', () => {
    for (const calc of ['affordability', 'repayment', 'extra', 'amortisation'] as const) {
      expect(CALCULATOR_DEFAULTS[calc].interestRate).toBe(primeRate.value);
    }
  });
});
