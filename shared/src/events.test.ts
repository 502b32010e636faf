import { afterEach, describe, expect, it, vi } from 'vitest';
import { OPEN_APPLICATION_DIALOG, openApplicationDialog, type TrackRecord, track, trackEvent } from './events.ts';

describe('browser contract', () => {
  afterEach(() => {
    window.hlTrack = undefined;
  });

  it('queues records until the analytics remote takes over the queue', () => {
    trackEvent('calculator_selected', 'calculator', 'transfer');
    track({ kind: 'conversion', type: 'newsletter_signup' });
    expect(window.hlTrack).toEqual([
      { kind: 'event', type: 'calculator_selected', element: 'calculator', value: 'transfer' },
      { kind: 'conversion', type: 'newsletter_signup' },
    ]);
  });

  it('hands records straight to whoever replaced the queue', () => {
    const push = vi.fn();
    window.hlTrack = { push };
    trackEvent('nav_click', 'team');
    expect(push).toHaveBeenCalledWith({ kind: 'event', type: 'nav_click', element: 'team' } satisfies TrackRecord);
  });

  it('asks the shell to open the application dialog with a window event', () => {
    const listener = vi.fn();
    window.addEventListener(OPEN_APPLICATION_DIALOG, listener);
    openApplicationDialog('calculators-cta');
    const event = listener.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ source: 'calculators-cta' });
    window.removeEventListener(OPEN_APPLICATION_DIALOG, listener);
  });
});
