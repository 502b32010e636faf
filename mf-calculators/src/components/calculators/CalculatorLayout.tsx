import { NOT_ADVICE_NOTE } from '@hl/shared/notices';
import type { ReactNode } from 'react';
import { cardFor } from '../../content/catalogue.ts';
import { type CalculatorId, figuresAsOfLine } from '../../domain/index.ts';
import styles from './Calculator.module.css';

export interface CalculatorLayoutProps {
  calc: CalculatorId;
  /** The fields, each with its visible label. */
  fields: ReactNode;
  /** The figures, beside the fields on wide screens. */
  results: ReactNode;
  /** Full-width content under both (the amortisation table). */
  below?: ReactNode;
}

/**
 * A calculator: its name, the fields and the results side by side, and a footer with the date of
 * its figures and the not-advice note.
 */
export function CalculatorLayout({ calc, fields, results, below }: CalculatorLayoutProps) {
  const card = cardFor(calc);
  const asOf = figuresAsOfLine(calc);
  const titleId = `calc-${calc}-title`;
  return (
    <section className={styles.calculator} aria-labelledby={titleId} data-calculator={calc}>
      <h3 className={styles.title} id={titleId}>
        {card.name} Calculator
      </h3>
      <p className={styles.lead}>{card.description}</p>
      <div className={styles.body}>
        <div className={styles.fields}>{fields}</div>
        {results}
        {below ? <div className={styles.wide}>{below}</div> : null}
      </div>
      <footer className={styles.footer}>
        {asOf ? <p data-figures-as-of="">{asOf}</p> : null}
        <p>{NOT_ADVICE_NOTE}</p>
      </footer>
    </section>
  );
}
