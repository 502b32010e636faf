import type { CalculatorId, CalculatorInputKey, CalculatorInputs } from '../../domain/index.ts';
import type { FieldProps } from '../inputs/types.ts';

/** What each calculator component receives from the section. */
export interface CalculatorProps<C extends CalculatorId> {
  inputs: CalculatorInputs<C>;
  onChange: (key: string, value: string) => void;
  onBlur: (key: string, value: string) => void;
}

/** The props of one field: id and name from the calculator and key, text from the inputs. */
export function fieldProps<C extends CalculatorId>(
  calc: C,
  props: CalculatorProps<C>,
  key: CalculatorInputKey<C>,
  label: string,
  extra: Pick<FieldProps, 'hint' | 'optional'> = {},
): FieldProps {
  const inputs = props.inputs as Partial<Record<string, string>>;
  return {
    id: `calc-${calc}-${key}`,
    name: key,
    label,
    value: inputs[key] ?? '',
    onChange: props.onChange,
    onBlur: props.onBlur,
    ...extra,
  };
}
