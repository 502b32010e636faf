import { type DepositResult, formatRand } from '../domain/index.ts';

export interface DepositTargetView {
  /** Whether the target date is reached, or a prompt to set one. */
  status: string;
  /** The monthly saving that reaches the date, in whole rand rounded up (so it does reach it). */
  monthly: string;
}

/** The two target-date results of the deposit calculator, always present so the panel keeps its size. */
export function depositTargetView(result: DepositResult): DepositTargetView {
  if (result.targetReached === undefined || result.monthlyNeededForTarget === undefined) {
    return { status: 'Add a target date', monthly: '—' };
  }
  const months = result.monthsToTarget ?? 0;
  const left = `${months} ${months === 1 ? 'month' : 'months'} left`;
  return {
    status: result.targetReached ? `On track (${left})` : `Not yet (${left})`,
    monthly: formatRand(Math.ceil(result.monthlyNeededForTarget)),
  };
}
