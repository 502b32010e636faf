import styles from './Section.module.css';

export default function NewsletterModal() {
  return (
    <div className={styles.section}>
      <h2 id="newsletter-heading" className={styles.heading}>
        Get Smarter About Home Loans
      </h2>
      <p className={styles.intro}>
        Monthly rate updates, buying tips and new guides for South African home buyers. No spam; unsubscribe any time.
      </p>
    </div>
  );
}
