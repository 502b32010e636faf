import { RATE_HINT } from '../../domain/index.ts';
import { NumberInput } from './NumberInput.tsx';
import type { FieldProps } from './types.ts';

/** The interest rate field every loan calculator has: step 0.1, a % suffix, and where it starts (prime, dated). */
export function RateInput(props: FieldProps) {
  return <NumberInput {...props} hint={RATE_HINT} step="0.1" min="0" suffix="%" />;
}
