/**
 * The browser contract between the shell and the remotes: window events, so no remote reaches
 * into the shell and a missing listener only means nobody is listening. (Analytics is not an
 * event: it goes through `useAnalytics()` of @hl/shared/analytics.)
 */

/** Open the shell's application dialog ('Ready to Take the Next Step?'). */
export const OPEN_APPLICATION_DIALOG = 'hl:open-application-dialog';

export interface OpenApplicationDetail {
  /** What asked for it (e.g. 'calculators-cta'). */
  source: string;
}

export function openApplicationDialog(source: string): void {
  window.dispatchEvent(new CustomEvent<OpenApplicationDetail>(OPEN_APPLICATION_DIALOG, { detail: { source } }));
}
