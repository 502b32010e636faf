import type { ReactNode } from 'react';
import styles from './ResultsPanel.module.css';

export interface ResultRow {
  label: string;
  value: string;
  /** The headline figure, shown larger. */
  emphasis?: boolean;
}

export interface ResultsPanelProps {
  rows: readonly ResultRow[];
  /** A slot kept at a fixed minimum height for an error or warning (no layout shift). */
  messages?: ReactNode;
  /** Reserve the message slot even when empty. */
  reserveMessages?: boolean;
  children?: ReactNode;
}

/**
 * A calculator's figures as label/value rows. The rows are a polite live region: a changed row is
 * read out whole (label and figure) once typing pauses.
 */
export function ResultsPanel({ rows, messages, reserveMessages = false, children }: ResultsPanelProps) {
  return (
    <div className={styles.panel}>
      <h4 className={styles.title}>Your results</h4>
      <dl className={styles.rows} aria-live="polite">
        {rows.map((row) => (
          <div
            key={row.label}
            className={row.emphasis ? `${styles.row} ${styles.emphasis}` : styles.row}
            aria-atomic="true"
            data-result={row.label}
          >
            <dt className={styles.label}>{row.label}</dt>
            <dd className={styles.value}>{row.value}</dd>
          </div>
        ))}
      </dl>
      {reserveMessages ? <div className={styles.messages}>{messages}</div> : null}
      {children}
    </div>
  );
}

export function ErrorMessage({ children }: { children: ReactNode }) {
  return (
    <p className={styles.error} role="alert">
      {children}
    </p>
  );
}

export function WarningMessage({ children }: { children: ReactNode }) {
  return (
    <p className={styles.warning} role="status">
      {children}
    </p>
  );
}
