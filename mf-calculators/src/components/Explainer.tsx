import { useAnalytics } from '@hl/shared/analytics';
import { type ReactNode, useState } from 'react';
import styles from './SharedBlock.module.css';

export interface ExplainerProps {
  /** Sent as the element of the explainer_toggle event. */
  id: string;
  summary: string;
  /** Rendered once the explainer is first opened (its code can then load on demand). */
  children: ReactNode;
}

/** An expandable explainer (a native details element: keyboard and screen readers for free). */
export function Explainer({ id, summary, children }: ExplainerProps) {
  const { trackEvent } = useAnalytics();
  const [opened, setOpened] = useState(false);
  return (
    <details
      className={styles.explainer}
      data-explainer={id}
      // Not an FAQ: it records its own explainer_toggle, so the tracker sends no faq_open for it.
      data-faq="false"
      onToggle={(event) => {
        const open = event.currentTarget.open;
        if (open) setOpened(true);
        trackEvent('explainer_toggle', id, open ? 'open' : 'close');
      }}
    >
      <summary className={styles.summary}>{summary}</summary>
      <div className={styles.explainerBody}>{opened ? children : null}</div>
    </details>
  );
}
