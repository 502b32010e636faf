import styles from './Section.module.css';

export default function Services() {
  return (
    <div className={styles.section}>
      <h2 id="services-heading" className={styles.heading}>
        Our Services
      </h2>
      <p className={styles.intro}>
        Everything you need to finance a home, from your first question to the day you get the keys, at no cost to you.
      </p>
    </div>
  );
}
