import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AmortisationRow, amortisation, scheduleToCsv } from './amortisation.ts';

const cents = (value: number) => Math.round(value * 100);
const isTwoDecimals = (value: number) => Math.round(value * 100) / 100 === value;

describe('amortisation', () => {
  const rows = amortisation({ loanAmount: 1_000_000, interestRate: 11.5, term: 20 });

  it('has one row per month of the term', () => {
    expect(rows).toHaveLength(240);
    expect(rows.map((r) => r.month)).toEqual(Array.from({ length: 240 }, (_, i) => i + 1));
  });

  it('starts with the instalment, a month of interest and the rest off the balance', () => {
    // 1,000,000 × 11.5 / 12 / 100 = 9,583.33; instalment 10,664.30
    expect(rows[0]).toEqual({
      month: 1,
      payment: 10_664.3,
      principal: 1_080.97,
      interest: 9_583.33,
      balance: 998_919.03,
    });
    expect(rows[1]).toEqual({
      month: 2,
      payment: 10_664.3,
      principal: 1_091.33,
      interest: 9_572.97,
      balance: 997_827.7,
    });
  });

  it('ends at exactly 0, the last payment adjusted to what is owed', () => {
    const last = rows.at(-1) as AmortisationRow;
    expect(last.balance).toBe(0);
    expect(last.payment).toBe(10_663.45);
    expect(last.principal).toBe(rows.at(-2)?.balance);
  });

  it('every value has at most 2 decimals and every row adds up to the cent', () => {
    let previous = cents(1_000_000);
    for (const row of rows) {
      for (const value of [row.payment, row.principal, row.interest, row.balance])
        expect(isTwoDecimals(value)).toBe(true);
      expect(cents(row.payment)).toBe(cents(row.principal) + cents(row.interest));
      expect(cents(row.balance)).toBe(previous - cents(row.principal));
      previous = cents(row.balance);
    }
  });

  it('at 0% pays equal parts of the loan', () => {
    const zeroRate = amortisation({ loanAmount: 120_000, interestRate: 0, term: 10 });
    expect(zeroRate).toHaveLength(120);
    expect(zeroRate.every((r) => r.payment === 1_000 && r.interest === 0)).toBe(true);
    expect(zeroRate.at(-1)?.balance).toBe(0);
  });

  it.each([
    ['loan not a number', { loanAmount: Number.NaN, interestRate: 11.5, term: 20 }],
    ['loan blank', { loanAmount: null, interestRate: 11.5, term: 20 }],
    ['loan 0', { loanAmount: 0, interestRate: 11.5, term: 20 }],
    ['loan negative', { loanAmount: -100, interestRate: 11.5, term: 20 }],
    ['term not a number', { loanAmount: 1_000_000, interestRate: 11.5, term: Number.NaN }],
    ['term 0', { loanAmount: 1_000_000, interestRate: 11.5, term: 0 }],
    ['term negative', { loanAmount: 1_000_000, interestRate: 11.5, term: -20 }],
    ['rate negative', { loanAmount: 1_000_000, interestRate: -1, term: 20 }],
  ])('is empty when %s', (_label, input) => {
    expect(amortisation(input)).toEqual([]);
  });
});

describe('amortisation properties', () => {
  const loan = fc.integer({ min: 100_000, max: 2_000_000_000 }).map((c) => c / 100); // R1,000 to R20m, any cents
  const rate = fc.integer({ min: 0, max: 2_500 }).map((bp) => bp / 100);
  const term = fc.constantFrom(10, 15, 20, 25, 30);

  it('runs the whole term, reaches 0 at the last month, and the principal parts sum to the loan', () => {
    fc.assert(
      fc.property(loan, rate, term, (loanAmount, interestRate, t) => {
        const rows = amortisation({ loanAmount, interestRate, term: t });
        expect(rows).toHaveLength(t * 12);
        expect(rows.at(-1)?.balance).toBe(0);
        expect(rows.slice(0, -1).every((r) => r.balance > 0)).toBe(true);
        const principalCents = rows.reduce((sum, r) => sum + cents(r.principal), 0);
        expect(principalCents).toBe(cents(loanAmount));
        const rowsAddUp = rows.every((r) => cents(r.payment) === cents(r.principal) + cents(r.interest));
        expect(rowsAddUp).toBe(true);
        // the last payment differs from the instalment by leftover rounding: under a cent a month
        const first = rows[0] as AmortisationRow;
        const last = rows.at(-1) as AmortisationRow;
        expect(Math.abs(last.payment - first.payment)).toBeLessThanOrEqual(rows.length / 100);
      }),
      { numRuns: 200 },
    );
  });
});

describe('scheduleToCsv', () => {
  it('writes a header and plain numbers with 2 decimals, CRLF line ends', () => {
    const rows = amortisation({ loanAmount: 1_000_000, interestRate: 11.5, term: 20 }).slice(0, 2);
    expect(scheduleToCsv(rows)).toBe(
      'Month,Payment,Principal,Interest,Balance\r\n' +
        '1,10664.30,1080.97,9583.33,998919.03\r\n' +
        '2,10664.30,1091.33,9572.97,997827.70\r\n',
    );
  });

  it('writes the whole schedule, ending at 0.00', () => {
    const csv = scheduleToCsv(amortisation({ loanAmount: 120_000, interestRate: 0, term: 10 }));
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(121);
    expect(lines[120]).toBe('120,1000.00,1000.00,0.00,0.00');
  });

  it('an empty schedule is the header only', () => {
    expect(scheduleToCsv([])).toBe('Month,Payment,Principal,Interest,Balance\r\n');
  });
});
