import { describe, expect, it } from 'vitest';
import { banks } from './banks.ts';
import { banksPerApplication, claimForm, shownClaims, site } from './site.ts';

const { claims } = site;

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
