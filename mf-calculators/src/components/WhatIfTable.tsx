import { formatMove, formatRand, type WhatIfRow } from '../domain/index.ts';
import styles from './WhatIfTable.module.css';

export interface WhatIfTableProps {
  /** The result each row recomputes: 'Monthly repayment', 'Estimated loan amount'. */
  valueLabel: string;
  rows: readonly WhatIfRow[];
}

/**
 * What the result becomes if prime moves: the visitor's rate moved by each step, and the result
 * again; a dash where there is nothing to compare yet (the rows are always there: no layout shift).
 */
export function WhatIfTable({ valueLabel, rows }: WhatIfTableProps) {
  return (
    <table className={styles.table} data-what-if="">
      <caption className={styles.caption}>If prime moves</caption>
      <thead>
        <tr>
          <th scope="col">Prime moves</th>
          <th scope="col">Your rate</th>
          <th scope="col">{valueLabel}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.move}>
            <th scope="row">{formatMove(row.move)}</th>
            <td>{row.rate === null ? '—' : `${row.rate.toFixed(2)}%`}</td>
            <td>{row.value === null ? '—' : formatRand(row.value)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
