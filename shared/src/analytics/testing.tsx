import type { ReactNode } from 'react';
import { MemoryRouter } from '../router-static.ts';
import { AnalyticsProvider } from './provider.tsx';
import type { TrackedRecord, Tracker } from './records.ts';

type EventTuple = [type: string, element?: string, value?: string | number | boolean];

/** A tracker for tests: keeps what it receives. */
export function recordingTracker(): Tracker & { records: TrackedRecord[]; events(): EventTuple[] } {
  const records: TrackedRecord[] = [];
  return {
    records,
    record: (r) => void records.push(r),
    /** Events as [type, element?, value?] (trailing absent parts left out), the way tests compare them. */
    events: () =>
      records.flatMap((r): EventTuple[] => {
        if (r.kind !== 'event') return [];
        if (r.value !== undefined) return [[r.type, r.element, r.value]];
        return r.element !== undefined ? [[r.type, r.element]] : [[r.type]];
      }),
  };
}

/** What a component under test needs around it: a router at `path` and the analytics provider. */
export function AnalyticsHarness({
  tracker,
  path = '/',
  children,
}: {
  tracker: Tracker;
  path?: string;
  children: ReactNode;
}) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <AnalyticsProvider tracker={tracker}>{children}</AnalyticsProvider>
    </MemoryRouter>
  );
}

/** The same, as a testing-library `wrapper`: `render(<Hero />, { wrapper: analyticsWrapper(tracker) })`. */
export function analyticsWrapper(tracker: Tracker = recordingTracker(), path = '/') {
  return ({ children }: { children: ReactNode }) => (
    <AnalyticsHarness tracker={tracker} path={path}>
      {children}
    </AnalyticsHarness>
  );
}
