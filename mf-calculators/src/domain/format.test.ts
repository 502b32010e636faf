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

const NBSP = '\u00a0';

describe('formatRand (Intl en-ZA, no decimals)', () => {
  it.each([
    [9_983.8, `R${NBSP}9${NBSP}984`],
    [21_786, `R${NBSP}21${NBSP}786`],
    [1_234_567.49, `R${NBSP}1${NBSP}234${NBSP}567`],
    [999.5, `R${NBSP}1${NBSP}000`],
    [0, `R${NBSP}0`],
    [-0, `R${NBSP}0`],
    [-0.4, `R${NBSP}0`],
    [Number.NaN, `R${NBSP}0`],
    [Number.POSITIVE_INFINITY, `R${NBSP}0`],
    [-5, `-R${NBSP}5`],
  ])('%d → %j', (value, text) => {
    expect(formatRand(value)).toBe(text);
  });
});

describe('formatRandCents (Intl en-ZA, 2 decimals)', () => {
  it.each([
    [9_983.79886969494, `R${NBSP}9${NBSP}983,80`],
    [10_664.3, `R${NBSP}10${NBSP}664,30`],
    [0, `R${NBSP}0,00`],
    [-0.004, `R${NBSP}0,00`],
  ])('%d → %j', (value, text) => {
    expect(formatRandCents(value)).toBe(text);
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
    ['1000', '1,000'],
    ['1800000', '1,800,000'],
    ['1,800,000', '1,800,000'],
    ['18,00000', '1,800,000'],
    ['1234567.5', '1,234,567.5'],
    ['1234.', '1,234.'],
    ['.5', '.5'],
    ['12a', '12a'],
  ])('formatMoneyInput(%j) → %j', (text, shown) => {
    expect(formatMoneyInput(text)).toBe(shown);
  });

  it.each([
    ['1,800,000', 1_800_000],
    ['1800000', 1_800_000],
    ['1,234.56', 1_234.56],
    ['12.', 12],
    ['.5', 0.5],
    ['0', 0],
    ['', null],
    ['.', null],
    [',', null],
    ['abc', null],
    ['12a', null],
    ['1.2.3', null],
    ['-5', null],
    ['1e5', null],
    [' 5', null],
    ['R500', null],
  ])('parseMoneyInput(%j) → %j', (text, value) => {
    expect(parseMoneyInput(text)).toBe(value);
  });

  it('a change is accepted only if the stripped text is numeric (empty and a decimal point allowed)', () => {
    for (const text of ['', '.', '1,000', '1,000.', '1,000.5', '12,34'])
      expect(isMoneyInputAcceptable(text)).toBe(true);
    for (const text of ['a', '1,000a', '1..', '-1', '+1', '1 000']) expect(isMoneyInputAcceptable(text)).toBe(false);
    expect(acceptMoneyInput('1,0005', '1,000')).toBe('10005');
    expect(acceptMoneyInput('1,000x', '1000')).toBe('1000');
    expect(acceptMoneyInput('', '5')).toBe('');
    expect(formatMoneyInput(acceptMoneyInput('1,0005', '1000'))).toBe('10,005');
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
