import styles from './inputs.module.css';
import type { FieldProps } from './types.ts';

/** A yes/no field held as 'true' / 'false' text (as the URL codec writes it). */
export function CheckboxInput({ id, name, label, value, onChange, onBlur }: FieldProps) {
  const checked = value === 'true';
  return (
    <div className={styles.checkbox}>
      <input
        id={id}
        name={name}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(name, String(event.target.checked))}
        onBlur={() => onBlur(name, String(checked))}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
