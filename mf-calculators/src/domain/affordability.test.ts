import { presentValue } from '@hl/shared/finance';
import { describe, expect, it } from 'vitest';
import { affordability } from './affordability.ts';

const ERROR = 'Expenses must be less than net monthly income to run this calculation.';

describe('affordability', () => {
  it('max payment is 30% of gross; loan is its present value over 240 months', () => {
    const result = affordability({
      grossIncome: 50_000,
      netIncome: 38_000,
      monthlyExpenses: 12_000,
      interestRate: 10.75,
    });
    expect(result.maxPayment).toBe(15_000);
    expect(result.loanAmount).toBeCloseTo(presentValue(15_000, 10.75, 240), 8);
    expect(Math.round(result.loanAmount)).toBe(1_477_499);
    expect(result.surplus).toBe(26_000);
    expect(result.exceedsSurplus).toBe(false);
    expect(result.error).toBeUndefined();
  });

  it('the loan repays at the published rate: R9,983.80 a month at 10.5% buys R1,000,000', () => {
    const gross = 9_983.79886969494 / 0.3;
    const result = affordability({
      grossIncome: gross,
      netIncome: gross,
      monthlyExpenses: 0,
      interestRate: 10.5,
    });
    expect(result.loanAmount).toBeCloseTo(1_000_000, 4);
  });

  it('flags a max payment above net income minus expenses (the monthly surplus)', () => {
    const result = affordability({
      grossIncome: 50_000,
      netIncome: 38_000,
      monthlyExpenses: 25_000,
      interestRate: 10.75,
    });
    expect(result.maxPayment).toBe(15_000);
    expect(result.surplus).toBe(13_000);
    expect(result.exceedsSurplus).toBe(true);
  });

  it('a max payment exactly equal to the surplus is not flagged', () => {
    const result = affordability({
      grossIncome: 50_000,
      netIncome: 30_000,
      monthlyExpenses: 15_000,
      interestRate: 10.75,
    });
    expect(result.exceedsSurplus).toBe(false);
  });

  it.each([
    ['equal to', 38_000],
    ['above', 38_001],
  ])('expenses %s net income give the exact error and zero figures', (_label, expenses) => {
    const result = affordability({
      grossIncome: 50_000,
      netIncome: 38_000,
      monthlyExpenses: expenses,
      interestRate: 10.75,
    });
    expect(result.error).toBe(ERROR);
    expect(result.maxPayment).toBe(0);
    expect(result.loanAmount).toBe(0);
    expect(result.exceedsSurplus).toBe(false);
  });

  it('expenses just below net income run the calculation', () => {
    const result = affordability({
      grossIncome: 50_000,
      netIncome: 38_000,
      monthlyExpenses: 37_999,
      interestRate: 10.75,
    });
    expect(result.error).toBeUndefined();
    expect(result.maxPayment).toBe(15_000);
  });

  it('blank, negative or non-numeric expenses count as 0', () => {
    for (const monthlyExpenses of [undefined, null, Number.NaN, -500]) {
      const result = affordability({
        grossIncome: 50_000,
        netIncome: 38_000,
        monthlyExpenses,
        interestRate: 10.75,
      });
      expect(result.surplus).toBe(38_000);
      expect(result.error).toBeUndefined();
    }
  });

  it('0% gives payment × 240', () => {
    const result = affordability({
      grossIncome: 10_000,
      netIncome: 8_000,
      monthlyExpenses: 0,
      interestRate: 0,
    });
    expect(result.loanAmount).toBe(720_000);
  });

  const zero = { maxPayment: 0, loanAmount: 0, surplus: 0, exceedsSurplus: false };
  const base = {
    grossIncome: 50_000,
    netIncome: 38_000,
    monthlyExpenses: 5_000,
    interestRate: 10.75,
  };

  it.each([
    ['gross income not a number', { ...base, grossIncome: Number.NaN }],
    ['gross income blank', { ...base, grossIncome: null }],
    ['gross income 0', { ...base, grossIncome: 0 }],
    ['gross income negative', { ...base, grossIncome: -1 }],
    ['net income not a number', { ...base, netIncome: Number.NaN }],
    ['net income blank', { ...base, netIncome: undefined }],
    ['net income 0', { ...base, netIncome: 0 }],
    ['net income negative', { ...base, netIncome: -1 }],
    ['rate not a number', { ...base, interestRate: Number.NaN }],
    ['rate negative', { ...base, interestRate: -0.5 }],
  ])('gives zero results, and no error, when %s', (_label, input) => {
    expect(affordability(input)).toEqual(zero);
  });
});
