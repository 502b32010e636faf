import { Field } from '@hl/shared/field';
import { TERM_OPTIONS_YEARS } from '../../domain/index.ts';
import type { FieldProps } from './types.ts';

/** The loan term: 10, 15, 20, 25 or 30 years (docs/REQUIREMENTS.md#calculator-fields). */
export function TermSelect({ id, name, label, value, onChange, onBlur }: FieldProps) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <select
          {...control}
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
      )}
    </Field>
  );
}
