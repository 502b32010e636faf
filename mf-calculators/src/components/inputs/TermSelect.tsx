import { TERM_OPTIONS_YEARS } from '../../domain/index.ts';
import { FieldShell } from './FieldShell.tsx';
import styles from './inputs.module.css';
import type { FieldProps } from './types.ts';

/** The loan term: 10, 15, 20, 25 or 30 years (docs/REQUIREMENTS.md#calculator-fields). */
export function TermSelect({ id, name, label, value, onChange, onBlur }: FieldProps) {
  return (
    <FieldShell id={id} label={label}>
      <select
        className={styles.select}
        id={id}
        name={name}
        value={value}
        onChange={(event) => onChange(name, event.target.value)}
        onBlur={() => onBlur(name, value)}
      >
        {TERM_OPTIONS_YEARS.map((years) => (
          <option key={years} value={String(years)}>
            {years} years
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
