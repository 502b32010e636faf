import { useId } from 'react';
import { type AmortisationRow, DEFAULT_SCHEDULE_ROWS, formatRandCents } from '../domain/index.ts';
import { visibleRows } from '../lib/schedule.ts';
import styles from './AmortisationTable.module.css';

export interface AmortisationTableProps {
  rows: readonly AmortisationRow[];
  showAll: boolean;
  onToggleAll: () => void;
  onDownload: () => void;
}

const PLACEHOLDER_MONTHS = Array.from({ length: DEFAULT_SCHEDULE_ROWS }, (_, i) => i + 1);

/**
 * The schedule: the first 12 months (docs/REQUIREMENTS.md#amortisation), the whole term on demand,
 * and a CSV download. An empty schedule (zero-result rules) keeps 12 placeholder rows, so the table
 * does not jump when the first figure is typed.
 */
export function AmortisationTable({ rows, showAll, onToggleAll, onDownload }: AmortisationTableProps) {
  const tableId = useId();
  const shown = visibleRows(rows, showAll);
  const empty = rows.length === 0;
  const expanded = showAll && !empty;
  return (
    <div className={styles.schedule}>
      <div className={styles.actions}>
        <button
          type="button"
          className={styles.button}
          onClick={onToggleAll}
          disabled={empty}
          aria-expanded={expanded}
          aria-controls={tableId}
        >
          {expanded
            ? `Show the first ${DEFAULT_SCHEDULE_ROWS} months`
            : empty
              ? 'Show all months'
              : `Show all ${rows.length} months`}
        </button>
        <button type="button" className={styles.button} onClick={onDownload} disabled={empty}>
          Download CSV
        </button>
      </div>
      {/* Chrome and Firefox make a scrolling box keyboard-focusable themselves. */}
      <div className={expanded ? `${styles.scroller} ${styles.expanded}` : styles.scroller}>
        <table className={styles.table} id={tableId}>
          <caption>
            {empty
              ? 'Repayment schedule: enter a loan amount to see it'
              : expanded
                ? `Repayment schedule, all ${rows.length} months`
                : `Repayment schedule, first ${shown.length} of ${rows.length} months`}
          </caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col">Payment</th>
              <th scope="col">Principal</th>
              <th scope="col">Interest</th>
              <th scope="col">Balance</th>
            </tr>
          </thead>
          <tbody>
            {empty
              ? PLACEHOLDER_MONTHS.map((month) => (
                  <tr key={month} className={styles.empty}>
                    <td>{month}</td>
                    <td>—</td>
                    <td>—</td>
                    <td>—</td>
                    <td>—</td>
                  </tr>
                ))
              : shown.map((row) => (
                  <tr key={row.month}>
                    <td>{row.month}</td>
                    <td>{formatRandCents(row.payment)}</td>
                    <td>{formatRandCents(row.principal)}</td>
                    <td>{formatRandCents(row.interest)}</td>
                    <td>{formatRandCents(row.balance)}</td>
                  </tr>
                ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
