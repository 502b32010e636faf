import type { z } from 'zod';

/** One problem with one field; `field` is its path, dotted ('payload.email', '3.type'), or 'body'. */
export interface FieldError {
  field: string;
  message: string;
}

/** The body of every 4xx answer of the BFF: a message naming the field(s), and each problem. */
export interface ErrorAnswer {
  message: string;
  errors: FieldError[];
}

const fieldOf = (path: ReadonlyArray<PropertyKey>) => (path.length ? path.map(String).join('.') : 'body');

/** The zod issues of a failed check as field errors (an unknown key is an error of its own). */
export function fieldErrors(issues: ReadonlyArray<z.core.$ZodIssue>): FieldError[] {
  return issues.flatMap((issue): FieldError[] =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => ({
          field: fieldOf([...issue.path, key.slice(0, 64)]),
          message: 'This field is not accepted.',
        }))
      : [{ field: fieldOf(issue.path), message: issue.message }],
  );
}

/** An answer naming the field: 'payload.email: Please enter a valid e-mail address.' */
export function errorAnswer(errors: FieldError[]): ErrorAnswer {
  const fields = [...new Set(errors.map((e) => e.field))];
  const [first] = errors;
  const message =
    fields.length === 1 && first
      ? `${first.field}: ${first.message}`
      : `Please correct these fields: ${fields.join(', ')}.`;
  return { message, errors };
}

/** Checks a value against a contract: the parsed value, or the answer the BFF would give. */
export function check<S extends z.ZodType>(
  schema: S,
  value: unknown,
): { ok: true; data: z.output<S> } | { ok: false; answer: ErrorAnswer } {
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, data: result.data }
    : { ok: false, answer: errorAnswer(fieldErrors(result.error.issues)) };
}
