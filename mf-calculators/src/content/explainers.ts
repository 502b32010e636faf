/*
 * Copy of the shared block's second explainer, "What else banks look at", the same under every
 * calculator (the first, "How this is worked out", is content/working.ts).
 */

export const WHAT_BANKS_LOOK_AT: readonly string[] = [
  'Your credit record: a score above about 650 and accounts paid on time.',
  'Affordability under the National Credit Act: your income against all your monthly debts and living costs.',
  'How stable your income is: how long you have been employed, or two years of financials if you are self-employed.',
  'Your deposit: 10% to 20% down can earn a better rate, though some banks lend 100%.',
  "The property itself: the bank's own valuation must support the loan.",
];

/** The explainer ids sent with explainer_toggle events. */
export const EXPLAINER_IDS = { howWorkedOut: 'how_figures_worked_out', banks: 'what_banks_look_at' } as const;
