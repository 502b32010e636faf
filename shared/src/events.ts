/**
 * The browser contract between the shell and the remotes. Remotes never reach into the shell or
 * into each other: they dispatch these window events and push analytics records on a queue that
 * the analytics remote drains (the dataLayer pattern), so each part works alone and a missing part
 * only means nobody is listening.
 */

/** Open the shell's application dialog ('Ready to Take the Next Step?'). */
export const OPEN_APPLICATION_DIALOG = 'hl:open-application-dialog';

export interface OpenApplicationDetail {
  /** What asked for it, for analytics (e.g. 'calculators-cta'). */
  source: string;
}

export function openApplicationDialog(source: string): void {
  window.dispatchEvent(new CustomEvent<OpenApplicationDetail>(OPEN_APPLICATION_DIALOG, { detail: { source } }));
}

/** An analytics record as a remote reports it; the analytics remote adds ids and time. */
export type TrackRecord =
  | { kind: 'event'; type: string; element?: string; value?: string }
  | { kind: 'conversion'; type: string };

export interface TrackQueue {
  push(record: TrackRecord): unknown;
}

declare global {
  interface Window {
    hlTrack?: TrackQueue;
  }
}

/** Queue an analytics record; kept until the analytics remote is there to send it. */
export function track(record: TrackRecord): void {
  if (typeof window === 'undefined') return;
  window.hlTrack ??= [] as TrackRecord[];
  window.hlTrack.push(record);
}

export const trackEvent = (type: string, element?: string, value?: string) =>
  track({
    kind: 'event',
    type,
    ...(element === undefined ? {} : { element }),
    ...(value === undefined ? {} : { value }),
  });
