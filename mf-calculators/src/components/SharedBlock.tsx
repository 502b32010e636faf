import { useAnalytics } from '@hl/shared/analytics';
import btn from '@hl/shared/button.module.css';
import { preApprovalUrl, site, startApplicationUrl } from '@hl/shared/site';
import { lazy, Suspense, useId, useState } from 'react';
import { EXPLAINER_IDS, WHAT_BANKS_LOOK_AT } from '../content/explainers.ts';
import type { CalculatorState } from '../domain/index.ts';
import { Explainer } from './Explainer.tsx';
import styles from './SharedBlock.module.css';

// The working is read by few visitors: its code loads when "How this is worked out" first opens.
const Working = lazy(() => import(/* webpackChunkName: "working" */ './Working.tsx'));

/**
 * Under every calculator (docs/REQUIREMENTS.md#calculators-section): two links to the application site, the
 * 'Discuss Results with an Expert' toggle revealing the phone line, and two explainers: how the
 * active calculator's result is worked out (with the visitor's numbers and the dated figures), and
 * what else banks look at.
 */
export function SharedBlock({ state }: { state: CalculatorState }) {
  const calculator = state.calc;
  const { trackEvent } = useAnalytics();
  const [expertOpen, setExpertOpen] = useState(false);
  const expertId = useId();

  const toggleExpert = () => {
    trackEvent('discuss_expert_toggle', 'calculators', expertOpen ? 'close' : 'open');
    setExpertOpen(!expertOpen);
  };

  return (
    <div className={styles.block}>
      <div className={styles.links}>
        <a
          className={btn.primary}
          href={preApprovalUrl()}
          onClick={() => trackEvent('cta_click', 'calculators_pre_approved_in_minutes', calculator)}
        >
          Get pre-approved in minutes
        </a>
        <a
          className={btn.secondary}
          href={startApplicationUrl()}
          onClick={() => trackEvent('cta_click', 'calculators_start_application', calculator)}
        >
          Start your application
        </a>
      </div>
      <button
        type="button"
        className={`${btn.secondary} ${styles.toggle}`}
        aria-expanded={expertOpen}
        aria-controls={expertId}
        onClick={toggleExpert}
      >
        Discuss Results with an Expert
      </button>
      <div className={styles.expert} id={expertId} hidden={!expertOpen}>
        <p>Talk your figures through with a bond consultant, free of charge:</p>
        <p>
          <a
            className={styles.phone}
            href={`tel:${site.phone.tel}`}
            onClick={() => trackEvent('contact_click', 'phone')}
          >
            {site.phone.display}
          </a>
        </p>
        <p>{site.businessHours.join(' · ')}</p>
      </div>
      <div className={styles.explainers}>
        <Explainer id={EXPLAINER_IDS.howWorkedOut} summary="How this is worked out">
          <Suspense fallback={<p>Loading the working…</p>}>
            <Working state={state} />
          </Suspense>
        </Explainer>
        <Explainer id={EXPLAINER_IDS.banks} summary="What else banks look at">
          <ul>
            {WHAT_BANKS_LOOK_AT.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Explainer>
      </div>
    </div>
  );
}
