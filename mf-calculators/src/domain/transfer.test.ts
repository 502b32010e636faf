import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { transferCosts } from './transfer.ts';

const subtotals = (bill: ReturnType<typeof transferCosts>) => bill.groups.map((group) => group.subtotal);

describe('transferCosts: the calculator’s reading of its fields', () => {
  it('R1,800,000 with the bond left blank is bought with a bond of the whole value (worked by hand)', () => {
    const bill = transferCosts({ propertyValue: 1_800_000, bondAmount: null });
    expect(subtotals(bill)).toEqual([
      21_786, // duty: 13,614 + 6% of (1,800,000 − 1,663,800 = 136,200)
      42_301.5, // transfer attorney 25,370 + 4 × 2,050 = 33,570; VAT 5,035.50; Deeds Office 1,646; lodgement 50; 2,000
      47_839, // bond attorney 33,570; VAT 5,035.50; Deeds Office 1,646; lodgement 50; initiation 6,037.50; 1,500
    ]);
    expect(bill.total).toBe(111_926.5);
  });

  it('a bond amount that is blank, zero, negative or not a number means a bond of the property value', () => {
    const whole = transferCosts({ propertyValue: 800_000, bondAmount: 800_000 });
    for (const bondAmount of [undefined, null, 0, -5, Number.NaN]) {
      expect(transferCosts({ propertyValue: 800_000, bondAmount })).toEqual(whole);
    }
  });

  it('a smaller bond lowers only the bond costs', () => {
    const whole = transferCosts({ propertyValue: 1_800_000 });
    const smaller = transferCosts({ propertyValue: 1_800_000, bondAmount: 400_000 });
    expect(subtotals(smaller).slice(0, 2)).toEqual(subtotals(whole).slice(0, 2));
    expect(smaller.groups[2].subtotal).toBeLessThan(whole.groups[2].subtotal);
  });

  it('a property value that is not positive gives nothing to pay', () => {
    for (const propertyValue of [0, -1, null, undefined, Number.NaN]) {
      expect(transferCosts({ propertyValue, bondAmount: 1_000_000 }).total).toBe(0);
    }
  });

  it('the first-time buyer box changes no figure', () => {
    const input = { propertyValue: 1_400_000, bondAmount: 1_260_000 };
    expect(transferCosts({ ...input, isFirstTime: true })).toEqual(transferCosts(input));
  });
});

describe('transferCosts properties', () => {
  const value = fc.integer({ min: 1, max: 30_000_000 });
  const bond = fc.option(fc.integer({ min: -1_000, max: 30_000_000 }), { nil: undefined });

  it('the total is the sum of the lines', () => {
    fc.assert(
      fc.property(value, bond, (propertyValue, bondAmount) => {
        const bill = transferCosts({ propertyValue, bondAmount });
        const lines = bill.groups.flatMap((group) => group.lines).reduce((sum, line) => sum + line.amount, 0);
        expect(Math.abs(bill.total - lines)).toBeLessThan(0.005);
      }),
    );
  });

  it('the total never falls as the property value rises (the bond held)', () => {
    fc.assert(
      fc.property(value, value, fc.integer({ min: 1, max: 30_000_000 }), (a, b, bondAmount) => {
        const low = transferCosts({ propertyValue: Math.min(a, b), bondAmount }).total;
        const high = transferCosts({ propertyValue: Math.max(a, b), bondAmount }).total;
        expect(high).toBeGreaterThanOrEqual(low);
      }),
    );
  });
});
