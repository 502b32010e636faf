/**
 * Names the parts link each other by: the home page's section anchors and the calculator ids
 * (`/calculators?calc=…`, used by the hero tiles, the calculators remote and article links).
 */

/** Anchor ids of the home page's sections, in the spec's order. */
export const SECTION_IDS = [
  'home',
  'how-it-works',
  'calculators',
  'services',
  'why-us',
  'partners',
  'team',
  'education',
  'testimonials',
  'contact',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const CALCULATOR_IDS = ['affordability', 'repayment', 'transfer', 'extra', 'deposit', 'amortisation'] as const;
export type CalculatorId = (typeof CALCULATOR_IDS)[number];
