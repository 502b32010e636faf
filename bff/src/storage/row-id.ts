import { randomUUID } from 'node:crypto';

/**
 * A row id: a UUIDv7 (RFC 9562), the time in milliseconds then random bits. Ids made close in time
 * sort close together, so inserts append to the primary-key index instead of touching a random page
 * of it each time (far less to write per commit on SQLite and PostgreSQL alike).
 */
export function rowId(now = Date.now()): string {
  const time = now.toString(16).padStart(12, '0');
  // randomUUID(): xxxxxxxx-xxxx-4xxx-Nxxx-xxxxxxxxxxxx; keep its random part and variant from char 15 on.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${randomUUID().slice(15)}`;
}
