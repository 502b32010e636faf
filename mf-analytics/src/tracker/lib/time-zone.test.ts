import { afterEach, describe, expect, it, vi } from 'vitest';
import { readTimeZone } from './time-zone.ts';

describe('the time zone', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('comes from Temporal where the browser has it, without touching Intl', () => {
    vi.stubGlobal('Temporal', { Now: { timeZoneId: () => 'Africa/Johannesburg' } });
    const intl = vi.spyOn(Intl, 'DateTimeFormat');
    expect(readTimeZone()).toBe('Africa/Johannesburg');
    expect(intl).not.toHaveBeenCalled();
  });

  it('comes from Intl where it has not', () => {
    vi.stubGlobal('Temporal', undefined);
    expect(readTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(readTimeZone()).not.toBe('');
  });

  it('is empty when the browser will not say', () => {
    vi.stubGlobal('Temporal', {
      Now: {
        timeZoneId: () => {
          throw new RangeError('no zone');
        },
      },
    });
    expect(readTimeZone()).toBe('');
  });
});
