import { formatDay } from '@hl/shared/figures';
import { workingFor } from '../content/working.ts';
import type { CalculatorState } from '../domain/index.ts';
import styles from './SharedBlock.module.css';

/**
 * "How this is worked out" of the active calculator: its formula in words with the visitor's
 * numbers, then the dated figures it uses with their sources. Loaded when first opened.
 */
export default function Working({ state }: { state: CalculatorState }) {
  const { steps, figures } = workingFor(state);
  return (
    <>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      {figures.length > 0 ? (
        <>
          <p className={styles.figuresTitle}>The dated figures used</p>
          <ul className={styles.figures}>
            {figures.map((figure) => (
              <li key={figure.name}>
                {figure.name.charAt(0).toUpperCase() + figure.name.slice(1)}: applies from{' '}
                {formatDay(figure.appliesFrom)}, last confirmed {formatDay(figure.lastConfirmed)}.{' '}
                {figure.sources.map((source) => (
                  <a key={source.url} href={source.url} rel="noopener noreferrer" target="_blank">
                    {source.publisher}: {source.title}
                  </a>
                ))}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </>
  );
}
