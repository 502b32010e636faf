import type { ClientErrorType } from '../contracts/analytics-values.ts';

/**
 * An error the shell saw happen to a remote (its slot's error boundary caught a render error, its
 * manifest, entry or a chunk did not load), or any part of the site wants on the operators' page.
 * The tracker scrubs, caps and deduplicates it with the errors it catches itself.
 */
export interface ClientErrorReport {
  type: ClientErrorType;
  /** Federation name of the remote it happened to, and the version of its build (when known). */
  remote?: string;
  version?: string;
  error: unknown;
}

/** Reports made before the analytics provider listens: kept (a few) until it does. */
const MAX_EARLY = 10;
const early: ClientErrorReport[] = [];
let listener: ((report: ClientErrorReport) => void) | null = null;

/**
 * Records an error with the page's analytics: outside React (the federation code) as inside. Code
 * outside the analytics remote reports through here, never by importing the tracker.
 */
export function reportClientError(report: ClientErrorReport): void {
  if (listener) listener(report);
  else if (early.length < MAX_EARLY) early.push(report);
}

/** The analytics provider hears every report from now on (those made before first); returns the unsubscribe. */
export function onClientError(receive: (report: ClientErrorReport) => void): () => void {
  listener = receive;
  for (const report of early.splice(0)) receive(report);
  return () => {
    if (listener === receive) listener = null;
  };
}
