import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_IDS } from './constants.ts';
import {
  CALCULATOR_INPUT_KEYS,
  type CalculatorState,
  decodeCalculatorState,
  encodeCalculatorState,
} from './url-state.ts';

describe('url-state', () => {
  it('encodes the active calculator and its inputs, in a fixed order', () => {
    expect(
      encodeCalculatorState({
        calc: 'transfer',
        inputs: { isFirstTime: 'true', bondAmount: '1,500,000', propertyValue: '1,800,000' },
      }),
    ).toBe('calc=transfer&propertyValue=1800000&bondAmount=1500000&isFirstTime=true');
  });

  it('a hero tile link carries only the calculator', () => {
    expect(encodeCalculatorState({ calc: 'transfer', inputs: {} })).toBe('calc=transfer');
    expect(decodeCalculatorState('?calc=transfer')).toEqual({ calc: 'transfer', inputs: {} });
  });

  const examples: CalculatorState[] = [
    {
      calc: 'affordability',
      inputs: {
        grossIncome: '50000',
        netIncome: '38000',
        monthlyExpenses: '12000.50',
        interestRate: '10.75',
      },
    },
    { calc: 'repayment', inputs: { loanAmount: '1000000', interestRate: '10.5', term: '20' } },
    {
      calc: 'transfer',
      inputs: { propertyValue: '1800000', bondAmount: '1500000', isFirstTime: 'false' },
    },
    {
      calc: 'extra',
      inputs: { loanAmount: '1000000', interestRate: '10.75', term: '30', extraPayment: '1000' },
    },
    {
      calc: 'deposit',
      inputs: {
        propertyValue: '1500000',
        currentSavings: '50000',
        monthlySavings: '5000',
        targetDate: '2026-09-15',
      },
    },
    { calc: 'amortisation', inputs: { loanAmount: '750000', interestRate: '11.5', term: '25' } },
  ];

  it.each(examples)('round-trips $calc', (state) => {
    const query = encodeCalculatorState(state);
    expect(decodeCalculatorState(query)).toEqual(state);
    expect(decodeCalculatorState(`?${query}`)).toEqual(state);
    expect(decodeCalculatorState(new URLSearchParams(query))).toEqual(state);
  });

  it('ignores an unknown or missing calculator id', () => {
    expect(decodeCalculatorState('calc=mortgage&loanAmount=5')).toBeNull();
    expect(decodeCalculatorState('calc=TRANSFER')).toBeNull();
    expect(decodeCalculatorState('loanAmount=5')).toBeNull();
    expect(decodeCalculatorState('')).toBeNull();
  });

  it("ignores unknown keys and another calculator's keys", () => {
    expect(decodeCalculatorState('calc=repayment&loanAmount=500000&propertyValue=9&foo=bar&term=15')).toEqual({
      calc: 'repayment',
      inputs: { loanAmount: '500000', term: '15' },
    });
  });

  it('drops values the field would not accept', () => {
    expect(decodeCalculatorState('calc=extra&loanAmount=12abc&interestRate=ten&term=17&extraPayment=')).toEqual({
      calc: 'extra',
      inputs: {},
    });
    expect(decodeCalculatorState('calc=deposit&targetDate=2025-02-30&monthlySavings=-5')).toEqual({
      calc: 'deposit',
      inputs: {},
    });
    expect(decodeCalculatorState('calc=transfer&isFirstTime=yes')).toEqual({
      calc: 'transfer',
      inputs: {},
    });
  });

  it('reads commas in money values and 1/0 for the first-time flag', () => {
    expect(decodeCalculatorState('calc=transfer&propertyValue=1%2C800%2C000&isFirstTime=1')).toEqual({
      calc: 'transfer',
      inputs: { propertyValue: '1800000', isFirstTime: 'true' },
    });
  });

  it('leaves blank inputs out of the URL', () => {
    expect(
      encodeCalculatorState({
        calc: 'repayment',
        inputs: { loanAmount: '', interestRate: '10.75' },
      }),
    ).toBe('calc=repayment&interestRate=10.75');
  });

  it("keeps the page's other parameters and replaces any calculator's keys", () => {
    const base = '?utm_source=mail&calc=extra&loanAmount=1&extraPayment=500&propertyValue=7';
    expect(encodeCalculatorState({ calc: 'transfer', inputs: { propertyValue: '2000000' } }, base)).toBe(
      'utm_source=mail&calc=transfer&propertyValue=2000000',
    );
  });

  it('round-trips any valid state (property)', () => {
    const money = fc.oneof(
      fc.integer({ min: 0, max: 99_999_999 }).map(String),
      fc.tuple(fc.integer({ min: 0, max: 9_999_999 }), fc.integer({ min: 0, max: 99 })).map(([a, b]) => `${a}.${b}`),
    );
    const valueFor: Record<string, fc.Arbitrary<string>> = {
      interestRate: fc.integer({ min: 0, max: 3_000 }).map((bp) => String(bp / 100)),
      extraPayment: fc.integer({ min: 0, max: 100_000 }).map(String),
      term: fc.constantFrom('10', '15', '20', '25', '30'),
      isFirstTime: fc.constantFrom('true', 'false'),
      targetDate: fc
        .date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T00:00:00Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString().slice(0, 10)),
    };
    const state = fc.constantFrom(...CALCULATOR_IDS).chain((calc) => {
      const keys = CALCULATOR_INPUT_KEYS[calc] as readonly string[];
      const shape = Object.fromEntries(keys.map((k) => [k, valueFor[k] ?? money]));
      return fc.record(shape, { requiredKeys: [] }).map((inputs) => ({ calc, inputs }) as CalculatorState);
    });
    fc.assert(
      fc.property(state, (s) => {
        expect(decodeCalculatorState(encodeCalculatorState(s))).toEqual(s);
      }),
    );
  });
});
