import {
  conveyancingGuideline,
  deedsOfficeFees,
  disbursementEstimates,
  type Figure,
  figuresAsOf,
  formatDay,
  initiationFeeCap,
  primeRate,
  transferDutyTable,
  vatRate,
} from '@hl/shared/figures';
import type { CalculatorId } from './constants.ts';

/** The dated figures each calculator uses (the deposit calculator uses none that move). */
export const FIGURES_USED: Record<CalculatorId, readonly Figure<unknown>[]> = {
  affordability: [primeRate],
  repayment: [primeRate],
  extra: [primeRate],
  amortisation: [primeRate],
  deposit: [],
  transfer: [
    transferDutyTable,
    conveyancingGuideline,
    deedsOfficeFees,
    vatRate,
    initiationFeeCap,
    disbursementEstimates,
  ],
};

/** 'Figures as of 29 May 2026': the oldest confirmation among the calculator's figures; none without figures. */
export function figuresAsOfLine(calc: CalculatorId): string | undefined {
  const day = figuresAsOf(FIGURES_USED[calc]);
  return day ? `Figures as of ${formatDay(day)}` : undefined;
}
