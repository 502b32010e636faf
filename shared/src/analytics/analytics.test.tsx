import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Link } from '../router.ts';
import { MemoryRouter } from '../router-static.ts';
import { trackAttributes } from './markup.ts';
import { AnalyticsProvider, useAnalytics } from './provider.tsx';
import { MAX_PENDING_RECORDS, PendingQueue } from './queue.ts';
import type { TrackedRecord } from './records.ts';
import { recordingTracker } from './testing.tsx';
import { remoteVersions, setRemoteVersion } from './versions.ts';

const stamped = (n: number): TrackedRecord => ({
  kind: 'event',
  type: 'nav_click',
  element: `link-${n}`,
  timestamp: '2026-11-23T10:00:00.000Z',
  path: '/',
  title: 'Home',
  url: 'http://localhost/',
});

describe('the queue in front of the tracker', () => {
  it('keeps records until the tracker arrives, hands them over in order, then passes new ones straight on', () => {
    const queue = new PendingQueue();
    queue.push(stamped(1));
    queue.push(stamped(2));
    const tracker = recordingTracker();
    queue.attach(tracker);
    queue.push(stamped(3));
    expect(tracker.records.map((r) => (r.kind === 'event' ? r.element : r.kind))).toEqual([
      'link-1',
      'link-2',
      'link-3',
    ]);
    expect(queue.size).toBe(0);
  });

  it('is bounded: past its limit it keeps the earliest records and says how many it dropped', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const queue = new PendingQueue();
    for (let n = 0; n < MAX_PENDING_RECORDS + 5; n++) queue.push(stamped(n));
    expect(queue.size).toBe(MAX_PENDING_RECORDS);
    const tracker = recordingTracker();
    queue.attach(tracker);
    expect(tracker.records).toHaveLength(MAX_PENDING_RECORDS);
    expect(tracker.records[0]).toMatchObject({ element: 'link-0' });
    expect(warn).toHaveBeenCalledWith('Analytics: 5 records were dropped while the tracker loaded');
    warn.mockRestore();
  });
});

function Probe() {
  const { trackEvent, trackConversion } = useAnalytics();
  return (
    <>
      <button type="button" onClick={() => trackEvent('cta_click', 'probe', 3)}>
        Event
      </button>
      <button type="button" onClick={() => trackEvent('modal_impression', 'newsletter_modal')}>
        Offer
      </button>
      <button type="button" onClick={() => trackEvent('article_open', '12', 'Bond basics', { passive: true })}>
        Landed
      </button>
      <button type="button" onClick={() => trackConversion('callback_request')}>
        Conversion
      </button>
      <Link to="/team">Team</Link>
      <Link to="/team?x=1">Team again</Link>
    </>
  );
}

function Site({ tracker, children }: { tracker: ReturnType<typeof recordingTracker> | null; children?: ReactNode }) {
  return (
    <MemoryRouter initialEntries={['/']}>
      <AnalyticsProvider tracker={tracker}>{children ?? <Probe />}</AnalyticsProvider>
    </MemoryRouter>
  );
}

describe('trackAttributes', () => {
  it('marks an element for the tracker with its event, name and value', () => {
    expect(trackAttributes('cta_click', 'hero_apply')).toEqual({
      'data-track': 'cta_click',
      'data-track-name': 'hero_apply',
    });
    expect(trackAttributes('explainer_toggle', 'rates', 'open')).toEqual({
      'data-track': 'explainer_toggle',
      'data-track-name': 'rates',
      'data-track-value': 'open',
    });
  });
});

describe('AnalyticsProvider and useAnalytics', () => {
  it('records a page view on the first load and on each client-side navigation to a new path', async () => {
    const tracker = recordingTracker();
    render(<Site tracker={tracker} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('link', { name: 'Team' }));
    await user.click(screen.getByRole('link', { name: 'Team again' }));
    expect(tracker.records.filter((r) => r.kind === 'pageview').length).toBe(2);
  });

  it('stamps each record with its time and hands events and conversions to the tracker', async () => {
    const tracker = recordingTracker();
    render(<Site tracker={tracker} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Event' }));
    await user.click(screen.getByRole('button', { name: 'Conversion' }));
    expect(tracker.events()).toEqual([['cta_click', 'probe', 3]]);
    const conversion = tracker.records.find((r) => r.kind === 'conversion');
    expect(conversion).toMatchObject({ type: 'callback_request', path: '/', url: window.location.href });
    expect(Number.isNaN(Date.parse(conversion?.timestamp ?? ''))).toBe(false);
  });

  it('marks as passive the events the page makes by itself, and those its caller says it made', async () => {
    const tracker = recordingTracker();
    render(<Site tracker={tracker} />);
    const user = userEvent.setup();
    for (const name of ['Event', 'Offer', 'Landed']) await user.click(screen.getByRole('button', { name }));
    const passive = tracker.records.flatMap((r) => (r.kind === 'event' ? [[r.type, r.passive ?? false]] : []));
    expect(passive).toEqual([
      ['cta_click', false],
      ['modal_impression', true],
      ['article_open', true],
    ]);
  });

  it('keeps what was recorded before the tracker loaded and delivers it once the tracker arrives', async () => {
    const { rerender } = render(<Site tracker={null} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Event' }));
    const tracker = recordingTracker();
    act(() => rerender(<Site tracker={tracker} />));
    expect(tracker.records.map((r) => r.kind)).toEqual(['pageview', 'event']);
  });

  it('stamps each record with the versions of the remotes loaded so far, kept as they were while it waits', async () => {
    const { rerender } = render(<Site tracker={null} />);
    const user = userEvent.setup();
    setRemoteVersion('mf_calculators', 'abc1234');
    setRemoteVersion('mf_knowledge', null);
    await user.click(screen.getByRole('button', { name: 'Event' }));
    // A remote that fell back runs another build; one without a version is left out.
    setRemoteVersion('mf_calculators', '9f8e7d6');
    setRemoteVersion('mf_leads', 'def5678');
    setRemoteVersion('mf_leads', null);
    await user.click(screen.getByRole('button', { name: 'Conversion' }));
    const tracker = recordingTracker();
    act(() => rerender(<Site tracker={tracker} />));
    expect(tracker.records.map((r) => [r.kind, r.remotes])).toEqual([
      ['pageview', undefined],
      ['event', { mf_calculators: 'abc1234' }],
      ['conversion', { mf_calculators: '9f8e7d6' }],
    ]);
    setRemoteVersion('mf_calculators', null);
    expect(remoteVersions()).toBeUndefined();
  });

  it('stops the tracker when it goes away', () => {
    const tracker = { ...recordingTracker(), stop: vi.fn() };
    const { unmount } = render(<Site tracker={tracker} />);
    unmount();
    expect(tracker.stop).toHaveBeenCalledTimes(1);
  });

  it('throws outside its provider with the documented message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAnalytics())).toThrow('useAnalytics must be used within an AnalyticsProvider');
  });
});
