import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { monthlyPayment, monthlyRate, presentValue, termMonths } from './rate.ts';

describe('monthlyRate', () => {
  it('is the nominal annual percent / 12 / 100', () => {
    expect(monthlyRate(10.5)).toBe(10.5 / 12 / 100);
    expect(monthlyRate(12)).toBeCloseTo(0.01, 15);
    expect(monthlyRate(0)).toBe(0);
  });
});

describe('monthlyPayment: published South African figures', () => {
  it('R1,000,000 over 20 years at 10.5% is R9,983.80 to the cent', () => {
    expect(monthlyPayment(1_000_000, 10.5, 240).toFixed(2)).toBe('9983.80');
  });

  it('R1,000,000 over 20 years at 9.75% is R9,485.17 to the cent', () => {
    expect(monthlyPayment(1_000_000, 9.75, 240).toFixed(2)).toBe('9485.17');
  });

  it('handles 0% as principal / months', () => {
    expect(monthlyPayment(240_000, 0, 240)).toBe(1_000);
  });

  it('gives 0 for months that are not positive or arguments that are not finite', () => {
    expect(monthlyPayment(1_000_000, 10.5, 0)).toBe(0);
    expect(monthlyPayment(1_000_000, 10.5, -12)).toBe(0);
    expect(monthlyPayment(Number.NaN, 10.5, 240)).toBe(0);
    expect(monthlyPayment(1_000_000, Number.POSITIVE_INFINITY, 240)).toBe(0);
  });

  it('presentValue inverts monthlyPayment', () => {
    expect(presentValue(monthlyPayment(1_000_000, 10.5, 240), 10.5, 240)).toBeCloseTo(1_000_000, 6);
    expect(presentValue(1_000, 0, 240)).toBe(240_000);
  });

  it('termMonths turns years into whole months', () => {
    expect(termMonths(20)).toBe(240);
    expect(termMonths(0.5)).toBe(6);
  });
});

describe('monthlyPayment properties', () => {
  const principal = fc.integer({ min: 1_000, max: 50_000_000 });
  const basisPoints = fc.integer({ min: 0, max: 3_000 }); // 0% to 30% in steps of 0.01%

  it('falls as the term grows', () => {
    fc.assert(
      fc.property(
        principal,
        basisPoints,
        fc.integer({ min: 1, max: 40 }),
        fc.integer({ min: 1, max: 10 }),
        (p, bp, years, more) => {
          const shorter = monthlyPayment(p, bp / 100, years * 12);
          const longer = monthlyPayment(p, bp / 100, (years + more) * 12);
          expect(longer).toBeLessThan(shorter);
        },
      ),
    );
  });

  it('rises with the rate', () => {
    fc.assert(
      fc.property(
        principal,
        basisPoints,
        fc.integer({ min: 1, max: 500 }),
        fc.constantFrom(10, 15, 20, 25, 30),
        (p, bp, step, years) => {
          const lower = monthlyPayment(p, bp / 100, years * 12);
          const higher = monthlyPayment(p, (bp + step) / 100, years * 12);
          expect(higher).toBeGreaterThan(lower);
        },
      ),
    );
  });
});
