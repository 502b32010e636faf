import { PRIVACY_PATH } from '@hl/shared/site-map';
import a11y from '@hl/shared/visually-hidden.module.css';
import styles from './Form.module.css';

/**
 * The link every lead form carries next to its submit button, to the privacy notice. It opens in a
 * new tab, so what the visitor has typed (and an open dialog) is still there when they come back.
 */
export function PrivacyLink() {
  return (
    <p className={styles.privacy}>
      <a href={PRIVACY_PATH} target="_blank" rel="noopener">
        How we use your details<span className={a11y.visuallyHidden}> (opens in a new tab)</span>
      </a>
    </p>
  );
}
