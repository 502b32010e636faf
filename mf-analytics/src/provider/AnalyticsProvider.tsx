import type { TrackRecord } from '@hl/shared/events';
import { type ReactNode, useEffect, useMemo } from 'react';
import { send } from '../transport/send.ts';
import { type Analytics, AnalyticsContext } from './context.ts';

/**
 * Mounted once by the shell. Drains the records remotes queued on window.hlTrack before it
 * loaded, then takes over the queue so later records are sent at once.
 */
export default function AnalyticsProvider({ children }: { children?: ReactNode }) {
  useEffect(() => {
    const queued = Array.isArray(window.hlTrack) ? (window.hlTrack as TrackRecord[]) : [];
    window.hlTrack = { push: (record: TrackRecord) => void send(record) };
    for (const record of queued) void send(record);
    return () => {
      window.hlTrack = [] as TrackRecord[];
    };
  }, []);

  const analytics = useMemo<Analytics>(
    () => ({
      trackEvent: (type, element, value) => void send({ kind: 'event', type, element, value }),
      trackConversion: (type) => void send({ kind: 'conversion', type }),
    }),
    [],
  );

  return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}
