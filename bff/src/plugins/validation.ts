import { type FieldError, fieldErrors } from '@hl/shared/contracts';
import type { FastifyTypeProvider } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';

/** Lets routes declare zod schemas (`schema: { body: someSchema }`) and see their parsed types. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}

/** A request part that breaks its contract; the error handler answers 400 with the field errors. */
export class ContractViolation extends Error {
  readonly statusCode = 400;
  constructor(readonly errors: FieldError[]) {
    super('Invalid input');
  }
}

/**
 * Route schemas are the zod contracts of @hl/shared/contracts: the parsed value (trimmed,
 * normalised, labels mapped) replaces the raw body or query. Bodies are JSON only: Fastify's
 * text/plain parser is removed, and the analytics routes add their own (JSON sent by sendBeacon).
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler(({ schema }) => {
      const contract = schema as z.ZodType;
      return (data: unknown) => {
        const result = contract.safeParse(data);
        return result.success
          ? { value: result.data }
          : { error: new ContractViolation(fieldErrors(result.error.issues)) };
      };
    });
    app.removeContentTypeParser('text/plain');
  },
  { name: 'validation' },
);
