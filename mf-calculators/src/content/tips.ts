/** Shown when the transfer calculator's "first-time buyer" box is ticked; no figure changes. */
export const FIRST_TIME_BUYER_TIPS: readonly string[] = [
  'Transfer and bond costs are paid upfront in cash, on top of any deposit: budget about 8% to 10% of the price.',
  'You may qualify for the FLISP (First Home Finance) subsidy of R30,000 to R130,000 if your household earns R3,501 to R22,000 a month.',
  'Some banks offer first-time buyers 100% bonds, so a deposit is not always required.',
  'Get pre-approved before you make an offer: sellers take it more seriously and you know your limit.',
];

/** The deposit calculator's tip (docs/REQUIREMENTS.md#deposit). */
export const DEPOSIT_TIP = 'Tip: some banks offer 100% financing, so you may not need the whole deposit.';
