import { useAnalytics } from '@hl/shared/analytics';
import btn from '@hl/shared/button.module.css';
import card from '@hl/shared/card.module.css';
import { openApplicationDialog } from '@hl/shared/events';
import { Link } from '@hl/shared/router';
import { banksPerApplication } from '@hl/shared/site';
import styles from './CallToAction.module.css';

/**
 * The section's closing call to action. Get Pre-Approved asks the shell for its application
 * dialog through the browser event of @hl/shared/events; Speak to an Expert goes to /contact,
 * which the shell scrolls to the contact anchor.
 */
export function CallToAction() {
  const { trackEvent } = useAnalytics();
  return (
    <div className={`${card.dark} ${styles.cta}`}>
      <h3>Happy with your numbers?</h3>
      <p>
        {`One application goes to up to ${banksPerApplication} banks. We negotiate the rate for you, free of charge.`}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className={btn.primary}
          onClick={() => {
            trackEvent('get_pre_approved', 'calculators');
            openApplicationDialog('calculators');
          }}
        >
          Get Pre-Approved
        </button>
        <Link className={btn.secondary} to="/contact" onClick={() => trackEvent('contact_expert', 'calculators')}>
          Speak to an Expert
        </Link>
      </div>
    </div>
  );
}
