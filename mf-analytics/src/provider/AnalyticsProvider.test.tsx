import type { TrackRecord } from '@hl/shared/events';
import { render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AnalyticsProvider from './AnalyticsProvider.tsx';
import { useAnalytics } from './hooks.ts';

function Probe() {
  const { trackEvent } = useAnalytics();
  return (
    <button type="button" onClick={() => trackEvent('click', 'probe')}>
      Go
    </button>
  );
}

describe('AnalyticsProvider', () => {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 204 }));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.hlTrack = undefined;
  });

  const sentBodies = () =>
    fetchMock.mock.calls.map(([url, init]) => [url, JSON.parse(String((init as RequestInit).body))]);

  it('sends what remotes queued before it loaded, then takes over the queue', async () => {
    window.hlTrack = [{ kind: 'event', type: 'nav_click', element: 'team' }] as TrackRecord[];
    render(<AnalyticsProvider />);
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    window.hlTrack?.push({ kind: 'conversion', type: 'newsletter_signup' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [first, second] = sentBodies();
    expect(first?.[0]).toBe('/analytics/event');
    expect(first?.[1]).toMatchObject({ type: 'nav_click', element: 'team' });
    expect(second?.[0]).toBe('/analytics/conversion');
    expect(second?.[1]).toMatchObject({ type: 'newsletter_signup' });
    expect(Array.isArray(window.hlTrack)).toBe(false);
  });

  it('gives components inside it a working useAnalytics', async () => {
    render(
      <AnalyticsProvider>
        <Probe />
      </AnalyticsProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Go' }));
    await vi.waitFor(() => expect(sentBodies().some(([, body]) => body.element === 'probe')).toBe(true));
  });

  it('logs a failed send and never throws at the visitor', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockRejectedValueOnce(new Error('offline'));
    window.hlTrack = [{ kind: 'event', type: 'x' }] as TrackRecord[];
    render(<AnalyticsProvider />);
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith('Failed to track event', expect.any(Error)));
  });
});

describe('useAnalytics', () => {
  it('throws outside its provider with the message of the spec', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAnalytics())).toThrow('useAnalytics must be used within an AnalyticsProvider');
  });
});
