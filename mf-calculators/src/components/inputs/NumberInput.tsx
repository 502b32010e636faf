import { Affix, affixInput, Field } from '@hl/shared/field';
import type { FieldProps } from './types.ts';

export interface NumberInputProps extends FieldProps {
  /** The browser's step (0.1 for the interest rate). */
  step: string;
  min?: string;
  /** Shown before the field, e.g. 'R'. */
  prefix?: string;
  /** Shown after the field, e.g. '%'. */
  suffix?: string;
}

/** A plain numeric field (interest rate, extra payment): the browser's number input, as text. */
export function NumberInput({
  id,
  name,
  label,
  value,
  onChange,
  onBlur,
  hint,
  optional,
  step,
  min,
  prefix,
  suffix,
}: NumberInputProps) {
  return (
    <Field id={id} label={label} hint={hint} optional={optional}>
      {(control) => (
        <Affix before={prefix} after={suffix}>
          <input
            {...control}
            className={affixInput}
            name={name}
            type="number"
            inputMode="decimal"
            step={step}
            min={min}
            autoComplete="off"
            value={value}
            onChange={(event) => onChange(name, event.target.value)}
            onBlur={() => onBlur(name, value)}
          />
        </Affix>
      )}
    </Field>
  );
}
