import { primeRate } from '@hl/shared/figures';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_IDS } from '../domain/index.ts';
import {
  activeCalculatorState,
  adoptUrlState,
  calculatorStateKey,
  defaultInputs,
  initialSectionState,
  queryForState,
  selectCalculator,
  setActiveInput,
} from './section-state.ts';

/** Every rate field starts at prime, as text. */
const PRIME = String(primeRate.value);

describe('section state', () => {
  it('starts on affordability with the required defaults when the query names no calculator', () => {
    for (const query of ['', '?utm_source=x', '?calc=nope']) {
      const state = initialSectionState(query);
      expect(state.active).toBe('affordability');
      expect(state.inputs.affordability).toEqual({ interestRate: PRIME });
      expect(state.inputs.repayment).toEqual({ interestRate: PRIME, term: '20' });
      expect(state.inputs.amortisation).toEqual({ interestRate: PRIME, term: '20' });
      expect(state.inputs.transfer).toEqual({ isFirstTime: 'false' });
      expect(state.inputs.deposit).toEqual({ currentSavings: '0' });
    }
  });

  it('opens the calculator the query names, its inputs over the defaults', () => {
    const state = initialSectionState('?calc=repayment&loanAmount=1,000,000&term=30&propertyValue=5');
    expect(state.active).toBe('repayment');
    expect(state.inputs.repayment).toEqual({ loanAmount: '1000000', interestRate: PRIME, term: '30' });
    // Another calculator's key in the query is ignored.
    expect(state.inputs.transfer).toEqual({ isFirstTime: 'false' });
  });

  it('drops values a field would not take, so the default shows', () => {
    const state = initialSectionState('?calc=repayment&interestRate=abc&term=12');
    expect(state.inputs.repayment).toEqual({ interestRate: PRIME, term: '20' });
  });

  it('switches calculator keeping what was typed in each', () => {
    let state = initialSectionState('');
    state = setActiveInput(state, 'grossIncome', '50000');
    state = selectCalculator(state, 'transfer');
    state = setActiveInput(state, 'propertyValue', '1800000');
    state = selectCalculator(state, 'affordability');
    expect(state.active).toBe('affordability');
    expect(state.inputs.affordability.grossIncome).toBe('50000');
    expect(state.inputs.transfer.propertyValue).toBe('1800000');
  });

  it('returns the same object when nothing changes', () => {
    const state = initialSectionState('');
    expect(selectCalculator(state, 'affordability')).toBe(state);
    expect(setActiveInput(state, 'interestRate', PRIME)).toBe(state);
  });

  it('adopts a URL state for its calculator only', () => {
    let state = setActiveInput(initialSectionState(''), 'grossIncome', '40000');
    state = adoptUrlState(state, { calc: 'transfer', inputs: { propertyValue: '900000' } });
    expect(state.active).toBe('transfer');
    expect(state.inputs.transfer).toEqual({ isFirstTime: 'false', propertyValue: '900000' });
    expect(state.inputs.affordability.grossIncome).toBe('40000');
  });

  it('writes only the active calculator, keeping the page’s other parameters', () => {
    let state = initialSectionState('');
    state = setActiveInput(state, 'grossIncome', '50000');
    state = selectCalculator(state, 'transfer');
    state = setActiveInput(state, 'propertyValue', '1800000');
    const query = new URLSearchParams(queryForState(state, '?utm_source=mail&grossIncome=1&calc=affordability'));
    expect(query.get('utm_source')).toBe('mail');
    expect(query.get('calc')).toBe('transfer');
    expect(query.get('propertyValue')).toBe('1800000');
    expect(query.get('isFirstTime')).toBe('false');
    expect(query.has('grossIncome')).toBe(false);
  });

  it('gives equal keys to states that make the same URL (blank and half-typed values left out)', () => {
    const a = initialSectionState('?calc=repayment&loanAmount=500000');
    const b = setActiveInput(a, 'loanAmount', '500000');
    expect(calculatorStateKey(activeCalculatorState(a))).toBe(calculatorStateKey(activeCalculatorState(b)));
    const blankRate = setActiveInput(a, 'interestRate', '');
    expect(calculatorStateKey(activeCalculatorState(blankRate))).toBe('calc=repayment&loanAmount=500000&term=20');
  });

  it('has defaults for every calculator', () => {
    for (const id of CALCULATOR_IDS) expect(defaultInputs(id)).toBeTypeOf('object');
  });
});
