import styles from './CalculatorsSection.module.css';

export default function CalculatorsSection() {
  return (
    <div className={styles.section}>
      <h2 className={styles.heading}>Home Loan Calculators</h2>
      <p className={styles.intro}>
        Work out what you can afford, what your bond will cost each month and what you need upfront, before you speak to
        a bank.
      </p>
    </div>
  );
}
