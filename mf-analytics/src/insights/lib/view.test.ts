import { describe, expect, it } from 'vitest';
import { presetRange, readView, resolveRange, sastDate, writeView } from './view.ts';

const at = (iso: string) => Date.parse(iso);

describe('the ranges the insights page asks for', () => {
  it('counts days in South African time: 22:30 UTC is already the next day', () => {
    expect(sastDate(at('2026-11-23T21:59:00Z'))).toBe('2026-11-23');
    expect(sastDate(at('2026-11-23T22:00:00Z'))).toBe('2026-11-24');
  });

  it('ends every preset with today, whole days from midnight', () => {
    const now = at('2026-11-23T09:00:00Z');
    expect(presetRange('today', now)).toEqual({ from: '2026-11-23T00:00:00+02:00', to: '2026-11-24T00:00:00+02:00' });
    expect(presetRange('7d', now)).toEqual({ from: '2026-11-17T00:00:00+02:00', to: '2026-11-24T00:00:00+02:00' });
    expect(presetRange('30d', now).from).toBe('2026-10-25T00:00:00+02:00');
  });

  it('takes a custom range of whole days, the last one included, and explains an unusable one', () => {
    const now = at('2026-11-23T09:00:00Z');
    const custom = (from?: string, to?: string) => resolveRange({ preset: 'custom', from, to, filters: {} }, now);
    expect(custom('2026-02-27', '2026-03-01')).toEqual({
      from: '2026-02-27T00:00:00+02:00',
      to: '2026-03-02T00:00:00+02:00',
    });
    expect(custom('2026-11-01', undefined)).toEqual({ error: 'Choose a first and a last day for the custom range.' });
    expect(custom('2026-11-01', '2026-13-40')).toEqual({
      error: 'Choose a first and a last day for the custom range.',
    });
    expect(custom('2026-11-02', '2026-11-01')).toEqual({ error: 'The last day must be on or after the first day.' });
    expect(custom('2025-01-01', '2026-11-01')).toEqual({ error: 'A range covers at most 366 days.' });
  });
});

describe('the view in the address', () => {
  it('reads range and filters back as written, ignoring unknown keys and empty values', () => {
    const view = {
      preset: 'custom' as const,
      from: '2026-11-01',
      to: '2026-11-15',
      filters: { page: '/team', os: 'iOS' },
    };
    expect(readView(writeView(view))).toEqual(view);
    expect(readView(new URLSearchParams('range=nope&page=&evil=1&device=Mobile'))).toEqual({
      preset: '7d',
      filters: { device: 'Mobile' },
    });
  });

  it('keeps the default week out of the address', () => {
    expect(writeView({ preset: '7d', filters: { referrer: 'google.com' } }).toString()).toBe('referrer=google.com');
  });
});
