import styles from './Section.module.css';

export default function Partners() {
  return (
    <div className={styles.section}>
      <h2 id="partners-heading" className={styles.heading}>
        Our Bank Partners
      </h2>
      <p className={styles.intro}>
        We submit your application to South Africa's leading home-loan lenders and negotiate with each of them on your
        behalf.
      </p>
    </div>
  );
}
