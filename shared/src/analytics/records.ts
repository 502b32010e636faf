import type { ClientErrorType } from '../contracts/analytics-values.ts';
import type { ConversionType, EventType } from './event-types.ts';
import type { RemoteVersions } from './versions.ts';

/** What a part of the site records; the tracker adds the page-view fields, ids and delivery. */
export type TrackRecord =
  | {
      kind: 'event';
      type: EventType;
      element?: string;
      value?: string | number | boolean;
      /** The page made it by itself, not the visitor (event-types.ts, PAGE_EVENT_TYPES). */
      passive?: true;
    }
  | { kind: 'conversion'; type: ConversionType }
  | { kind: 'pageview' }
  /** An error (reportClientError): the tracker reads the message and stack of `error`. */
  | { kind: 'error'; type: ClientErrorType; remote?: string; version?: string; error: unknown };

/** A record as the provider hands it on: stamped with when and where it happened. */
export type TrackedRecord = TrackRecord & {
  /** ISO time the record was made (not when it was sent). */
  timestamp: string;
  /** location.pathname when it was made. */
  path: string;
  /** document.title when it was made. */
  title: string;
  /** location.href when it was made (a page view's pageUrl and utm parameters come from it). */
  url: string;
  /** The version of each remote the page had loaded when it was made (none before any). */
  remotes?: RemoteVersions;
};

/**
 * What the analytics remote supplies: it receives every record, in order, and owns delivery
 * (batching, retries, beacons) and the observers that record by themselves (sections, scroll).
 */
export interface Tracker {
  record(record: TrackedRecord): void;
  /** Stops observers and flushes what is pending; called when the provider unmounts. */
  stop?(): void;
}
