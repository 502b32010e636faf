/**
 * Errors that say the database cannot be reached or cannot take writes right now (as opposed to a
 * statement that is wrong): the request is answered 503 with Retry-After, and start-up waits.
 */
const UNAVAILABLE_CODES = new Set([
  // The network and the operating system.
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  // PostgreSQL: shutting down, starting up, too many connections.
  '57P01',
  '57P02',
  '57P03',
  '53300',
  // SQLite: locked for longer than busy_timeout, disk full, I/O error, file gone read-only.
  'SQLITE_BUSY',
  'SQLITE_FULL',
  'SQLITE_IOERR',
  'SQLITE_READONLY',
  'SQLITE_CANTOPEN',
]);

/** node-postgres reports a lost or unobtainable connection by message only. */
const UNAVAILABLE_MESSAGES =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly)/;

/** True when an error means the database is unreachable or cannot write at the moment. */
export function isUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const { code } = error as { code?: unknown };
  if (typeof code === 'string') {
    // PostgreSQL class 08: connection exceptions; SQLite extended codes (SQLITE_IOERR_WRITE...).
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08')) return true;
    if (/^SQLITE_(IOERR|READONLY|BUSY|CANTOPEN)_/.test(code)) return true;
  }
  if (UNAVAILABLE_MESSAGES.test(error.message)) return true;
  if (error.cause !== undefined && isUnavailable(error.cause)) return true;
  // Node tries every address of a host name; the AggregateError holds each attempt's error.
  return error instanceof AggregateError && error.errors.some(isUnavailable);
}

/** True when a SQLite file is locked by another connection (it may be free a moment later). */
export function isLocked(error: unknown): boolean {
  const { code } = (error ?? {}) as { code?: unknown };
  return typeof code === 'string' && /^SQLITE_BUSY(_|$)/.test(code);
}

/** One line saying why a database call failed, for a log line meant for people. */
export function describeCause(error: unknown): string {
  if (error instanceof AggregateError && !error.message) {
    return [...new Set(error.errors.map(describeCause))].join('; ');
  }
  if (error instanceof Error) {
    const { code } = error as { code?: unknown };
    const message = error.message.split('\n')[0] || (typeof code === 'string' ? code : error.name);
    return typeof code === 'string' && !message.includes(code) && !/^\d/.test(code) ? `${message} (${code})` : message;
  }
  return String(error);
}

/** A database URL fit for a log line: the password replaced by ***. */
export function redactUrl(url: string): string {
  if (!URL.canParse(url)) return url;
  const parsed = new URL(url);
  if (!parsed.password) return url;
  parsed.password = '***';
  return parsed.toString();
}
