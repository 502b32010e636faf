import { FieldShell, hintId } from './FieldShell.tsx';
import styles from './inputs.module.css';
import type { FieldProps } from './types.ts';

/** A calendar date as yyyy-mm-dd text (the browser's date input). */
export function DateInput({ id, name, label, value, onChange, onBlur, hint, optional }: FieldProps) {
  return (
    <FieldShell id={id} label={label} hint={hint} optional={optional}>
      <div className={styles.affix}>
        <input
          className={styles.input}
          id={id}
          name={name}
          type="date"
          value={value}
          onChange={(event) => onChange(name, event.target.value)}
          onBlur={() => onBlur(name, value)}
          aria-describedby={hintId(id, hint)}
        />
      </div>
    </FieldShell>
  );
}
