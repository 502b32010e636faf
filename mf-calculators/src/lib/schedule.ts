import { type AmortisationRow, DEFAULT_SCHEDULE_ROWS } from '../domain/index.ts';

/** The rows on show: the first DEFAULT_SCHEDULE_ROWS (12) unless the whole schedule is asked for. */
export function visibleRows(rows: readonly AmortisationRow[], showAll: boolean): readonly AmortisationRow[] {
  return showAll ? rows : rows.slice(0, DEFAULT_SCHEDULE_ROWS);
}

export interface ScheduleSummary {
  /** The level instalment (the first row's payment); 0 for an empty schedule. */
  instalment: number;
  /** Interest over the whole term, summed in cents. */
  totalInterest: number;
  /** Everything paid over the whole term, summed in cents. */
  totalPaid: number;
  months: number;
}

/** Totals of a schedule; sums are taken in whole cents so they match the rows to the cent. */
export function summariseSchedule(rows: readonly AmortisationRow[]): ScheduleSummary {
  let interestCents = 0;
  let paidCents = 0;
  for (const row of rows) {
    interestCents += Math.round(row.interest * 100);
    paidCents += Math.round(row.payment * 100);
  }
  return {
    instalment: rows[0]?.payment ?? 0,
    totalInterest: interestCents / 100,
    totalPaid: paidCents / 100,
    months: rows.length,
  };
}

/** The CSV file's name: amortisation-schedule.csv. */
export const SCHEDULE_CSV_FILENAME = 'amortisation-schedule.csv';
