import { randomUUID } from 'node:crypto';

let lastTime = -1;
let sequence = 0;

/**
 * A row id: a UUIDv7 (RFC 9562), the time in milliseconds then random bits. Ids made close in time
 * sort close together, so inserts append to the primary-key index instead of touching a random page
 * of it each time (far less to write per commit on SQLite and PostgreSQL alike). Ids this process
 * makes within one millisecond count up in the 12 bits after the version (the RFC's method 1), so
 * they sort in the order they were made: the audit log lists two actions of one millisecond newest
 * first by id.
 */
export function rowId(now = Date.now()): string {
  if (now !== lastTime) {
    lastTime = now;
    // A random start in the lower half leaves room to count up.
    sequence = Math.floor(Math.random() * 0x800);
  } else {
    sequence = (sequence + 1) & 0xfff;
  }
  const time = now.toString(16).padStart(12, '0');
  // randomUUID(): xxxxxxxx-xxxx-4xxx-Nxxx-xxxxxxxxxxxx; keep its variant and random part from char 19 on.
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${sequence.toString(16).padStart(3, '0')}-${randomUUID().slice(19)}`;
}
