import styles from './Section.module.css';

export default function PartnerForm() {
  return (
    <div className={styles.section}>
      <h2 id="partner-form-heading" className={styles.heading}>
        Register Your Interest
      </h2>
      <p className={styles.intro}>
        Tell us about your agency and we will be in touch about partnering on your clients’ bonds.
      </p>
    </div>
  );
}
