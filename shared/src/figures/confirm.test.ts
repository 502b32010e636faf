import { describe, expect, it } from 'vitest';
import { dueForConfirmation } from './confirm.ts';
import type { Figure } from './types.ts';

const figure = (overrides: Partial<Figure<number>>): Figure<number> => ({
  name: 'prime',
  value: 10.5,
  appliesFrom: '2026-05-29',
  lastConfirmed: '2026-05-29',
  sources: [],
  confirmAgain: { kind: 'mpc' },
  ...overrides,
});
const schedule = ['2026-05-28', '2026-07-23', '2026-09-23', '2026-11-19', '2027-01-28'];

describe('dueForConfirmation', () => {
  it('asks for the rate again once the Reserve Bank has met since it was last confirmed, naming the meetings', () => {
    expect(dueForConfirmation('2026-11-27', [figure({})], schedule).map((item) => item.text)).toEqual([
      'prime last confirmed 29 May 2026; the Reserve Bank has met since (23 July, 23 September and 19 November 2026)',
    ]);
  });

  it('asks for nothing between a confirmation and the next meeting, and from the meeting day on', () => {
    expect(dueForConfirmation('2026-07-22', [figure({})], schedule)).toEqual([]);
    expect(dueForConfirmation('2026-07-23', [figure({})], schedule)).toHaveLength(1);
  });

  it('asks for a yearly schedule from the first day of its month until it is confirmed again', () => {
    const deeds = figure({
      name: 'the Deeds Office fee schedule',
      lastConfirmed: '2026-02-28',
      confirmAgain: { kind: 'yearly', month: 4, when: 'every April and whenever a new one is gazetted' },
    });
    expect(dueForConfirmation('2026-03-31', [deeds], schedule)).toEqual([]);
    expect(dueForConfirmation('2026-04-01', [deeds], schedule)[0]?.text).toBe(
      'the Deeds Office fee schedule last confirmed 28 February 2026; it is confirmed every April and whenever a new one is gazetted, and has not been since 1 April 2026',
    );
    expect(dueForConfirmation('2026-12-01', [{ ...deeds, lastConfirmed: '2026-04-02' }], schedule)).toEqual([]);
  });

  it('never asks for a replaced version', () => {
    expect(dueForConfirmation('2030-01-01', [figure({ confirmAgain: { kind: 'replaced' } })], ['2030-06-01'])).toEqual(
      [],
    );
  });

  it('asks for next year’s meeting dates once the last one listed has passed', () => {
    const due = dueForConfirmation('2026-11-27', [], schedule.slice(0, -1));
    expect(due.map((item) => item.text)).toEqual([
      'the Reserve Bank’s meeting dates: none listed after 19 November 2026; add the 2027 dates from its published schedule',
    ]);
  });

  it('lists the oldest confirmation first', () => {
    const due = dueForConfirmation(
      '2026-11-27',
      [
        figure({}),
        figure({
          name: 'VAT',
          lastConfirmed: '2025-05-21',
          confirmAgain: { kind: 'yearly', month: 3, when: 'every March' },
        }),
      ],
      schedule,
    );
    expect(due.map((item) => item.figure)).toEqual(['VAT', 'prime']);
  });

  it('reads the site’s own figures by default', () => {
    const texts = dueForConfirmation('2026-11-27').map((item) => item.text);
    expect(texts).toContain(
      'prime last confirmed 29 May 2026; the Reserve Bank has met since (23 July, 23 September and 19 November 2026)',
    );
  });
});
