import styles from './Section.module.css';

export default function Testimonials() {
  return (
    <div className={styles.section}>
      <h2 id="testimonials-heading" className={styles.heading}>
        What Our Clients Say
      </h2>
      <p className={styles.intro}>
        Real buyers, real bonds: how applying once and letting banks compete worked out for families across South
        Africa.
      </p>
    </div>
  );
}
