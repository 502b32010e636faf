import { isUtf8 } from 'node:buffer';
import { type FieldError, fieldErrors } from '@hl/shared/contracts';
import type { FastifyBodyParser, FastifyInstance, FastifyRequest, FastifyTypeProvider } from 'fastify';
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

/** A body that is not valid UTF-8; the error handler answers 400. */
class InvalidUtf8 extends Error {
  readonly code = 'HL_INVALID_UTF8';
  readonly statusCode = 400;
  constructor() {
    super('The body is not valid UTF-8');
  }
}

/**
 * Fastify's JSON parser behind a UTF-8 check: decoded as it comes, invalid bytes would turn into
 * U+FFFD and be stored as such. A body that is not valid UTF-8 is refused instead.
 */
export function utf8JsonParser(app: FastifyInstance): FastifyBodyParser<Buffer> {
  // Fastify's own parser (secure against __proto__ and constructor keys), in its callback form.
  const parseJson = app.getDefaultJsonParser('error', 'error') as (
    request: FastifyRequest,
    body: string,
    done: (error: Error | null, body?: unknown) => void,
  ) => void;
  return (request, body, done) => {
    if (!isUtf8(body)) return done(new InvalidUtf8(), undefined);
    parseJson(request, body.toString('utf8'), done);
  };
}

/**
 * Route schemas are the zod contracts of @hl/shared/contracts: the parsed value (trimmed,
 * normalised, labels mapped) replaces the raw body or query. Bodies are JSON in UTF-8 only:
 * Fastify's text/plain parser is removed, and the analytics routes add their own (JSON sent by
 * sendBeacon).
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
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, utf8JsonParser(app));
  },
  { name: 'validation' },
);
