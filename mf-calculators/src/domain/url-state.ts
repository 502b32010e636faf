import { CALCULATOR_IDS, type CalculatorId, TERM_OPTIONS_YEARS } from './constants.ts';
import { parseIsoDate } from './deposit.ts';
import { isMoneyInputAcceptable, parseNumberInput, stripMoneyInput } from './format.ts';

/*
 * The active calculator and its inputs in the URL query, so a result survives a reload and can be
 * shared, and so a link such as /calculators?calc=transfer opens a given calculator:
 *
 *   calc=transfer&propertyValue=1800000&bondAmount=1500000&isFirstTime=true
 *
 * Inputs are text, as the UI holds them. Only the active calculator's keys are written, in a fixed
 * order, blank values left out. Reading ignores an unknown calc id (→ null), keys that do not belong
 * to the calculator, and values that would not be accepted by the field (→ the field's default).
 */

/** The query key naming the active calculator. */
export const CALC_PARAM = 'calc';

/** Each calculator's input keys, in the order they are written to the URL. */
export const CALCULATOR_INPUT_KEYS = {
  affordability: ['grossIncome', 'netIncome', 'monthlyExpenses', 'interestRate'],
  repayment: ['loanAmount', 'interestRate', 'term'],
  transfer: ['propertyValue', 'bondAmount', 'isFirstTime'],
  extra: ['loanAmount', 'interestRate', 'term', 'extraPayment'],
  deposit: ['propertyValue', 'currentSavings', 'monthlySavings', 'targetDate'],
  amortisation: ['loanAmount', 'interestRate', 'term'],
} as const satisfies Record<CalculatorId, readonly string[]>;

export type CalculatorInputKey<C extends CalculatorId> = (typeof CALCULATOR_INPUT_KEYS)[C][number];
export type CalculatorInputs<C extends CalculatorId> = Partial<Record<CalculatorInputKey<C>, string>>;

/** The active calculator and its inputs as text. */
export type CalculatorState = {
  [C in CalculatorId]: { calc: C; inputs: CalculatorInputs<C> };
}[CalculatorId];

type AnyInputKey = CalculatorInputKey<CalculatorId>;

const ALL_INPUT_KEYS: ReadonlySet<string> = new Set(Object.values(CALCULATOR_INPUT_KEYS).flat());

const TERM_TEXTS: ReadonlySet<string> = new Set(TERM_OPTIONS_YEARS.map(String));

/** The field's value in its canonical text, or null when the field would not accept it. */
function normaliseValue(key: AnyInputKey, raw: string): string | null {
  const text = raw.trim();
  if (text === '') return null;
  switch (key) {
    case 'interestRate':
    case 'extraPayment':
      return parseNumberInput(text) === null ? null : text;
    case 'term':
      return TERM_TEXTS.has(text) ? text : null;
    case 'isFirstTime':
      if (text === 'true' || text === '1') return 'true';
      if (text === 'false' || text === '0') return 'false';
      return null;
    case 'targetDate':
      return parseIsoDate(text) ? text : null;
    default:
      // money fields: commas stripped; digits with at most one decimal point
      return isMoneyInputAcceptable(text) && /\d/.test(text) ? stripMoneyInput(text) : null;
  }
}

export function isCalculatorId(value: unknown): value is CalculatorId {
  return typeof value === 'string' && (CALCULATOR_IDS as readonly string[]).includes(value);
}

/**
 * The query string (without '?') for a state. With `base` (the page's current query), parameters
 * that are not the calculator's (utm_source and the like) are kept; any calculator keys in it,
 * including another calculator's, are replaced.
 */
export function encodeCalculatorState(state: CalculatorState, base?: string | URLSearchParams): string {
  const params = new URLSearchParams(base);
  params.delete(CALC_PARAM);
  for (const key of ALL_INPUT_KEYS) params.delete(key);
  params.set(CALC_PARAM, state.calc);
  const inputs = state.inputs as Partial<Record<AnyInputKey, string>>;
  for (const key of CALCULATOR_INPUT_KEYS[state.calc] as readonly AnyInputKey[]) {
    const raw = inputs[key];
    if (typeof raw !== 'string') continue;
    const value = normaliseValue(key, raw);
    if (value !== null) params.set(key, value);
  }
  return params.toString();
}

/**
 * The state in a query string ('?calc=…' or 'calc=…' or URLSearchParams); null when there is no
 * calc or it is not one of the six ids (the UI then shows the default calculator).
 */
export function decodeCalculatorState(query: string | URLSearchParams): CalculatorState | null {
  const params = new URLSearchParams(query);
  const calc = params.get(CALC_PARAM);
  if (!isCalculatorId(calc)) return null;
  const inputs: Partial<Record<AnyInputKey, string>> = {};
  for (const key of CALCULATOR_INPUT_KEYS[calc] as readonly AnyInputKey[]) {
    const raw = params.get(key);
    if (raw === null) continue;
    const value = normaliseValue(key, raw);
    if (value !== null) inputs[key] = value;
  }
  return { calc, inputs } as CalculatorState;
}
