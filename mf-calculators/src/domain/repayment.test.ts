import { describe, expect, it } from 'vitest';
import { repayment } from './repayment.ts';

describe('repayment', () => {
  it('gives payment, total interest and total amount (R1,000,000, 10.5%, 20 years)', () => {
    const result = repayment({ loanAmount: 1_000_000, interestRate: 10.5, term: 20 });
    expect(result.payment.toFixed(2)).toBe('9983.80');
    expect(result.totalAmount).toBeCloseTo(result.payment * 240, 6);
    expect(result.totalInterest).toBeCloseTo(result.totalAmount - 1_000_000, 6);
    expect(Math.round(result.totalInterest)).toBe(1_396_112);
  });

  it('at 9.75% gives R9,485.17', () => {
    expect(repayment({ loanAmount: 1_000_000, interestRate: 9.75, term: 20 }).payment.toFixed(2)).toBe('9485.17');
  });

  it('at 0% repays the loan with no interest', () => {
    expect(repayment({ loanAmount: 120_000, interestRate: 0, term: 10 })).toEqual({
      payment: 1_000,
      totalInterest: 0,
      totalAmount: 120_000,
    });
  });

  const zero = { payment: 0, totalInterest: 0, totalAmount: 0 };

  it.each([
    ['loan not a number', { loanAmount: Number.NaN, interestRate: 10.75, term: 20 }],
    ['loan blank', { loanAmount: null, interestRate: 10.75, term: 20 }],
    ['loan 0', { loanAmount: 0, interestRate: 10.75, term: 20 }],
    ['loan negative', { loanAmount: -1, interestRate: 10.75, term: 20 }],
    ['loan infinite', { loanAmount: Number.POSITIVE_INFINITY, interestRate: 10.75, term: 20 }],
    ['term not a number', { loanAmount: 1_000_000, interestRate: 10.75, term: Number.NaN }],
    ['term blank', { loanAmount: 1_000_000, interestRate: 10.75, term: undefined }],
    ['term 0', { loanAmount: 1_000_000, interestRate: 10.75, term: 0 }],
    ['term negative', { loanAmount: 1_000_000, interestRate: 10.75, term: -20 }],
    ['rate not a number', { loanAmount: 1_000_000, interestRate: Number.NaN, term: 20 }],
    ['rate negative', { loanAmount: 1_000_000, interestRate: -1, term: 20 }],
  ])('gives zero results when %s', (_label, input) => {
    expect(repayment(input)).toEqual(zero);
  });
});
