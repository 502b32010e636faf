import { AnalyticsProvider, type TrackRecord } from '@hl/shared/analytics';
import { recordingTracker } from '@hl/shared/analytics-testing';
import { Link, useLocation } from '@hl/shared/router';
import { MemoryRouter } from '@hl/shared/router-static';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import CalculatorsSection from '../components/CalculatorsSection.tsx';

/** Shows the router's current query, as the address bar would. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return (
    <div data-testid="location">
      {pathname}
      {search}
    </div>
  );
}

/** A router at `url` (as the shell provides it), a hero-like tile link and the probe around `children`. */
export function renderAt(url: string, children: ReactNode = <CalculatorsSection />) {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[url]}>
      <AnalyticsProvider tracker={tracker}>
        <Link to="/calculators?calc=transfer">Hero tile: Transfer Costs</Link>
        <Link to="/calculators">Nav: Calculators</Link>
        {children}
        <LocationProbe />
      </AnalyticsProvider>
    </MemoryRouter>,
  );
  return { user, ...view };
}

/** The query string the router holds now, as URLSearchParams. */
export function currentQuery(): URLSearchParams {
  const text = document.querySelector('[data-testid="location"]')?.textContent ?? '';
  const mark = text.indexOf('?');
  return new URLSearchParams(mark === -1 ? '' : text.slice(mark + 1));
}

/** What the components recorded through useAnalytics() since the last reset (page views aside). */
let tracker = recordingTracker();

export function tracked(): TrackRecord[] {
  return tracker.records
    .filter((r) => r.kind !== 'pageview')
    .map(({ timestamp: _t, path: _p, title: _title, url: _u, ...record }) => record);
}

export function resetTracking(): void {
  tracker = recordingTracker();
}

/** Money as the page shows it ('R21 786', '1 800 000'): written here with spaces, shown with no-break spaces. */
export const rand = (text: string) => text.replace(/ /g, '\u00a0');

/** The exact text of a result figure, by its label (no whitespace normalising: pins the no-break spaces). */
export function figure(label: string): string {
  const value = document.querySelector(`[data-result="${label}"] dd`);
  if (!value) throw new Error(`No result row "${label}"`);
  return value.textContent ?? '';
}
