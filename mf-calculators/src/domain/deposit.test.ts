import { describe, expect, it } from 'vitest';
import { deposit, parseIsoDate, wholeMonthsBetween } from './deposit.ts';

describe('deposit', () => {
  it('R1,500,000 with R50,000 saved and R5,000 a month: R150,000 required, R100,000 to go, 20 months', () => {
    expect(deposit({ propertyValue: 1_500_000, currentSavings: 50_000, monthlySavings: 5_000 })).toEqual({
      required: 150_000,
      stillNeeded: 100_000,
      monthsToSave: 20,
    });
  });

  it('rounds the months up: R100,000 at R3,000 a month is 34 months', () => {
    expect(deposit({ propertyValue: 1_000_000, currentSavings: 0, monthlySavings: 3_000 }).monthsToSave).toBe(34);
  });

  it('an exact quotient is not pushed up by binary noise', () => {
    // 12,000.12 / 1,000.01 is 12.000000000000002 in binary: still 12 months, not 13
    expect(deposit({ propertyValue: 120_001.2, monthlySavings: 1_000.01 }).monthsToSave).toBe(12);
    expect(deposit({ propertyValue: 360_104.4, monthlySavings: 1_000.29 }).monthsToSave).toBe(36);
  });

  it('nothing needed when savings cover the deposit: 0 months', () => {
    expect(deposit({ propertyValue: 1_000_000, currentSavings: 150_000, monthlySavings: 2_000 })).toEqual({
      required: 100_000,
      stillNeeded: 0,
      monthsToSave: 0,
    });
    expect(deposit({ propertyValue: 1_000_000, currentSavings: 100_000, monthlySavings: 2_000 }).monthsToSave).toBe(0);
  });

  it('current savings default to 0 (blank, not a number or negative)', () => {
    for (const currentSavings of [undefined, null, Number.NaN, -10_000]) {
      expect(deposit({ propertyValue: 2_000_000, currentSavings, monthlySavings: 10_000 })).toEqual({
        required: 200_000,
        stillNeeded: 200_000,
        monthsToSave: 20,
      });
    }
  });

  const zero = { required: 0, stillNeeded: 0, monthsToSave: 0 };
  it.each([
    ['property value not a number', { propertyValue: Number.NaN, monthlySavings: 5_000 }],
    ['property value blank', { propertyValue: null, monthlySavings: 5_000 }],
    ['property value negative', { propertyValue: -1, monthlySavings: 5_000 }],
    ['property value 0', { propertyValue: 0, monthlySavings: 5_000 }],
    ['monthly savings not a number', { propertyValue: 1_000_000, monthlySavings: Number.NaN }],
    ['monthly savings blank', { propertyValue: 1_000_000, monthlySavings: undefined }],
    ['monthly savings 0', { propertyValue: 1_000_000, monthlySavings: 0 }],
    ['monthly savings negative', { propertyValue: 1_000_000, monthlySavings: -500 }],
  ])('gives zero results when %s', (_label, input) => {
    expect(deposit({ ...input, targetDate: '2030-01-01', today: '2025-01-15' })).toEqual(zero);
  });

  describe('with a target date', () => {
    const base = {
      propertyValue: 1_500_000,
      currentSavings: 50_000,
      monthlySavings: 5_000,
      today: '2025-01-15',
    };

    it('is reached when the months to save fit before it', () => {
      expect(deposit({ ...base, targetDate: '2026-09-15' })).toEqual({
        required: 150_000,
        stillNeeded: 100_000,
        monthsToSave: 20,
        monthsToTarget: 20,
        targetReached: true,
        monthlyNeededForTarget: 5_000,
      });
    });

    it('is not reached a day earlier, and says what a month would need (rounded up to the cent)', () => {
      const result = deposit({ ...base, targetDate: '2026-09-14' });
      expect(result.monthsToTarget).toBe(19);
      expect(result.targetReached).toBe(false);
      expect(result.monthlyNeededForTarget).toBe(5_263.16); // 100,000 / 19 = 5,263.157…
    });

    it('a target in the past or this month needs the whole amount now', () => {
      for (const targetDate of ['2024-12-01', '2025-01-15', '2025-02-14']) {
        const result = deposit({ ...base, targetDate });
        expect(result.monthsToTarget).toBe(0);
        expect(result.targetReached).toBe(false);
        expect(result.monthlyNeededForTarget).toBe(100_000);
      }
    });

    it('is reached at once when nothing is needed', () => {
      const result = deposit({ ...base, currentSavings: 200_000, targetDate: '2025-01-20' });
      expect(result).toMatchObject({
        stillNeeded: 0,
        monthsToTarget: 0,
        targetReached: true,
        monthlyNeededForTarget: 0,
      });
    });

    it('accepts today as a Date (read in local time)', () => {
      const result = deposit({
        ...base,
        today: new Date(2025, 0, 15, 23, 59),
        targetDate: '2026-09-15',
      });
      expect(result.monthsToTarget).toBe(20);
    });

    it.each(['', 'next year', '2025-02-30', '2025-13-01', '15/09/2026', null, undefined])(
      'ignores a target date of %j',
      (targetDate) => {
        expect(deposit({ ...base, targetDate })).toEqual({
          required: 150_000,
          stillNeeded: 100_000,
          monthsToSave: 20,
        });
      },
    );

    it('saving the suggested amount does reach the target', () => {
      for (const targetDate of ['2025-08-03', '2026-02-28', '2027-11-30', '2031-06-15']) {
        const first = deposit({ ...base, targetDate });
        const monthlySavings = first.monthlyNeededForTarget ?? 0;
        expect(deposit({ ...base, monthlySavings, targetDate }).targetReached).toBe(true);
      }
    });
  });
});

describe('calendar helpers', () => {
  it('parseIsoDate accepts real dates only', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2025-02-29')).toBeNull();
    expect(parseIsoDate('2025-1-05')).toBeNull();
  });

  it('wholeMonthsBetween counts a month once its day is reached', () => {
    const d = (year: number, month: number, day: number) => ({ year, month, day });
    expect(wholeMonthsBetween(d(2025, 1, 15), d(2025, 7, 15))).toBe(6);
    expect(wholeMonthsBetween(d(2025, 1, 15), d(2025, 7, 14))).toBe(5);
    expect(wholeMonthsBetween(d(2025, 1, 31), d(2025, 2, 28))).toBe(1);
    expect(wholeMonthsBetween(d(2025, 1, 31), d(2025, 2, 27))).toBe(0);
    expect(wholeMonthsBetween(d(2025, 12, 1), d(2026, 1, 1))).toBe(1);
    expect(wholeMonthsBetween(d(2025, 6, 1), d(2025, 1, 1))).toBe(0);
  });
});
