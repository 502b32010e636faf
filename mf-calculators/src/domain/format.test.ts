import { formatRand as sharedFormatRand, formatRandCents as sharedFormatRandCents } from '@hl/shared/finance';
import { describe, expect, it } from 'vitest';
import {
  acceptMoneyInput,
  formatMoneyInput,
  formatRand,
  formatRandCents,
  formatTimeSaved,
  isMoneyInputAcceptable,
  parseMoneyInput,
  parseNumberInput,
} from './format.ts';

/** Written with spaces here; the page groups with no-break spaces. */
const grouped = (text: string) => text.replace(/ /g, '\u00a0');

describe('money figures', () => {
  it('are written by the one formatter of @hl/shared/finance', () => {
    expect(formatRand).toBe(sharedFormatRand);
    expect(formatRandCents).toBe(sharedFormatRandCents);
    expect(formatRand(21_786)).toBe(grouped('R21 786'));
    expect(formatRandCents(10_664.3)).toBe(grouped('R10 664.30'));
  });
});

describe('formatTimeSaved', () => {
  it.each([
    [0, '0 months'],
    [1, '1 month'],
    [11, '11 months'],
    [12, '1 year'],
    [13, '1 year 1 month'],
    [14, '1 year 2 months'],
    [24, '2 years'],
    [25, '2 years 1 month'],
    [57, '4 years 9 months'],
    [-3, '0 months'],
    [Number.NaN, '0 months'],
  ])('%d months → %j', (months, text) => {
    expect(formatTimeSaved(months)).toBe(text);
  });
});

describe('money inputs', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['999', '999'],
    ['1000', '1 000'],
    ['1800000', '1 800 000'],
    ['1 800 000', '1 800 000'],
    ['1,800,000', '1 800 000'],
    ['18,00000', '1 800 000'],
    ['1234567.5', '1 234 567.5'],
    ['1234.', '1 234.'],
    ['.5', '.5'],
    ['12a', '12a'],
  ])('formatMoneyInput(%j) → %j', (text, shown) => {
    expect(formatMoneyInput(text)).toBe(grouped(shown));
  });

  it.each([
    ['1 800 000', 1_800_000],
    [grouped('1 800 000'), 1_800_000],
    ['1,800,000', 1_800_000],
    ['1800000', 1_800_000],
    ['1,234.56', 1_234.56],
    ['12.', 12],
    ['.5', 0.5],
    ['0', 0],
    [' 5', 5],
    ['', null],
    ['.', null],
    [',', null],
    ['abc', null],
    ['12a', null],
    ['1.2.3', null],
    ['-5', null],
    ['1e5', null],
    ['R500', null],
  ])('parseMoneyInput(%j) → %j', (text, value) => {
    expect(parseMoneyInput(text)).toBe(value);
  });

  it('a change is accepted only if the stripped text is numeric (empty and a decimal point allowed)', () => {
    for (const text of ['', '.', '1 000', '1,000', '1 000.', '1 000.5', '12,34'])
      expect(isMoneyInputAcceptable(text)).toBe(true);
    for (const text of ['a', '1 000a', '1..', '-1', '+1', 'R1 000']) expect(isMoneyInputAcceptable(text)).toBe(false);
    expect(acceptMoneyInput(grouped('1 0005'), '1000')).toBe('10005');
    expect(acceptMoneyInput('1 000x', '1000')).toBe('1000');
    expect(acceptMoneyInput('', '5')).toBe('');
    expect(formatMoneyInput(acceptMoneyInput(grouped('1 0005'), '1000'))).toBe(grouped('10 005'));
  });

  it('parseNumberInput reads the rate and extra payment fields', () => {
    expect(parseNumberInput('10.75')).toBe(10.75);
    expect(parseNumberInput('0')).toBe(0);
    expect(parseNumberInput('')).toBeNull();
    expect(parseNumberInput('  ')).toBeNull();
    expect(parseNumberInput('abc')).toBeNull();
    expect(parseNumberInput(null)).toBeNull();
  });
});
