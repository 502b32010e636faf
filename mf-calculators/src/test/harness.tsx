import type { TrackRecord } from '@hl/shared/events';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
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
      <Link to="/calculators?calc=transfer">Hero tile: Transfer Costs</Link>
      <Link to="/calculators">Nav: Calculators</Link>
      {children}
      <LocationProbe />
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

/** What landed on window.hlTrack (the analytics queue) since the last reset. */
export function tracked(): TrackRecord[] {
  return Array.isArray(window.hlTrack) ? [...(window.hlTrack as TrackRecord[])] : [];
}

export function resetTracking(): void {
  window.hlTrack = [] as TrackRecord[];
}

/** en-ZA rand as the page shows it: 'R 21 786' with no-break spaces. */
export const rand = (text: string) => text.replace(/ /g, '\u00a0');

/** The exact text of a result figure, by its label (no whitespace normalising: pins en-ZA's spaces). */
export function figure(label: string): string {
  const value = document.querySelector(`[data-result="${label}"] dd`);
  if (!value) throw new Error(`No result row "${label}"`);
  return value.textContent ?? '';
}
