import styles from './Section.module.css';

export default function KnowledgeCenter() {
  return (
    <div className={styles.section}>
      <h2 id="education-heading" className={styles.heading}>
        Knowledge Center
      </h2>
      <p className={styles.intro}>
        Plain-language guides, explainers and answers for South African home buyers, written by our bond specialists.
      </p>
    </div>
  );
}
