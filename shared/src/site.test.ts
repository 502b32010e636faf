import { describe, expect, it } from 'vitest';
import { banks } from './banks.ts';
import { banksPerApplication, claimForm, shownClaims, site } from './site.ts';

const { claims } = site;

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

describe('marketing claims', () => {
  it('leaves a claim the business has not confirmed out of a stat strip', () => {
    const strip = shownClaims([
      { claim: claims.yearsExperience, label: 'Years of experience' },
      { claim: claims.bondsApproved, label: 'Bonds approved' },
      { claim: claimForm(claims.responseTime, (time) => time.short), label: 'Response time' },
    ]);
    expect(claims.bondsApproved.confirmed).toBe(false);
    expect(strip).toEqual([
      { value: claims.yearsExperience.value, label: 'Years of experience' },
      { value: claims.responseTime.value.short, label: 'Response time' },
    ]);
  });

  // Running text cannot drop a claim the way a stat strip does: one the business withdraws has to be
  // reworded out of the hero, FAQs, services and page heads first, and this says so.
  it.each([
    ['banksPerApplication', claims.banksPerApplication],
    ['responseTime', claims.responseTime],
    ['betterRates', claims.betterRates],
    ['teamCombinedYears', claims.teamCombinedYears],
  ] as const)('states %s in running text only while it is confirmed', (_name, stated) => {
    expect(stated.confirmed).toBe(true);
  });

  it('names no more lenders than one application reaches', () => {
    expect(banksPerApplication).toBeGreaterThanOrEqual(banks.length);
  });
});
