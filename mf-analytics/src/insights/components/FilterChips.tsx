import { INSIGHTS_FILTERS, type InsightsFilter } from '@hl/shared/insights';
import type { Filters } from '../lib/view.ts';
import { FILTER_LABELS } from './BreakdownPanel.tsx';
import styles from './Insights.module.css';

/** The filters narrowing the page, each a chip that removes itself. */
export function FilterChips({ filters, onRemove }: { filters: Filters; onRemove: (key: InsightsFilter) => void }) {
  const active = INSIGHTS_FILTERS.filter((key) => filters[key]);
  if (active.length === 0) return null;
  return (
    <ul className={styles.chips} aria-label="Filters">
      {active.map((key) => (
        <li key={key}>
          <button
            type="button"
            className={styles.chip}
            aria-label={`Remove filter ${FILTER_LABELS[key]}: ${filters[key]}`}
            onClick={() => onRemove(key)}
          >
            {FILTER_LABELS[key]}: <strong>{filters[key]}</strong> <span aria-hidden="true">×</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
