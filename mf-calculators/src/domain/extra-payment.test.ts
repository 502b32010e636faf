import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { extraPayment } from './extra-payment.ts';

describe('extraPayment', () => {
  it('matches a hand-worked small example (R1,000 at 12% over 1 year, R400 a month)', () => {
    // r = 1% a month; normal instalment = 1000 × 0.01 / (1 − 1.01^−12) = 88.848788678…
    // normal interest = 12 × 88.848788678 − 1000 = 66.185464…
    // with R400 a month:
    //   month 1: interest 10.00,  owed 1010.00, pays 400    → 610.00
    //   month 2: interest  6.10,  owed  616.10, pays 400    → 216.10
    //   month 3: interest  2.161, owed  218.261, pays only 218.261 → 0
    //   interest with extra = 18.261; saved 66.185464 − 18.261 = 47.924464; 9 months saved
    const normal = 88.8487886783416;
    const result = extraPayment({
      loanAmount: 1_000,
      interestRate: 12,
      term: 1,
      extraPayment: 400 - normal,
    });
    expect(result.normalPayment).toBeCloseTo(normal, 9);
    expect(result.withExtra).toBeCloseTo(400, 9);
    expect(result.monthsWithExtra).toBe(3);
    expect(result.timeSaved).toBe(9);
    expect(result.savings).toBeCloseTo(66.18546414 - 18.261, 6);
  });

  it('at 0% saves time but no interest', () => {
    expect(extraPayment({ loanAmount: 1_200, interestRate: 0, term: 1, extraPayment: 100 })).toEqual({
      normalPayment: 100,
      withExtra: 200,
      savings: 0,
      timeSaved: 6,
      monthsWithExtra: 6,
    });
  });

  it('R1,000,000 at 10.5% over 20 years with R1,000 extra', () => {
    const result = extraPayment({
      loanAmount: 1_000_000,
      interestRate: 10.5,
      term: 20,
      extraPayment: 1_000,
    });
    expect(result.normalPayment.toFixed(2)).toBe('9983.80');
    expect(result.withExtra.toFixed(2)).toBe('10983.80');
    expect(result.monthsWithExtra).toBe(183);
    expect(result.timeSaved).toBe(57);
    expect(Math.round(result.savings)).toBe(388_046);
  });

  it('no extra (blank, 0, negative, not a number) saves nothing', () => {
    for (const extra of [null, undefined, 0, -100, Number.NaN]) {
      const result = extraPayment({
        loanAmount: 500_000,
        interestRate: 11,
        term: 20,
        extraPayment: extra,
      });
      expect(result.savings).toBe(0);
      expect(result.timeSaved).toBe(0);
      expect(result.monthsWithExtra).toBe(240);
      expect(result.withExtra).toBe(result.normalPayment);
    }
  });

  it('an extra that clears the loan in the first month', () => {
    const result = extraPayment({
      loanAmount: 10_000,
      interestRate: 12,
      term: 10,
      extraPayment: 50_000,
    });
    expect(result.monthsWithExtra).toBe(1);
    expect(result.timeSaved).toBe(119);
  });

  const zero = { normalPayment: 0, withExtra: 0, savings: 0, timeSaved: 0, monthsWithExtra: 0 };
  it.each([
    ['loan not a number', { loanAmount: Number.NaN, interestRate: 10.75, term: 20, extraPayment: 500 }],
    ['loan 0', { loanAmount: 0, interestRate: 10.75, term: 20, extraPayment: 500 }],
    ['loan negative', { loanAmount: -5, interestRate: 10.75, term: 20, extraPayment: 500 }],
    ['term not a number', { loanAmount: 1_000_000, interestRate: 10.75, term: Number.NaN, extraPayment: 500 }],
    ['term 0', { loanAmount: 1_000_000, interestRate: 10.75, term: 0, extraPayment: 500 }],
    ['term negative', { loanAmount: 1_000_000, interestRate: 10.75, term: -1, extraPayment: 500 }],
  ])('gives zero results when %s', (_label, input) => {
    expect(extraPayment(input)).toEqual(zero);
  });
});

describe('extraPayment properties', () => {
  const loan = fc.integer({ min: 1_000, max: 20_000_000 });
  const rate = fc.integer({ min: 0, max: 2_500 }).map((bp) => bp / 100);
  const term = fc.constantFrom(10, 15, 20, 25, 30);
  const extra = fc.integer({ min: 0, max: 100_000 });

  it('extra payments never increase total interest, and never lengthen the loan', () => {
    fc.assert(
      fc.property(loan, rate, term, extra, (loanAmount, interestRate, t, e) => {
        const result = extraPayment({ loanAmount, interestRate, term: t, extraPayment: e });
        expect(result.savings).toBeGreaterThanOrEqual(0);
        expect(result.timeSaved).toBeGreaterThanOrEqual(0);
        expect(result.monthsWithExtra + result.timeSaved).toBe(t * 12);
        expect(Number.isInteger(result.timeSaved)).toBe(true);
      }),
    );
  });

  it('a larger extra saves at least as much', () => {
    fc.assert(
      fc.property(loan, rate, term, extra, extra, (loanAmount, interestRate, t, a, b) => {
        const small = extraPayment({
          loanAmount,
          interestRate,
          term: t,
          extraPayment: Math.min(a, b),
        });
        const large = extraPayment({
          loanAmount,
          interestRate,
          term: t,
          extraPayment: Math.max(a, b),
        });
        expect(large.savings).toBeGreaterThanOrEqual(small.savings);
        expect(large.monthsWithExtra).toBeLessThanOrEqual(small.monthsWithExtra);
      }),
    );
  });
});
