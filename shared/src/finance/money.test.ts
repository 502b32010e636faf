import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyInText, formatRand, formatRandCents, groupDigits } from './money.ts';

/** Writes the expected text with plain spaces; the site's groups of digits are set apart by no-break spaces. */
const nbsp = (text: string) => text.replace(/(\d) (?=\d)/g, '$1\u00a0');

describe('the one money format: R1 234 567 and R10 664.30', () => {
  it.each([
    [9_983.8, 'R9 984'],
    [21_786, 'R21 786'],
    [1_234_567.49, 'R1 234 567'],
    [999.5, 'R1 000'],
    [25_000, 'R25 000'],
    [500, 'R500'],
    [0, 'R0'],
    [-0, 'R0'],
    [-0.4, 'R0'],
    [Number.NaN, 'R0'],
    [Number.POSITIVE_INFINITY, 'R0'],
    [-5, '\u2212R5'],
  ])('formatRand(%d) is %j', (value, text) => {
    expect(formatRand(value)).toBe(nbsp(text));
  });

  it.each([
    [9_983.79886969494, 'R9 983.80'],
    [10_664.3, 'R10 664.30'],
    [1.005, 'R1.01'],
    [0, 'R0.00'],
    [-0.004, 'R0.00'],
    [15_228.43, 'R15 228.43'],
  ])('formatRandCents(%d) is %j', (value, text) => {
    expect(formatRandCents(value)).toBe(nbsp(text));
  });

  it('writes digits alone for a field, and ungrouped for a CSV cell', () => {
    expect(formatMoney(1_500_000, { symbol: false })).toBe(nbsp('1 500 000'));
    expect(formatMoney(10_664.3, { cents: true, symbol: false, grouped: false })).toBe('10664.30');
    expect(formatMoney(-2.5, { cents: true, symbol: false, grouped: false })).toBe('-2.50');
    expect(groupDigits('1234567')).toBe(nbsp('1 234 567'));
    expect(groupDigits('123')).toBe('123');
  });

  it('reads back as the amount it rounds to, for any amount', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        const text = formatRandCents(value);
        expect(text).toMatch(/^\u2212?R\d{1,3}(\u00a0\d{3})*\.\d\d$/);
        const read = Number(text.replace(/[^\d.]/g, '')) * (text.startsWith('\u2212') ? -1 : 1);
        expect(Math.abs(read - value)).toBeLessThanOrEqual(0.005 + Math.abs(value) * 1e-15);
      }),
    );
  });
});

describe('formatMoneyInText: rand typed in content, printed the one way', () => {
  it.each([
    ['a R1,500,000 home', 'a R1 500 000 home'],
    ['R9,983.80 a month', 'R9 983.80 a month'],
    ['from R3,000 to R7,000', 'from R3 000 to R7 000'],
    ['R 1 500 000', 'R1 500 000'],
    ['R1500 and R500', 'R1 500 and R500'],
    ['| R1,800,000 | **R21,786** |', '| R1 800 000 | **R21 786** |'],
  ])('%j → %j', (typed, printed) => {
    expect(formatMoneyInText(typed)).toBe(nbsp(printed));
  });

  it.each(['R1.5 million', 'R15+ billion', 'RE5 and 1,500 bonds', 'the NHFC prints 169,265', 'BR1,500'])(
    'leaves %j alone',
    (text) => {
      expect(formatMoneyInText(text)).toBe(text);
    },
  );
});
