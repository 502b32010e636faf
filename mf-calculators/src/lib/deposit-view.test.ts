import { describe, expect, it } from 'vitest';
import { deposit } from '../domain/index.ts';
import { depositTargetView } from './deposit-view.ts';

const nbsp = (text: string) => text.replace(/ /g, '\u00a0');

describe('deposit target view', () => {
  it('asks for a date when there is none', () => {
    expect(depositTargetView(deposit({ propertyValue: 1_000_000, monthlySavings: 5_000 }))).toEqual({
      status: 'Add a target date',
      monthly: '—',
    });
  });

  it('says whether the date is reached and rounds the monthly saving up to the rand', () => {
    const reached = deposit({
      propertyValue: 1_000_000,
      monthlySavings: 5_000,
      targetDate: '2027-01-01',
      today: '2025-01-01',
    });
    expect(depositTargetView(reached)).toEqual({ status: 'On track (24 months left)', monthly: nbsp('R4 167') });

    const missed = deposit({
      propertyValue: 1_000_000,
      monthlySavings: 5_000,
      targetDate: '2025-02-01',
      today: '2025-01-01',
    });
    expect(depositTargetView(missed)).toEqual({ status: 'Not yet (1 month left)', monthly: nbsp('R100 000') });
  });
});
