/**
 * A failed try, as the outbox records it: an error class that may be logged and stored (a code such
 * as ECONNREFUSED, an SMTP reply code, an HTTP status; never an address, a name or a server's reply
 * text, which can quote the address), whether trying the same message again could help, and how long
 * the receiver asked us to wait.
 */
export class DeliveryError extends Error {
  constructor(
    readonly errorClass: string,
    readonly permanent = false,
    readonly retryAfterMs?: number,
  ) {
    super(errorClass);
  }
}

interface ErrorFields {
  name?: unknown;
  code?: unknown;
  originalCode?: unknown;
  responseCode?: unknown;
  permanent?: unknown;
  command?: unknown;
  cause?: unknown;
}

/**
 * What a try's failure means. An SMTP server's permanent (5xx) refusal of this message's recipient
 * or content will not change on a second try; everything else (a refused connection, a timeout, a
 * failed login or a refused sender, which settings fix for every message) is tried again.
 */
export function classify(error: unknown): DeliveryError {
  if (error instanceof DeliveryError) return error;
  if (typeof error !== 'object' || error === null) return new DeliveryError('Error');
  const e = error as ErrorFields;
  if (e.name === 'TimeoutError' || e.name === 'AbortError') return new DeliveryError('timeout');
  if (typeof e.responseCode === 'number') {
    const refusedMessage = e.command === 'RCPT TO' || e.command === 'DATA';
    return new DeliveryError(`SMTP ${e.responseCode}`, e.permanent === true && refusedMessage);
  }
  // Nodemailer refusing an address before sending: it will refuse it every time.
  if (e.code === 'EENVELOPE') return new DeliveryError('EENVELOPE', true);
  const code = e.originalCode ?? e.code ?? (e.cause as ErrorFields | undefined)?.code;
  if (typeof code === 'string') return new DeliveryError(code);
  return new DeliveryError(typeof e.name === 'string' ? e.name : 'Error');
}
