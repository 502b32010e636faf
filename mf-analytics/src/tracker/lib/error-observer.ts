import type { ClientErrorType } from '@hl/shared/analytics-values';

/**
 * Calls `report` for every uncaught error and unhandled promise rejection of the page. Errors of
 * scripts from another origin reach the page as "Script error." with nothing to read: left out.
 */
export function watchErrors(report: (type: ClientErrorType, error: unknown) => void): { stop(): void } {
  const onError = (event: ErrorEvent) => {
    if (!event.error && /^Script error\.?$/.test(event.message)) return;
    report('error', event.error ?? event.message);
  };
  const onRejection = (event: PromiseRejectionEvent) => report('rejection', event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return {
    stop() {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    },
  };
}
