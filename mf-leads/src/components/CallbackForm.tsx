import styles from './Section.module.css';

export default function CallbackForm() {
  return (
    <div className={styles.section}>
      <h2 id="callback-heading" className={styles.heading}>
        Request a Callback
      </h2>
      <p className={styles.intro}>Leave your details and a bond consultant will call you back during business hours.</p>
    </div>
  );
}
