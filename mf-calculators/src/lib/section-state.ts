import {
  CALCULATOR_DEFAULTS,
  CALCULATOR_IDS,
  type CalculatorId,
  type CalculatorInputKey,
  type CalculatorInputs,
  type CalculatorState,
  DEFAULT_CALCULATOR,
  decodeCalculatorState,
  encodeCalculatorState,
} from '../domain/index.ts';

/*
 * The section's state: which calculator is active and every calculator's inputs as text, as the
 * fields hold them (money without commas). Only the active calculator's inputs go to the URL; the
 * others are remembered while the page is open, so switching back finds what was typed.
 */

export type InputsByCalculator = { [C in CalculatorId]: CalculatorInputs<C> };

export interface SectionState {
  active: CalculatorId;
  inputs: InputsByCalculator;
}

/**
 * A calculator's starting inputs as text: its defaults
 * (docs/REQUIREMENTS.md#calculator-inputs-and-defaults), the other fields blank.
 */
export function defaultInputs<C extends CalculatorId>(calc: C): CalculatorInputs<C> {
  const text: Record<string, string> = {};
  for (const [key, value] of Object.entries(CALCULATOR_DEFAULTS[calc])) text[key] = String(value);
  return text as CalculatorInputs<C>;
}

function allDefaults(): InputsByCalculator {
  const inputs = {} as Record<CalculatorId, Record<string, string>>;
  for (const id of CALCULATOR_IDS) inputs[id] = defaultInputs(id) as Record<string, string>;
  return inputs as InputsByCalculator;
}

/**
 * The state a page opens with: the calculator and inputs the query names (values the URL codec
 * drops fall back to the defaults), else the default calculator with default inputs.
 */
export function initialSectionState(query: string | URLSearchParams): SectionState {
  const state: SectionState = { active: DEFAULT_CALCULATOR, inputs: allDefaults() };
  const fromUrl = decodeCalculatorState(query);
  return fromUrl ? adoptUrlState(state, fromUrl) : state;
}

/** The active calculator and its inputs, as the URL codec takes them. */
export function activeCalculatorState(state: SectionState): CalculatorState {
  return { calc: state.active, inputs: state.inputs[state.active] } as CalculatorState;
}

/**
 * A canonical text for a calculator state (its query string alone): two states with the same key
 * give the same URL, so the same figures.
 */
export function calculatorStateKey(state: CalculatorState): string {
  return encodeCalculatorState(state);
}

/**
 * The URL named a calculator (a shared link, a hero tile, a reload): it becomes active with the
 * URL's inputs over its defaults. The other calculators keep what was typed in them.
 */
export function adoptUrlState(state: SectionState, fromUrl: CalculatorState): SectionState {
  const inputs = { ...defaultInputs(fromUrl.calc), ...fromUrl.inputs };
  return { active: fromUrl.calc, inputs: { ...state.inputs, [fromUrl.calc]: inputs } };
}

/** Another calculator becomes active; inputs are kept. */
export function selectCalculator(state: SectionState, calc: CalculatorId): SectionState {
  return state.active === calc ? state : { ...state, active: calc };
}

/** One input of the active calculator takes a new text. */
export function setActiveInput(
  state: SectionState,
  key: CalculatorInputKey<CalculatorId>,
  value: string,
): SectionState {
  const current = state.inputs[state.active] as Record<string, string>;
  if (current[key] === value) return state;
  return { ...state, inputs: { ...state.inputs, [state.active]: { ...current, [key]: value } } };
}

/** The query string to write for a state, keeping the page's other parameters (utm_* and such). */
export function queryForState(state: SectionState, current: string | URLSearchParams): string {
  return encodeCalculatorState(activeCalculatorState(state), current);
}
