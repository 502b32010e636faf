import { describe, expect, it } from 'vitest';
import { site } from './site.ts';

const clock = (hour: number) => `${hour % 12 || 12}:00 ${hour < 12 ? 'AM' : 'PM'}`;

describe('the business hours', () => {
  it('say as numbers what the site shows in words, so alerts count the hours visitors are told', () => {
    const hours = site.openingHours;
    const weekdays = [1, 2, 3, 4, 5].map((d) => hours[d as 1]);
    expect(new Set(weekdays.map((h) => h?.join('-'))).size).toBe(1);
    const [open, close] = weekdays[0] ?? [0, 0];
    const [satOpen, satClose] = hours[6] ?? [0, 0];
    expect(hours[0]).toBeUndefined();
    expect(site.businessHours).toEqual([
      `Mon–Fri: ${clock(open)} – ${clock(close)}`,
      `Sat: ${clock(satOpen)} – ${clock(satClose)}`,
    ]);
  });
});
