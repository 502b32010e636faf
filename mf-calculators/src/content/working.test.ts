import { conveyancingGuideline, primeRate, transferDutyTable } from '@hl/shared/figures';
import { describe, expect, it } from 'vitest';
import { rand } from '../test/harness.tsx';
import { workingFor } from './working.ts';

describe('How this is worked out', () => {
  it('repayment: the formula with the visitor’s numbers, and prime as its dated figure', () => {
    const working = workingFor({
      calc: 'repayment',
      inputs: { loanAmount: '1000000', interestRate: '10.5', term: '20' },
    });
    // The published figure: R1,000,000 over 20 years at 10.5% is R9,983.80, shown to the rand.
    expect(working.steps[0]).toContain(`= ${rand('R9 984')}.`);
    expect(working.steps[0]).toContain('10.50% a year, 0.8750% a month');
    expect(working.steps[1]).toContain(`Total repaid = repayment × 240 = ${rand('R2 396 112')}`);
    expect(working.figures).toEqual([primeRate]);
  });

  it('affordability: 30% of gross income, then the loan it repays over 240 months', () => {
    const working = workingFor({
      calc: 'affordability',
      inputs: { grossIncome: '30000', netIncome: '24000', monthlyExpenses: '5000', interestRate: '10.5' },
    });
    expect(working.steps[0]).toContain(`30% × ${rand('R30 000')} = ${rand('R9 000')}`);
    expect(working.steps[2]).toContain(rand('R19 000'));
  });

  it('transfer: the duty band in words and every schedule the bill uses', () => {
    const working = workingFor({ calc: 'transfer', inputs: { propertyValue: '1800000', isFirstTime: 'false' } });
    // 13,614 + 6% of (1,800,000 − 1,663,800) = 21,786
    expect(working.steps[0]).toContain(
      `${rand('R13 614')} + 6% of the value above ${rand('R1 663 800')} = ${rand('R21 786')}`,
    );
    expect(working.figures).toContain(transferDutyTable);
    expect(working.figures).toContain(conveyancingGuideline);
  });

  it('says what to enter while the inputs give no result', () => {
    expect(workingFor({ calc: 'repayment', inputs: {} }).steps).toEqual([
      'Enter a loan amount, a rate and a term to see the working with your figures.',
    ]);
    expect(workingFor({ calc: 'deposit', inputs: {} }).figures).toEqual([]);
  });
});
