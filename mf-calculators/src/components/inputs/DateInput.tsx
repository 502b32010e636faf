import { Field } from '@hl/shared/field';
import type { FieldProps } from './types.ts';

/** A calendar date as yyyy-mm-dd text (the browser's date input). */
export function DateInput({ id, name, label, value, onChange, onBlur, hint, optional }: FieldProps) {
  return (
    <Field id={id} label={label} hint={hint} optional={optional}>
      {(control) => (
        <input
          {...control}
          name={name}
          type="date"
          value={value}
          onChange={(event) => onChange(name, event.target.value)}
          onBlur={() => onBlur(name, value)}
        />
      )}
    </Field>
  );
}
