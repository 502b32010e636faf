import { AnalyticsProvider, type Tracker } from '@hl/shared/analytics';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { loadRemoteDefault } from '../federation/load-remote-component.ts';
import { useIdleAfterLoad } from './useIdleAfterLoad.ts';

/**
 * The shell owns the analytics provider; the analytics remote supplies the tracker, loaded once
 * the page has loaded and gone idle so it never competes with the first screen. Records made
 * before then wait in the provider's bounded queue; if the remote is down they are never sent and
 * the visitor notices nothing.
 */
export function ShellAnalytics({ children }: { children: ReactNode }) {
  const idle = useIdleAfterLoad();
  const [tracker, setTracker] = useState<Tracker | null>(null);

  useEffect(() => {
    if (!idle) return;
    let cancelled = false;
    loadRemoteDefault('mf_analytics', 'tracker', (value) => typeof value === 'function').then((createTracker) => {
      // A transition: every part that records re-renders with the tracker, in short slices.
      if (!cancelled && createTracker) startTransition(() => setTracker(createTracker()));
    });
    return () => {
      cancelled = true;
    };
  }, [idle]);

  return <AnalyticsProvider tracker={tracker}>{children}</AnalyticsProvider>;
}
