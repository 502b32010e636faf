import { describe, expect, it } from 'vitest';
import { readAffordability, readDeposit, readExtraPayment, readLoan, readTransfer } from './read-inputs.ts';

describe('read inputs', () => {
  it('reads money with or without commas, and blank or "." as no number', () => {
    expect(
      readAffordability({ grossIncome: '50,000', netIncome: '38000', monthlyExpenses: '.', interestRate: '' }),
    ).toEqual({ grossIncome: 50000, netIncome: 38000, monthlyExpenses: null, interestRate: null });
  });

  it('reads rate and term as numbers', () => {
    expect(readLoan({ loanAmount: '1000000', interestRate: '10.5', term: '20' })).toEqual({
      loanAmount: 1000000,
      interestRate: 10.5,
      term: 20,
    });
    expect(readLoan({})).toEqual({ loanAmount: null, interestRate: null, term: null });
  });

  it('reads the extra payment as a plain number', () => {
    expect(readExtraPayment({ loanAmount: '1', interestRate: '1', term: '10', extraPayment: '-5' }).extraPayment).toBe(
      -5,
    );
  });

  it('reads isFirstTime as a boolean', () => {
    expect(readTransfer({ propertyValue: '1800000', isFirstTime: 'true' })).toEqual({
      propertyValue: 1800000,
      bondAmount: null,
      isFirstTime: true,
    });
    expect(readTransfer({ propertyValue: '1', isFirstTime: 'false' }).isFirstTime).toBe(false);
  });

  it('reads the deposit target date, blank as none, and passes today through', () => {
    expect(readDeposit({ propertyValue: '1000000', monthlySavings: '5000', targetDate: '' })).toEqual({
      propertyValue: 1000000,
      currentSavings: null,
      monthlySavings: 5000,
      targetDate: null,
    });
    expect(readDeposit({ targetDate: '2030-01-01' }, '2025-01-01')).toMatchObject({
      targetDate: '2030-01-01',
      today: '2025-01-01',
    });
  });
});
