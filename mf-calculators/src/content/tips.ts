import { firstHomeFinance } from '@hl/shared/figures';
import { transferBill } from '@hl/shared/finance';
import { formatRand } from '../domain/index.ts';

// The example the articles use too: a R1,500,000 home bought with a 10% deposit.
const EXAMPLE = { price: 1_500_000, bond: 1_350_000 };
const exampleBill = transferBill(EXAMPLE);
const { subsidyMin, subsidyMax, incomeMin, incomeMax } = firstHomeFinance.value;

/** Shown when the transfer calculator's "first-time buyer" box is ticked; no figure changes. */
export const FIRST_TIME_BUYER_TIPS: readonly string[] = [
  `Transfer and bond costs are paid upfront in cash, on top of any deposit: about ${Math.round((exampleBill.total / EXAMPLE.price) * 100)}% of the price at the guideline fees (${formatRand(exampleBill.total)} on a ${formatRand(EXAMPLE.price)} home with a ${formatRand(EXAMPLE.bond)} bond). With moving and a cushion, budget 8% to 10%.`,
  `You may qualify for First Home Finance (formerly FLISP), ${formatRand(subsidyMin)} to ${formatRand(subsidyMax)}, if your household earns ${formatRand(incomeMin)} to ${formatRand(incomeMax)} a month.`,
  'Some banks offer first-time buyers 100% bonds, so a deposit is not always required.',
  'Get pre-approved before you make an offer: sellers take it more seriously and you know your limit.',
];

/** The deposit calculator's tip (docs/REQUIREMENTS.md#deposit). */
export const DEPOSIT_TIP = 'Tip: some banks offer 100% financing, so you may not need the whole deposit.';
