import { describe, expect, it } from 'vitest';
import { amortisation } from '../domain/index.ts';
import { summariseSchedule, visibleRows } from './schedule.ts';

describe('schedule helpers', () => {
  const rows = amortisation({ loanAmount: 1_000_000, interestRate: 10.5, term: 20 });

  it('shows the first 12 rows unless all are asked for', () => {
    expect(visibleRows(rows, false).map((r) => r.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(visibleRows(rows, true)).toHaveLength(240);
    expect(visibleRows([], false)).toEqual([]);
  });

  it('sums the schedule to the cent', () => {
    const summary = summariseSchedule(rows);
    expect(summary.instalment).toBe(9983.8);
    expect(summary.months).toBe(240);
    expect(summary.totalPaid - summary.totalInterest).toBeCloseTo(1_000_000, 6);
  });

  it('is all zero for an empty schedule', () => {
    expect(summariseSchedule([])).toEqual({ instalment: 0, totalInterest: 0, totalPaid: 0, months: 0 });
  });
});
