import { check } from '@hl/shared/contracts';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A react-hook-form resolver that checks the form with the BFF's own contract (@hl/shared/contracts),
 * so the browser refuses exactly what the BFF would, with the same messages, and hands on the
 * normalised values the BFF expects (trimmed, mapped, lower-cased). One message per field: the first.
 */
export function contractResolver<S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return (values) => {
    const result = check(schema, values);
    if (result.ok) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const { field, message } of result.answer.errors) errors[field] ??= { type: 'contract', message };
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}
