import { useAnalytics } from '@hl/shared/analytics';
import { NOT_ADVICE_NOTE } from '@hl/shared/notices';
import { useId, useRef, useState } from 'react';
import { type FaqCategory, faqs } from '../../content/data/index.ts';
import { arrowKeyTarget } from '../../lib/keys.ts';
import ui from '../base/ui.module.css';
import styles from './Knowledge.module.css';

export const FAQ_TABS: ReadonlyArray<{ id: FaqCategory; label: string }> = [
  { id: 'general', label: 'General' },
  { id: 'educate', label: 'Home Loans Explained' },
  { id: 'build', label: 'Building & New Homes' },
];

/**
 * The FAQs in three tabs (WAI-ARIA tabs pattern: one tab stop, Left/Right/Home/End move and
 * select). Each question is a <details> element: the tracker records faq_open with its text.
 */
export function FaqTabs() {
  const { trackEvent } = useAnalytics();
  const [selected, setSelected] = useState(0);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const baseId = useId();
  const headingId = `${baseId}-heading`;

  const select = (index: number, focus: boolean) => {
    if (index !== selected) {
      setSelected(index);
      trackEvent('faq_category_change', FAQ_TABS[index]?.id);
    }
    if (focus) tabs.current[index]?.focus();
  };

  return (
    <div className={styles.faq}>
      <h3 id={headingId} className={ui.subheading}>
        Frequently Asked Questions
      </h3>
      <div className={styles.tabs} role="tablist" aria-labelledby={headingId}>
        {FAQ_TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(element) => {
              tabs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={index === selected}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index, false)}
            onKeyDown={(e) => {
              const target = arrowKeyTarget(e.key, index, FAQ_TABS.length);
              if (target === undefined) return;
              e.preventDefault();
              select(target, true);
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {FAQ_TABS.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${baseId}-panel-${tab.id}`}
          aria-labelledby={`${baseId}-tab-${tab.id}`}
          hidden={index !== selected}
          className={styles.panel}
        >
          {faqs
            .filter((faq) => faq.category === tab.id)
            .map((faq) => (
              <details key={faq.id} className={styles.question}>
                <summary>{faq.question}</summary>
                <p>{faq.answer}</p>
              </details>
            ))}
        </div>
      ))}
      <p className={styles.note} role="note">
        {NOT_ADVICE_NOTE}
      </p>
    </div>
  );
}
