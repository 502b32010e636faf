import {
  AFFORDABILITY_INCOME_SHARE,
  AFFORDABILITY_TERM_MONTHS,
  BOND_FIXED_COSTS,
  type CalculatorId,
  DEPOSIT_SHARE,
  formatRand,
  TRANSFER_DUTY_BANDS,
  VAT_RATE,
} from '../domain/index.ts';

/*
 * Copy of the shared block's two explainers. "How these figures are worked out" follows the
 * active calculator; "What else banks look at" is the same under every calculator. Figures come
 * from the engine's constants, so the text cannot drift from the calculation.
 */

const percent = (share: number) => `${Math.round(share * 100)}%`;
const andList = (items: readonly string[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
const dutyFreeUpTo = formatRand(TRANSFER_DUTY_BANDS[0]?.upTo ?? 0);

export const HOW_WORKED_OUT: Record<CalculatorId, readonly string[]> = {
  affordability: [
    `Banks usually cap your bond repayment at about ${percent(AFFORDABILITY_INCOME_SHARE)} of your gross monthly income, so that is the maximum repayment shown.`,
    `The loan amount is what that repayment pays off over ${AFFORDABILITY_TERM_MONTHS / 12} years (${AFFORDABILITY_TERM_MONTHS} months) at the interest rate you entered, charged monthly at the annual rate ÷ 12.`,
    'If the repayment is more than what is left of your net income after expenses, we say so: banks test that surplus too.',
  ],
  repayment: [
    'Your instalment is the level monthly payment that repays the loan over the term, with interest charged each month at the annual rate ÷ 12 on what you still owe.',
    'Total interest is every instalment added up, less the amount you borrowed.',
  ],
  transfer: [
    `Transfer duty follows SARS's table for properties bought from 1 April 2025: none up to ${dutyFreeUpTo}, then 3% to 13% on the value above each band.`,
    `Attorney (conveyancing) fees follow the recommended fee scale on the purchase price, plus ${percent(VAT_RATE)} VAT.`,
    `Bond costs are the Deeds Office fee on the bond amount plus fixed registration costs of ${andList(BOND_FIXED_COSTS.map(formatRand))}. Without a bond amount we use the purchase price.`,
  ],
  extra: [
    'We run your bond month by month twice: once with the normal instalment and once with your extra payment added, until it is paid off.',
    'Interest saved is the difference in interest between the two; time saved is how many months sooner the bond is paid off.',
  ],
  deposit: [
    `The deposit shown is ${percent(DEPOSIT_SHARE)} of the purchase price, what many banks ask of buyers. Some banks offer 100% financing.`,
    'Time to save is what you still need divided by what you save each month, rounded up to whole months.',
  ],
  amortisation: [
    'Each month, interest is charged on what you still owe at the annual rate ÷ 12; the rest of the instalment pays off capital.',
    'Amounts are rounded to the cent, and the last payment is exactly what is still owed, so the balance ends at R 0.',
  ],
};

export const WHAT_BANKS_LOOK_AT: readonly string[] = [
  'Your credit record: a score above about 650 and accounts paid on time.',
  'Affordability under the National Credit Act: your income against all your monthly debts and living costs.',
  'How stable your income is: how long you have been employed, or two years of financials if you are self-employed.',
  'Your deposit: 10% to 20% down can earn a better rate, though some banks lend 100%.',
  "The property itself: the bank's own valuation must support the loan.",
];

/** The explainer ids sent with explainer_toggle events. */
export const EXPLAINER_IDS = { howWorkedOut: 'how_figures_worked_out', banks: 'what_banks_look_at' } as const;
