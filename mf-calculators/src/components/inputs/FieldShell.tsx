import type { ReactNode } from 'react';
import styles from './inputs.module.css';

export interface FieldShellProps {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string | undefined;
  children: ReactNode;
}

/** A field's visible label, its control and an optional hint below (linked by aria-describedby). */
export function FieldShell({ id, label, optional, hint, children }: FieldShellProps) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {optional ? <span className={styles.optional}> (optional)</span> : null}
      </label>
      {children}
      {hint ? (
        <p className={styles.hint} id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export const hintId = (id: string, hint: string | undefined) => (hint ? `${id}-hint` : undefined);
