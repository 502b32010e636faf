import { useAnalytics } from '@hl/shared/analytics';
import type { ReactNode } from 'react';
import styles from './SharedBlock.module.css';

export interface ExplainerProps {
  /** Sent as the element of the explainer_toggle event. */
  id: string;
  summary: string;
  children: ReactNode;
}

/** An expandable explainer (a native details element: keyboard and screen readers for free). */
export function Explainer({ id, summary, children }: ExplainerProps) {
  const { trackEvent } = useAnalytics();
  return (
    <details
      className={styles.explainer}
      data-explainer={id}
      // Not an FAQ: it records its own explainer_toggle, so the tracker sends no faq_open for it.
      data-faq="false"
      onToggle={(event) => trackEvent('explainer_toggle', id, event.currentTarget.open ? 'open' : 'close')}
    >
      <summary className={styles.summary}>{summary}</summary>
      <div className={styles.explainerBody}>{children}</div>
    </details>
  );
}
