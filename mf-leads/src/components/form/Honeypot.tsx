import type { UseFormRegisterReturn } from 'react-hook-form';
import styles from './Form.module.css';

/**
 * The honeypot field `website`: hidden from people and assistive technology, skipped by the tab
 * key. The BFF stores a submission with it filled, flagged as spam, and answers as usual.
 */
export function Honeypot({ field }: { field: UseFormRegisterReturn<'website'> }) {
  return (
    <div className={styles.trap} aria-hidden="true">
      <label>
        Website
        <input type="text" tabIndex={-1} autoComplete="off" {...field} />
      </label>
    </div>
  );
}
