import { isUtf8 } from 'node:buffer';
import { type FieldError, fieldErrors } from '@hl/shared/contracts';
import type { FastifyBodyParser, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodFastifySchemaValidationError } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/**
 * A contract failure as the field errors of the contract (the answer `check()` gives in the
 * browser): the type provider reports each zod issue with its path as a JSON pointer.
 */
export function contractFieldErrors(validation: ZodFastifySchemaValidationError[]): FieldError[] {
  return fieldErrors(
    validation.map((entry) => ({
      ...entry.params,
      code: entry.keyword,
      path: entry.instancePath.split('/').filter(Boolean),
      message: entry.message,
    })) as unknown as z.core.$ZodIssue[],
  );
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
 * Route schemas are the zod contracts of @hl/shared/contracts, through fastify-type-provider-zod
 * (routes see the parsed types with `withTypeProvider<ZodTypeProvider>()`): the parsed value
 * (trimmed, normalised, labels mapped) replaces the raw body or query, and a failure is answered
 * 400 with the field errors by the error handler. Bodies are JSON in UTF-8 only:
 * Fastify's text/plain parser is removed, and the analytics routes add their own (JSON sent by
 * sendBeacon).
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.removeContentTypeParser(['application/json', 'text/plain']);
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, utf8JsonParser(app));
  },
  { name: 'validation' },
);
