import { STATUS_CODES } from 'node:http';
import { type ErrorAnswer, errorAnswer } from '@hl/shared/contracts';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isUnavailable } from '../../storage/errors.ts';
import { routeLabel } from './metrics.ts';
import { contractFieldErrors } from './validation.ts';

/** An answer with a status and a message for the caller (401, 429, 503...), rendered as JSON. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** For a 400 a route finds itself (not the contract): the fields at fault, as a contract's 400 names them. */
    readonly errors?: Array<{ field: string; message: string }>,
  ) {
    super(message);
  }
}

/** Seconds a client is asked to wait before trying again while the database is unreachable. */
export const DATABASE_RETRY_AFTER_S = 5;

/** Bad bodies Fastify itself refuses before validation: answer, and the reason label of the metric. */
const BODY_ERRORS: Record<string, { status: number; reason: string; message: (limit: number) => string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    reason: 'json',
    message: () => 'The body is not valid JSON (or holds a forbidden __proto__ or constructor key).',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, reason: 'json', message: () => 'The body is empty: send a JSON body.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    reason: 'media_type',
    message: () => 'Unsupported Content-Type: send the body as application/json.',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    reason: 'too_large',
    message: (limit) => `The body is too large: at most ${Math.round(limit / 1024)} KiB.`,
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    status: 400,
    reason: 'json',
    message: () => 'The body does not match its Content-Length.',
  },
  HL_INVALID_UTF8: {
    status: 400,
    reason: 'encoding',
    message: () => 'The body is not valid UTF-8: send the text encoded as UTF-8.',
  },
};

/**
 * Every error becomes a JSON answer: bad input is a 4xx that names the field (never a 500),
 * rate limits and overload keep their 429 / 503 and Retry-After, an unreachable database is a 503
 * with Retry-After, and anything unexpected is a 500
 * with a generic message (the details go to the log, redacted).
 */
export default fp(
  async (app) => {
    app.setErrorHandler(async (error: FastifyError, request, reply) => {
      const route = routeLabel(request);
      if (hasZodFastifySchemaValidationErrors(error)) {
        app.metrics.validationFailures.inc({ route, reason: 'schema' });
        return reply.code(400).send(badRequest(400, errorAnswer(contractFieldErrors(error.validation))));
      }
      const body = error.code && Object.hasOwn(BODY_ERRORS, error.code) ? BODY_ERRORS[error.code] : undefined;
      if (body) {
        app.metrics.validationFailures.inc({ route, reason: body.reason });
        const message = body.message(request.routeOptions.bodyLimit ?? 0);
        return reply.code(body.status).send(badRequest(body.status, { message, errors: [{ field: 'body', message }] }));
      }
      if (isUnavailable(error)) {
        // Nothing of this request was written (one transaction, rolled back or never begun).
        app.metrics.databaseUnavailable.inc({ route });
        return reply
          .code(503)
          .header('Retry-After', DATABASE_RETRY_AFTER_S)
          .send({
            statusCode: 503,
            error: 'Service Unavailable',
            message: `Our database is unavailable right now, so nothing was saved. Please try again in ${DATABASE_RETRY_AFTER_S} seconds.`,
          });
      }
      const status = error.statusCode ?? 500;
      if ((status >= 400 && status < 500) || status === 503) {
        const errors = error instanceof HttpError ? error.errors : undefined;
        return reply.code(status).send({
          statusCode: status,
          error: statusText(status),
          message: error.message,
          ...(errors ? { errors } : {}),
        });
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send({
        statusCode: 500,
        error: 'Internal Server Error',
        message: 'Something went wrong. Please try again later.',
      });
    });

    // Unknown endpoints and missing files. Unknown pages never get here: the site's routes answer
    // them with the not-found page.
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({
        statusCode: 404,
        error: 'Not Found',
        message: `Route ${request.method} ${request.url.split('?')[0]} not found`,
      }),
    );
  },
  { name: 'errors', dependencies: ['metrics'] },
);

const badRequest = (status: number, answer: ErrorAnswer) => ({
  statusCode: status,
  error: statusText(status),
  ...answer,
});

const statusText = (status: number) => STATUS_CODES[status] ?? 'Error';
