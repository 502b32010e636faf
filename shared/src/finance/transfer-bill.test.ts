import { describe, expect, it } from 'vitest';
import { type BillGroupId, type TransferBill, transferBill } from './transfer-bill.ts';

/*
 * Itemised bills worked out by hand from the schedules in force (transfer duty from 1 April 2025,
 * the Deeds Office schedule from 1 April 2025, the conveyancing guideline from 1 August 2025, VAT
 * 15%, the National Credit Act's initiation fee cap), with the disbursement estimates of R2,000
 * (transfer) and R1,500 (bond). Each expected amount is written out in the comment beside it.
 */

const amounts = (bill: TransferBill, id: BillGroupId) =>
  bill.groups.find((group) => group.id === id)?.lines.map((line) => [line.label, line.amount]);
const subtotal = (bill: TransferBill, id: BillGroupId) => bill.groups.find((group) => group.id === id)?.subtotal;

describe('transferBill, worked by hand', () => {
  it('R1,000,000 with a R900,000 bond: below the duty threshold, with bond costs', () => {
    const bill = transferBill({ price: 1_000_000, bond: 900_000 });
    // R1,000,000 is within the first band (up to R1,210,000): no duty.
    expect(amounts(bill, 'transferDuty')).toEqual([['Transfer duty', 0]]);
    expect(amounts(bill, 'attorneyFees')).toEqual([
      ['Transfer attorney’s fee', 25_370], // 15,120 for the first R500,000 + 5 × 2,050 for the next R500,000
      ['VAT on the transfer attorney’s fee', 3_805.5], // 15% of 25,370
      ['Deeds Office transfer registration fee', 1_464], // R800,001 to R1,000,000
      ['Deeds Office lodgement fee', 50],
      ['Transfer attorney’s disbursements (estimate)', 2_000],
    ]);
    expect(subtotal(bill, 'attorneyFees')).toBe(32_689.5); // 25,370 + 3,805.50 + 1,464 + 50 + 2,000
    expect(amounts(bill, 'bondCosts')).toEqual([
      ['Bond attorney’s fee', 23_320], // 15,120 + 4 × 2,050 (R400,000 above R500,000)
      ['VAT on the bond attorney’s fee', 3_498], // 15% of 23,320
      ['Deeds Office bond registration fee', 1_464], // bond of R800,001 to R1,000,000
      ['Deeds Office lodgement fee', 50],
      ['Bank’s initiation fee (incl. VAT)', 6_037.5], // 1,100 + 10% of 890,000 passes the 5,250 cap; + 15% VAT
      ['Bond attorney’s disbursements (estimate)', 1_500],
    ]);
    expect(subtotal(bill, 'bondCosts')).toBe(35_869.5); // 23,320 + 3,498 + 1,464 + 50 + 6,037.50 + 1,500
    expect(bill.total).toBe(68_559); // 0 + 32,689.50 + 35,869.50
  });

  it('R1,500,000 with a R1,350,000 bond: above the duty threshold, with bond costs (about R92,000)', () => {
    const bill = transferBill({ price: 1_500_000, bond: 1_350_000 });
    expect(subtotal(bill, 'transferDuty')).toBe(8_700); // 3% of (1,500,000 − 1,210,000 = 290,000)
    expect(amounts(bill, 'attorneyFees')).toEqual([
      ['Transfer attorney’s fee', 31_520], // 25,370 for the first R1,000,000 + 3 × 2,050 (R500,000 in R200,000 steps, rounded up)
      ['VAT on the transfer attorney’s fee', 4_728], // 15% of 31,520
      ['Deeds Office transfer registration fee', 1_646], // R1,000,001 to R2,000,000
      ['Deeds Office lodgement fee', 50],
      ['Transfer attorney’s disbursements (estimate)', 2_000],
    ]);
    expect(subtotal(bill, 'attorneyFees')).toBe(39_944); // 31,520 + 4,728 + 1,646 + 50 + 2,000
    expect(amounts(bill, 'bondCosts')).toEqual([
      ['Bond attorney’s fee', 29_470], // 25,370 + 2 × 2,050 (R350,000 above R1,000,000)
      ['VAT on the bond attorney’s fee', 4_420.5], // 15% of 29,470
      ['Deeds Office bond registration fee', 1_646], // bond of R1,000,001 to R2,000,000
      ['Deeds Office lodgement fee', 50],
      ['Bank’s initiation fee (incl. VAT)', 6_037.5], // the 5,250 cap + 15% VAT
      ['Bond attorney’s disbursements (estimate)', 1_500],
    ]);
    expect(subtotal(bill, 'bondCosts')).toBe(43_124); // 29,470 + 4,420.50 + 1,646 + 50 + 6,037.50 + 1,500
    expect(bill.total).toBe(91_768); // 8,700 + 39,944 + 43,124
  });

  it('R900,000 in cash: below the threshold, no bond', () => {
    const bill = transferBill({ price: 900_000, bond: 0 });
    expect(subtotal(bill, 'transferDuty')).toBe(0);
    // 15,120 + 4 × 2,050 = 23,320; VAT 3,498; Deeds Office 1,464 (R800,001 to R1,000,000); 50; 2,000
    expect(subtotal(bill, 'attorneyFees')).toBe(30_332);
    expect(amounts(bill, 'bondCosts')).toEqual([]);
    expect(bill.total).toBe(30_332);
  });

  it('R2,500,000 in cash: in the 8% duty band, no bond', () => {
    const bill = transferBill({ price: 2_500_000, bond: 0 });
    expect(subtotal(bill, 'transferDuty')).toBe(67_200); // 53,544 + 8% of (2,500,000 − 2,329,300 = 170,700 → 13,656)
    expect(amounts(bill, 'attorneyFees')).toEqual([
      ['Transfer attorney’s fee', 41_770], // 25,370 + 8 × 2,050 (R1,500,000 in R200,000 steps is 7.5, rounded up)
      ['VAT on the transfer attorney’s fee', 6_265.5], // 15% of 41,770
      ['Deeds Office transfer registration fee', 2_281], // R2,000,001 to R4,000,000
      ['Deeds Office lodgement fee', 50],
      ['Transfer attorney’s disbursements (estimate)', 2_000],
    ]);
    expect(bill.total).toBe(119_566.5); // 67,200 + 41,770 + 6,265.50 + 2,281 + 50 + 2,000
  });

  it('the duty threshold belongs to the duty-free band, and a rand above it pays 3% of that rand', () => {
    expect(subtotal(transferBill({ price: 1_210_000, bond: 0 }), 'transferDuty')).toBe(0);
    expect(subtotal(transferBill({ price: 1_210_001, bond: 0 }), 'transferDuty')).toBe(0.03);
  });

  it('a small bond pays the initiation fee below the cap', () => {
    // 1,100 + 10% of (40,000 − 10,000) = 4,100, plus 15% VAT = 4,715
    const bill = transferBill({ price: 300_000, bond: 40_000 });
    const initiation = bill.groups[2].lines.find((item) => item.label.startsWith('Bank’s initiation fee'));
    expect(initiation?.amount).toBe(4_715);
  });

  it('a bond above the bands that could be read is priced at the last band, marked as an estimate', () => {
    const bill = transferBill({ price: 8_000_000, bond: 7_000_000 });
    const deeds = bill.groups[2].lines.find((item) => item.label === 'Deeds Office bond registration fee');
    expect(deeds).toMatchObject({ amount: 2_767, estimate: true });
    expect(deeds?.basis).toMatch(/estimate/);
  });

  it('every line names its basis with the date its figure applies from', () => {
    const bill = transferBill({ price: 1_500_000, bond: 1_350_000 });
    for (const item of bill.groups.flatMap((group) => group.lines)) {
      expect(item.figure.sources.length).toBeGreaterThan(0);
      if (!item.estimate) expect(item.basis).toMatch(/\d{1,2} [A-Z][a-z]+ \d{4}|% VAT/);
    }
  });

  it('a price that is not positive gives every line of a bill with a bond, each at zero', () => {
    const shape = transferBill({ price: 1_500_000, bond: 1_350_000 }).groups.map((group) =>
      group.lines.map((item) => item.label),
    );
    for (const price of [0, -1, Number.NaN]) {
      for (const bond of [0, 500_000]) {
        const bill = transferBill({ price, bond });
        expect(bill.total).toBe(0);
        expect(bill.groups.map((group) => group.lines.map((item) => item.label))).toEqual(shape);
        expect(bill.groups.flatMap((group) => group.lines).every((item) => item.amount === 0)).toBe(true);
      }
    }
  });
});
