import styles from './Section.module.css';

/**
 * A section's heading, as every section of the home page shows it: the h2 (with `id`, what a
 * region's aria-labelledby names) and the one sentence under it.
 */
export function SectionHeading({ id, title, intro }: { id?: string; title: string; intro?: string | undefined }) {
  return (
    <>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
    </>
  );
}
