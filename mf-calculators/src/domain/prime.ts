import { formatDay, formatPercent, primeRate } from '@hl/shared/figures';
import type { NumericInput } from '@hl/shared/finance';
import { WHAT_IF_PRIME_MOVES } from './constants.ts';

/** How the rate fields are labelled: 'prime on 29 May 2026'. */
export const PRIME_LABEL = `prime on ${formatDay(primeRate.appliesFrom)}`;

/** The hint under every rate field: where its starting value comes from. */
export const RATE_HINT = `Starts at ${formatPercent(primeRate.value)}, ${PRIME_LABEL}. Your bank may offer more or less.`;

/**
 * One what-if row: prime moved by `move` points, so the visitor's rate moves by the same. Rate and
 * value are null while there is nothing to compare (no rate, no result at it, or a rate below 0).
 */
export interface WhatIfRow {
  move: number;
  rate: number | null;
  value: number | null;
}

/**
 * What a result becomes if prime moves by each of {@link WHAT_IF_PRIME_MOVES} points from the rate
 * the visitor entered (their margin on prime stays). Every move has its row, blank when there is
 * nothing to compare, so the table keeps its size while the visitor types.
 */
export function whatIfPrimeMoves(rate: NumericInput, compute: (rate: number) => number): WhatIfRow[] {
  const comparable = rate != null && compute(rate) > 0;
  return WHAT_IF_PRIME_MOVES.map((move) => {
    const moved = comparable ? rate + move : Number.NaN;
    return Number.isFinite(moved) && moved >= 0
      ? { move, rate: moved, value: compute(moved) }
      : { move, rate: null, value: null };
  });
}

/** '−1 point', '+0.5 points': how a move reads (a true minus sign, as print uses). */
export function formatMove(move: number): string {
  const size = Math.abs(move);
  return `${move < 0 ? '−' : '+'}${size} ${size === 1 ? 'point' : 'points'}`;
}
