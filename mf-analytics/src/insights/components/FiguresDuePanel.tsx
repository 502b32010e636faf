import { dueForConfirmation } from '@hl/shared/figures';
import styles from './Insights.module.css';

/** Today in South Africa (UTC+2 all year), as the figures' dates are written. */
const sastDay = (now: number) => new Date(now + 2 * 60 * 60 * 1000).toISOString().slice(0, 10);

/**
 * The money figures the site quotes that are due to be confirmed again (a Reserve Bank meeting
 * since prime was last checked, a schedule's yearly update), so the staff who read this page are
 * reminded before a visitor reads a stale figure. Worked out in the browser from the figures this
 * build carries (@hl/shared/figures); a corrected figure reaches the site with the remotes' next
 * release.
 */
export function FiguresDuePanel({ now = Date.now() }: { now?: number }) {
  const due = dueForConfirmation(sastDay(now));
  return (
    <section className={`${styles.panel} ${styles.wide}`} aria-labelledby="figures-due">
      <div className={styles.panelHead}>
        <h2 id="figures-due" className={styles.panelTitle}>
          Figures to confirm
        </h2>
      </div>
      {due.length === 0 ? (
        <p className={styles.muted}>
          Every money figure the site quotes has been confirmed since it last could change.
        </p>
      ) : (
        <ul>
          {due.map((item) => (
            <li key={item.figure}>{item.text}</li>
          ))}
        </ul>
      )}
    </section>
  );
}
