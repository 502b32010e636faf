import { formatDay, formatPercent, primeRate } from '@hl/shared/figures';
import type { NumericInput } from '@hl/shared/finance';
import { WHAT_IF_PRIME_MOVES } from './constants.ts';

/** How the rate fields are labelled: 'prime on 29 May 2026'. */
export const PRIME_LABEL = `prime on ${formatDay(primeRate.appliesFrom)}`;

/** The hint under every rate field: where its starting value comes from. */
export const RATE_HINT = `Starts at ${formatPercent(primeRate.value)}, ${PRIME_LABEL}. Your bank may offer more or less.`;

/** One what-if row: prime moved by `move` points, so the visitor's rate moves by the same. */
export interface WhatIfRow {
  move: number;
  rate: number;
  value: number;
}

/**
 * What a result becomes if prime moves by each of {@link WHAT_IF_PRIME_MOVES} points from the rate
 * the visitor entered (their margin on prime stays). Moves that would take the rate below 0 are
 * left out; no rows while there is no rate or no result at it (nothing to compare with).
 */
export function whatIfPrimeMoves(rate: NumericInput, compute: (rate: number) => number): WhatIfRow[] {
  if (rate == null || !(compute(rate) > 0)) return [];
  return WHAT_IF_PRIME_MOVES.map((move) => ({ move, rate: rate + move }))
    .filter((row) => Number.isFinite(row.rate) && row.rate >= 0)
    .map((row) => ({ ...row, value: compute(row.rate) }));
}

/** '−1 point', '+0.5 points': how a move reads (a true minus sign, as print uses). */
export function formatMove(move: number): string {
  const size = Math.abs(move);
  return `${move < 0 ? '−' : '+'}${size} ${size === 1 ? 'point' : 'points'}`;
}
