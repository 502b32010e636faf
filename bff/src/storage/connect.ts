import { setTimeout as sleep } from 'node:timers/promises';
import { DatabasePathError } from './database.ts';
import { describeCause, isUnavailable, redactUrl } from './errors.ts';
import { openStore, type Store, type StoreLog } from './store.ts';

/** Start-up cannot go on: the message is the one line to print before exiting. */
export class StartUpError extends Error {}

export interface ConnectOptions {
  /** How long to keep trying a PostgreSQL server that does not answer (milliseconds). */
  waitMs: number;
  log: StoreLog;
}

/**
 * Opens the store at start-up. A PostgreSQL server that cannot be reached is tried again (1 s
 * apart, then up to 5 s) for `waitMs`, with a line each time: in a container start-up the database
 * often comes up a little after the BFF. Anything else (a bad path, a wrong password, a missing
 * database) will not mend by waiting and fails at once. Failures are a StartUpError naming
 * DATABASE_URL (password hidden) and the cause.
 */
export async function connectStore(url: string, { waitMs, log }: ConnectOptions): Promise<Store> {
  const where = `DATABASE_URL (${redactUrl(url)})`;
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await openStore(url, { log });
    } catch (error) {
      const cause = error instanceof DatabasePathError ? error.message : describeCause(error);
      if (!url.startsWith('postgres') || !isUnavailable(error)) {
        throw new StartUpError(`Cannot start: the database at ${where} cannot be used: ${cause}`);
      }
      const left = waitMs - (Date.now() - started);
      if (left <= 0) {
        const waited = Math.round((Date.now() - started) / 1000);
        throw new StartUpError(
          `Cannot start: the database at ${where} did not answer${waited ? ` for ${waited} s` : ''}: ${cause}`,
        );
      }
      const delay = Math.min(1000 * attempt, 5000, left);
      log.warn(
        { cause, attempt },
        `database at ${where} unreachable; trying again in ${Math.ceil(delay / 1000)} s (gives up in ${Math.ceil(left / 1000)} s)`,
      );
      await sleep(delay);
    }
  }
}
