import { type ReactNode, useState } from 'react';
import type { AdminData } from '../hooks/useAdminData.ts';
import styles from './Insights.module.css';

interface PanelProps {
  title: string;
  /** The panel's heading id (the section is named by its heading). */
  id: string;
  /** What the panel's request stands at. */
  state: AdminData<unknown>;
  /** Controls beside the heading (a toggle, a select). */
  actions?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}

/**
 * One box of the dashboard with its own loading and error states: a failed panel says so and
 * offers a retry without blanking the rest of the page; numbers already shown stay while new ones
 * load ("Updating…").
 */
export function Panel({ title, id, state, actions, wide, children }: PanelProps) {
  const { loading, error, retry } = state;
  const hasData = state.data !== undefined;
  return (
    <section
      className={wide ? `${styles.panel} ${styles.wide}` : styles.panel}
      aria-labelledby={id}
      aria-busy={loading}
    >
      <div className={styles.panelHead}>
        <h2 id={id} className={styles.panelTitle}>
          {title}
        </h2>
        {loading && hasData ? <span className={styles.updating}>Updating…</span> : null}
        {actions}
      </div>
      {error ? (
        <div role="alert" className={styles.panelError}>
          <p>
            {hasData ? 'Could not refresh these numbers' : 'Could not load these numbers'}: {error}
          </p>
          <button type="button" className={styles.secondaryButton} onClick={retry}>
            Try again
          </button>
        </div>
      ) : null}
      {hasData ? children : !error && loading ? <p className={styles.muted}>Loading…</p> : null}
    </section>
  );
}

/**
 * A wide panel whose chart can be shown as a table instead (the toggle beside its heading): the
 * chart is for a glance, the table for reading the exact numbers and for assistive technology,
 * which always has it (hidden, not removed, while the chart shows). `children` renders the panel's
 * figures once its data is there.
 */
export function ChartPanel<T>({
  title,
  id,
  state,
  children,
}: {
  title: string;
  id: string;
  state: AdminData<T>;
  children: (data: T, showTable: boolean) => ReactNode;
}) {
  const [showTable, setShowTable] = useState(false);
  return (
    <Panel
      title={title}
      id={id}
      state={state}
      wide
      actions={
        <button
          type="button"
          className={styles.secondaryButton}
          aria-pressed={showTable}
          onClick={() => setShowTable((v) => !v)}
        >
          {showTable ? 'Show chart' : 'Show table'}
        </button>
      }
    >
      {state.data === undefined ? null : children(state.data, showTable)}
    </Panel>
  );
}
