import styles from './Section.module.css';

export default function WhyUs() {
  return (
    <div className={styles.section}>
      <h2 id="why-us-heading" className={styles.heading}>
        Why Choose Us
      </h2>
      <p className={styles.intro}>
        One application, up to 8 banks competing for your bond, and a consultant who stays with you until registration.
      </p>
    </div>
  );
}
