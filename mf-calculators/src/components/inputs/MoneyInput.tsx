import { type ChangeEvent, useRef } from 'react';
import { acceptMoneyInput, formatMoneyInput, isMoneyInputAcceptable } from '../../domain/index.ts';
import { caretAfterChange } from '../../lib/caret.ts';
import { FieldShell, hintId } from './FieldShell.tsx';
import styles from './inputs.module.css';
import type { FieldProps } from './types.ts';

/**
 * A rand amount (docs/REQUIREMENTS.md#calculator-fields): shows comma thousands separators; a
 * change is kept only if, commas stripped, it is numeric. The state is the stripped text; the caret
 * keeps its place among the digits when commas come and go.
 */
export function MoneyInput({ id, name, label, value, onChange, onBlur, hint, optional }: FieldProps) {
  const input = useRef<HTMLInputElement>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const typedCaret = event.target.selectionStart ?? typed.length;
    const next = acceptMoneyInput(typed, value);
    const accepted = isMoneyInputAcceptable(typed);
    const caret = caretAfterChange(typed, typedCaret, formatMoneyInput(next), accepted);
    if (next !== value) onChange(name, next);
    // After React has put the formatted (or, for a refused change, the previous) text back.
    queueMicrotask(() => {
      const element = input.current;
      if (element && element.ownerDocument.activeElement === element) element.setSelectionRange(caret, caret);
    });
  };

  return (
    <FieldShell id={id} label={label} hint={hint} optional={optional}>
      <div className={styles.affix}>
        <span className={styles.affixText} aria-hidden="true">
          R
        </span>
        <input
          ref={input}
          className={styles.input}
          id={id}
          name={name}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={formatMoneyInput(value)}
          onChange={handleChange}
          onBlur={() => onBlur(name, value)}
          aria-describedby={hintId(id, hint)}
        />
      </div>
    </FieldShell>
  );
}
