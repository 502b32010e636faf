import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation } from '../router.ts';
import { onClientError } from './client-errors.ts';
import { type ConversionType, type EventType, PAGE_EVENT_TYPES } from './event-types.ts';
import { PendingQueue } from './queue.ts';
import type { Tracker, TrackRecord } from './records.ts';
import { remoteVersions } from './versions.ts';

/** How an event came about, when the code recording it knows more than its type says. */
export interface EventOptions {
  /** The page did it by itself (an article opened because the page loaded at its address). */
  passive?: boolean;
}

export interface Analytics {
  trackEvent(type: EventType, element?: string, value?: string | number | boolean, options?: EventOptions): void;
  trackConversion(type: ConversionType): void;
  /** A page view of the current location (the provider sends one on every navigation by itself). */
  trackPageView(): void;
}

const AnalyticsContext = createContext<Analytics | null>(null);
const PAGE_EVENTS: ReadonlySet<EventType> = new Set(PAGE_EVENT_TYPES);

export interface AnalyticsProviderProps {
  /** The tracker the analytics remote supplies; null until it has loaded (records wait meanwhile). */
  tracker: Tracker | null;
  children?: ReactNode;
}

/**
 * The one way the site records analytics. Mounted once around the app (inside the router): it
 * stamps each record with its time, its page and the versions of the remotes loaded so far
 * (`setRemoteVersion`), marks an event the page made by itself as passive, keeps records in a
 * bounded queue until the tracker arrives, and records a page view on the first load and on every
 * client-side navigation.
 */
export function AnalyticsProvider({ tracker, children }: AnalyticsProviderProps) {
  const queue = useRef<PendingQueue>(null);
  queue.current ??= new PendingQueue();

  useEffect(() => {
    queue.current?.attach(tracker);
    return () => {
      queue.current?.attach(null);
      tracker?.stop?.();
    };
  }, [tracker]);

  const record = useCallback((r: TrackRecord) => {
    const remotes = remoteVersions();
    queue.current?.push({
      ...r,
      timestamp: new Date().toISOString(),
      path: window.location.pathname,
      title: document.title,
      url: window.location.href,
      ...(remotes ? { remotes } : {}),
    });
  }, []);

  const analytics = useMemo<Analytics>(() => {
    return {
      trackEvent: (type, element, value, options) =>
        record({
          kind: 'event',
          type,
          ...(element === undefined ? {} : { element }),
          ...(value === undefined ? {} : { value }),
          ...(options?.passive || PAGE_EVENTS.has(type) ? { passive: true } : {}),
        }),
      trackConversion: (type) => record({ kind: 'conversion', type }),
      trackPageView: () => record({ kind: 'pageview' }),
    };
  }, [record]);

  // Errors reported outside React (the federation code) become records like any other.
  useEffect(() => onClientError((report) => record({ kind: 'error', ...report })), [record]);

  const { pathname } = useLocation();
  const lastPath = useRef<string>(null);
  // One page view per path reached, the first load included; a change of query or hash is not a
  // new page, and React's development double effects do not count twice.
  useEffect(() => {
    if (lastPath.current === pathname) return;
    lastPath.current = pathname;
    analytics.trackPageView();
  }, [pathname, analytics]);

  return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}

/** The analytics API: trackEvent, trackConversion, trackPageView. */
export function useAnalytics(): Analytics {
  const analytics = useContext(AnalyticsContext);
  if (!analytics) throw new Error('useAnalytics must be used within an AnalyticsProvider');
  return analytics;
}
