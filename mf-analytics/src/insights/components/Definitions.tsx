import { DEFINITIONS } from '../lib/definitions.ts';
import styles from './Insights.module.css';

/** The page's help: how each figure is counted. A native disclosure, so keyboard and screen readers get it for free. */
export function Definitions() {
  return (
    <details className={styles.help}>
      <summary>How these figures are counted</summary>
      <dl className={styles.definitions}>
        {DEFINITIONS.map(([term, meaning]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
