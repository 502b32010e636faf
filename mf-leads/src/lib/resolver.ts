import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/** The lead forms' contracts (@hl/shared/lead-forms): their schemas and `check`. */
export type LeadContracts = typeof import('@hl/shared/lead-forms');

/**
 * The contracts, with zod, in a chunk of their own. Building zod and the schemas is one of the
 * longest pieces of work a form page's start-up would do (about 40 ms of main thread on a phone
 * throttled as Lighthouse does), and nothing needs it before the visitor uses a form: a form calls
 * `loadContracts` when it first takes focus, and the resolver waits for it on submit.
 */
export const loadContracts = (): Promise<LeadContracts> =>
  import(/* webpackChunkName: "lead-contracts" */ '@hl/shared/lead-forms');

/**
 * A react-hook-form resolver that checks the form with the BFF's own contract, so the browser
 * refuses exactly what the BFF would, with the same messages, and hands on the normalised values
 * the BFF expects (trimmed, mapped, lower-cased). One message per field: the first.
 */
export function contractResolver<S extends z.ZodType<unknown, FieldValues>>(
  pick: (contracts: LeadContracts) => S,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const contracts = await loadContracts();
    const result = contracts.check(pick(contracts), values);
    if (result.ok) return { values: result.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const { field, message } of result.answer.errors) errors[field] ??= { type: 'contract', message };
    return { values: {}, errors: errors as FieldErrors<z.input<S>> };
  };
}
