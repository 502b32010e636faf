export { type ClientErrorReport, reportClientError } from './client-errors.ts';
export { CONVERSION_TYPES, type ConversionType, EVENT_TYPES, type EventType, PAGE_EVENT_TYPES } from './event-types.ts';
export { type TrackAttributes, trackAttributes } from './markup.ts';
export {
  type Analytics,
  AnalyticsProvider,
  type AnalyticsProviderProps,
  type EventOptions,
  useAnalytics,
} from './provider.tsx';
export { MAX_PENDING_RECORDS } from './queue.ts';
export type { TrackedRecord, Tracker, TrackRecord } from './records.ts';
export { type RemoteVersions, remoteVersions, setRemoteVersion } from './versions.ts';
