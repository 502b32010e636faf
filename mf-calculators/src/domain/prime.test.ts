import { monthlyPayment } from '@hl/shared/finance';
import { describe, expect, it } from 'vitest';
import { formatMove, PRIME_LABEL, whatIfPrimeMoves } from './prime.ts';

describe('what-if rows', () => {
  it('move the visitor’s rate by each of prime’s moves and recompute the result', () => {
    const rows = whatIfPrimeMoves(10.5, (rate) => monthlyPayment(1_000_000, rate, 240));
    expect(rows.map((row) => [row.move, row.rate])).toEqual([
      [-1, 9.5],
      [-0.5, 10],
      [0.5, 11],
      [1, 11.5],
      [2, 12.5],
    ]);
    // R1,000,000 over 20 years at 10% is R9,650.22 (the published figure for prime at 10%).
    expect(rows[1]?.value?.toFixed(2)).toBe('9650.22');
  });

  it('are blank without a rate or a result to compare with, and for a move below zero', () => {
    const blank = [-1, -0.5, 0.5, 1, 2].map((move) => ({ move, rate: null, value: null }));
    expect(whatIfPrimeMoves(null, (rate) => rate)).toEqual(blank);
    expect(whatIfPrimeMoves(10.5, () => 0)).toEqual(blank);
    expect(whatIfPrimeMoves(0.75, (rate) => rate).map((row) => row.rate)).toEqual([null, 0.25, 1.25, 1.75, 2.75]);
  });

  it('read as points with a true minus sign', () => {
    expect([-1, -0.5, 0.5, 1, 2].map(formatMove)).toEqual([
      '−1 point',
      '−0.5 points',
      '+0.5 points',
      '+1 point',
      '+2 points',
    ]);
  });

  it('the rate fields are labelled with prime’s date', () => {
    expect(PRIME_LABEL).toMatch(/^prime on \d{1,2} [A-Z][a-z]+ \d{4}$/);
  });
});
