import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';

/** What the HTTP parser's error codes mean to the sender, and the status each gets. */
const ANSWERS: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    message: 'The request took too long to arrive. Please send it again.',
  },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large.' },
  HPE_INVALID_HEADER_TOKEN: {
    status: 400,
    message: 'A request header (a cookie, for instance) holds a character that is not allowed in HTTP headers.',
  },
  HPE_INVALID_CONTENT_LENGTH: { status: 400, message: 'The Content-Length header is not a valid length.' },
  HPE_UNEXPECTED_CONTENT_LENGTH: {
    status: 400,
    message: 'The request has both Content-Length and Transfer-Encoding: send one of them.',
  },
  HPE_INVALID_TRANSFER_ENCODING: { status: 400, message: 'The Transfer-Encoding header is not valid.' },
  HPE_INVALID_CHUNK_SIZE: { status: 400, message: 'The chunked body is malformed.' },
  HPE_INVALID_METHOD: {
    status: 400,
    message:
      'The request does not start with a valid HTTP method. After a request with a body, this means the body was longer than its Content-Length.',
  },
  HPE_INVALID_URL: { status: 400, message: 'The request target is not a valid URL path.' },
  HPE_INVALID_VERSION: { status: 400, message: 'The HTTP version is not valid.' },
};
const MALFORMED = { status: 400, message: 'The request could not be read as HTTP: it is malformed.' };

/**
 * Answers what Node's HTTP parser refuses before Fastify sees a request (and the request timeout),
 * with the BFF's JSON error shape and a message saying what is wrong, then closes the connection.
 * Fastify's own handler says only 'Client Error'. Nothing of the request is logged but the code: a
 * refused header may be a cookie.
 */
export function clientErrorHandler(this: FastifyInstance, error: Error & { code?: string }, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = (error.code && ANSWERS[error.code]) || MALFORMED;
  this.log.info({ code: error.code, status }, 'request refused by the HTTP parser');
  // As Node itself does: answer only if no response has started on this connection.
  const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
  if (socket.writable && !inFlight?.headersSent) {
    const body = JSON.stringify({ statusCode: status, error: STATUS_CODES[status], message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}
