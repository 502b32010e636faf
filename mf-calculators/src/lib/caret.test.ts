import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { acceptMoneyInput, formatMoneyInput } from '../domain/index.ts';
import { caretAfterChange, caretAfterSignificant, significantBefore } from './caret.ts';

describe('caret in money fields', () => {
  it('counts digits and points before a position', () => {
    expect(significantBefore('1,800,000', 0)).toBe(0);
    expect(significantBefore('1,800,000', 2)).toBe(1);
    expect(significantBefore('1,800,000', 9)).toBe(7);
    expect(significantBefore('1,234.5', 7)).toBe(6);
  });

  it('finds the place after the n-th digit in formatted text', () => {
    expect(caretAfterSignificant('1,800,000', 0)).toBe(0);
    expect(caretAfterSignificant('1,800,000', 1)).toBe(1);
    expect(caretAfterSignificant('1,800,000', 2)).toBe(3);
    expect(caretAfterSignificant('1,800,000', 99)).toBe(9);
  });

  it('keeps the caret after the typed digit when commas move', () => {
    // '180,000' with a 0 typed after the 1 → '1080,000' → '1,080,000'; caret after '1,0'.
    expect(caretAfterChange('1080,000', 2, '1,080,000', true)).toBe(3);
    // Typing at the end keeps the caret at the end.
    expect(caretAfterChange('180,0000', 8, '1,800,000', true)).toBe(9);
    // Deleting the comma in '1,800' (caret after it) leaves the text as it was; caret after the 1.
    expect(caretAfterChange('1800', 1, '1,800', true)).toBe(1);
  });

  it('puts the caret back where it was when a change is refused', () => {
    // 'x' typed after '1,8' in '1,800' is refused: the field shows '1,800', caret after '1,8'.
    expect(caretAfterChange('1,8x00', 4, '1,800', false)).toBe(3);
  });

  it('after any accepted insertion of a digit, the caret sits right after that digit', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{0,9}$/),
        fc.nat(),
        fc.integer({ min: 0, max: 9 }),
        (digits, at, digit) => {
          const before = formatMoneyInput(digits);
          const position = at % (before.length + 1);
          const typed = before.slice(0, position) + String(digit) + before.slice(position);
          const next = formatMoneyInput(acceptMoneyInput(typed, digits));
          const caret = caretAfterChange(typed, position + 1, next, true);
          expect(next.charAt(caret - 1)).toBe(String(digit));
          expect(significantBefore(next, caret)).toBe(significantBefore(typed, position + 1));
        },
      ),
    );
  });
});
