import { describe, expect, it } from 'vitest';
import { affordability } from './affordability.ts';
import { amortisation } from './amortisation.ts';
import { deposit } from './deposit.ts';
import { extraPayment } from './extra-payment.ts';
import { repayment } from './repayment.ts';
import { transferCosts } from './transfer.ts';

// Generous bounds (the engine is ~100× faster) so a busy CI machine does not make them flaky.
describe('speed', () => {
  it('a recalculation of every calculator but the schedule takes well under a millisecond', () => {
    const runs = 2_000;
    const start = performance.now();
    for (let i = 0; i < runs; i++) {
      affordability({
        grossIncome: 50_000 + i,
        netIncome: 38_000,
        monthlyExpenses: 9_000,
        interestRate: 10.75,
      });
      repayment({ loanAmount: 1_000_000 + i, interestRate: 10.75, term: 30 });
      transferCosts({ propertyValue: 1_800_000 + i, bondAmount: 1_500_000 });
      extraPayment({ loanAmount: 1_000_000 + i, interestRate: 10.75, term: 30, extraPayment: 1 });
      deposit({
        propertyValue: 1_500_000 + i,
        monthlySavings: 5_000,
        targetDate: '2030-01-01',
        today: '2025-01-01',
      });
    }
    const perRecalculation = (performance.now() - start) / runs;
    expect(perRecalculation).toBeLessThan(0.25);
  });

  it('the full 30-year schedule takes a few milliseconds at most', () => {
    const runs = 200;
    const start = performance.now();
    for (let i = 0; i < runs; i++) amortisation({ loanAmount: 1_000_000 + i, interestRate: 11.5, term: 30 });
    expect((performance.now() - start) / runs).toBeLessThan(5);
  });
});
