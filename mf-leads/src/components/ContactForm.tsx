import styles from './Section.module.css';

export default function ContactForm() {
  return (
    <div className={styles.section}>
      <h2 id="contact-form-heading" className={styles.heading}>
        Send Us a Message
      </h2>
      <p className={styles.intro}>Tell us where you are in your journey and we will reply within one business day.</p>
    </div>
  );
}
