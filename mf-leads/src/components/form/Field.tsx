import { type ReactNode, useId } from 'react';
import styles from './Form.module.css';

/** What a field's control needs for its label, its state and its messages to be announced. */
export interface ControlProps {
  id: string;
  className: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  error?: string | undefined;
  hint?: string;
  optional?: boolean;
  /** Renders the control (input, select or textarea) with the given props spread on it. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form field. Its hint and error are tied to the control with aria-describedby, so a
 * screen reader reads them when the control gets focus (react-hook-form focuses the first invalid
 * field on submit).
 */
export function Field({ label, error, hint, optional, children }: FieldProps) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      {children({
        id,
        className: styles.control as string,
        'aria-invalid': Boolean(error),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
      })}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
