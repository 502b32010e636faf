import { Affix, affixInput, Field } from '@hl/shared/field';
import { type ChangeEvent, useRef } from 'react';
import { acceptMoneyInput, formatMoneyInput, isMoneyInputAcceptable } from '../../domain/index.ts';
import { caretAfterChange } from '../../lib/caret.ts';
import type { FieldProps } from './types.ts';

/**
 * A rand amount (docs/REQUIREMENTS.md#calculator-fields): shows its thousands grouped as the site
 * writes money; a change is kept only if, the grouping stripped, it is numeric. The state is the
 * stripped text; the caret keeps its place among the digits when the group spaces come and go.
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
    <Field id={id} label={label} hint={hint} optional={optional}>
      {(control) => (
        <Affix before="R">
          <input
            {...control}
            ref={input}
            className={affixInput}
            name={name}
            type="text"
            inputMode="decimal"
            autoComplete="off"
            spellCheck={false}
            value={formatMoneyInput(value)}
            onChange={handleChange}
            onBlur={() => onBlur(name, value)}
          />
        </Affix>
      )}
    </Field>
  );
}
