import { describe, expect, it } from 'vitest';
import { businessHoursBetween } from './business-hours.ts';

const sast = (text: string) => Date.parse(`${text}+02:00`);

describe('business hours between two instants', () => {
  it('counts the office hours only: a weekday 8-17, Saturday 9-14, never Sunday or the night', () => {
    // Wednesday 25 November 2026, 10:00 to 15:30: all within the day's hours.
    expect(businessHoursBetween(sast('2026-11-25T10:00:00'), sast('2026-11-25T15:30:00'))).toBe(5.5);
    // Friday 16:00 to Monday 09:00: one hour on Friday, Saturday's five, one on Monday.
    expect(businessHoursBetween(sast('2026-11-27T16:00:00'), sast('2026-11-30T09:00:00'))).toBe(7);
    // Saturday evening to Sunday night: nothing.
    expect(businessHoursBetween(sast('2026-11-28T15:00:00'), sast('2026-11-29T23:00:00'))).toBe(0);
    // Overnight from Tuesday 18:00 to Wednesday 08:30.
    expect(businessHoursBetween(sast('2026-11-24T18:00:00'), sast('2026-11-25T08:30:00'))).toBe(0.5);
  });
});
