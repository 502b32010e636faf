import { type ReactNode, useId } from 'react';
import styles from './Field.module.css';

/** What a field's control needs for its label, its state and its messages to be announced. */
export interface ControlProps {
  id: string;
  /** The site's input look (`Field.module.css` `.control`); a control inside an affix takes `affixInput`. */
  className: string;
  'aria-invalid': boolean;
  'aria-describedby'?: string;
}

interface FieldProps {
  label: string;
  /** The control's id when the caller needs a known one (a calculator's URL key); else one is made. */
  id?: string;
  error?: string | undefined;
  hint?: string | undefined;
  optional?: boolean | undefined;
  /** Renders the control (input, select, textarea, or an affix around one) with these props on it. */
  children: (control: ControlProps) => ReactNode;
}

/**
 * A labelled form field, as every form on the site shows one: the label above the control, a hint
 * and an error below it, both tied to the control with aria-describedby, so a screen reader reads
 * them when the control gets focus (react-hook-form focuses the first invalid field on submit).
 */
export function Field({ label, id: givenId, error, hint, optional, children }: FieldProps) {
  const madeId = useId();
  const id = givenId ?? madeId;
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

/** A control with a fixed text before or after it ('R', '%'): the box is the affix, the input borderless inside. */
export function Affix({
  before,
  after,
  children,
}: {
  before?: string | undefined;
  after?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className={styles.affix}>
      {before ? (
        <span className={styles.affixText} aria-hidden="true">
          {before}
        </span>
      ) : null}
      {children}
      {after ? (
        <span className={styles.affixText} aria-hidden="true">
          {after}
        </span>
      ) : null}
    </div>
  );
}

/** The class of an input inside an Affix. */
export const affixInput = styles.affixInput as string;
