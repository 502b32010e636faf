import a11y from '@hl/shared/visually-hidden.module.css';
import type { ReactNode } from 'react';
import styles from './Insights.module.css';

/**
 * A table that scrolls sideways inside its panel on a narrow phone instead of widening the page.
 * `hidden`: kept for screen readers only (a chart's numbers while the chart is shown).
 */
export function ScrollTable({
  caption,
  hidden,
  text,
  children,
}: {
  caption: string;
  hidden?: boolean;
  /** A table of text rather than numbers: cells read from the left. */
  text?: boolean;
  children: ReactNode;
}) {
  const table = (
    <table className={text ? `${styles.table} ${styles.textTable}` : styles.table}>
      <caption className={a11y.visuallyHidden}>{caption}</caption>
      {children}
    </table>
  );
  if (hidden) return <div className={a11y.visuallyHidden}>{table}</div>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take focus to scroll by keyboard.
    <section className={styles.tableScroll} tabIndex={0} aria-label={caption}>
      {table}
    </section>
  );
}

/**
 * A chart's numbers per hour or day as a table (shown instead of the chart, or kept for screen
 * readers while the chart shows): the interval's column, labelled as the chart's axis, then
 * `headers` and each point's `cells`.
 */
export function SeriesTable<Point extends { start: string }>({
  caption,
  interval,
  labels,
  points,
  headers,
  cells,
  hidden,
}: {
  caption: string;
  interval: 'hour' | 'day';
  /** Each point's label, as the chart prints it. */
  labels: readonly string[];
  points: readonly Point[];
  headers: ReactNode;
  cells: (point: Point) => ReactNode;
  hidden: boolean;
}) {
  return (
    <ScrollTable caption={caption} hidden={hidden}>
      <thead>
        <tr>
          <th scope="col">{interval === 'hour' ? 'Hour' : 'Day'}</th>
          {headers}
        </tr>
      </thead>
      <tbody>
        {points.map((p, i) => (
          <tr key={p.start}>
            <th scope="row">{labels[i]}</th>
            {cells(p)}
          </tr>
        ))}
      </tbody>
    </ScrollTable>
  );
}
