import styles from './Section.module.css';

export default function Team() {
  return (
    <div className={styles.section}>
      <h2 id="team-heading" className={styles.heading}>
        Meet Our Experts
      </h2>
      <p className={styles.intro}>
        Bond specialists with decades of combined experience, on your side from application to registration.
      </p>
    </div>
  );
}
