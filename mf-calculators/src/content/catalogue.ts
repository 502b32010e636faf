import type { IconName } from '@hl/shared/icons';
import type { CalculatorId } from '../domain/index.ts';

/**
 * One card of the grid (docs/REQUIREMENTS.md#calculators-section: id, name, description, icon and
 * colour).
 */
export interface CalculatorCard {
  id: CalculatorId;
  name: string;
  description: string;
  /** One of the site's own line icons (@hl/shared/icons); decorative, hidden from assistive technology. */
  icon: IconName;
  /** Accent of the card's icon and border. Text stays dark on white, so contrast holds. */
  colour: string;
}

/** The six cards in grid order (the domain's CALCULATOR_IDS order; a test keeps them in step). */
export const CALCULATOR_CARDS: readonly CalculatorCard[] = [
  {
    id: 'affordability',
    name: 'Affordability',
    description: 'How much you can borrow on your income.',
    icon: 'home',
    colour: '#0b7a6f',
  },
  {
    id: 'repayment',
    name: 'Bond Repayment',
    description: 'Your monthly instalment and the interest over the term.',
    icon: 'calendar',
    colour: '#1d4ed8',
  },
  {
    id: 'transfer',
    name: 'Transfer Costs',
    description: 'Transfer duty, conveyancing and bond registration costs.',
    icon: 'document',
    colour: '#6d28d9',
  },
  {
    id: 'extra',
    name: 'Extra Payments',
    description: 'Interest and time saved by paying a little more each month.',
    icon: 'bolt',
    colour: '#c2410c',
  },
  {
    id: 'deposit',
    name: 'Deposit Savings',
    description: 'The deposit you need and how long it takes to save.',
    icon: 'coins',
    colour: '#15803d',
  },
  {
    id: 'amortisation',
    name: 'Amortisation',
    description: 'Month by month: interest, capital and what you still owe.',
    icon: 'chart',
    colour: '#334155',
  },
];

export function cardFor(id: CalculatorId): CalculatorCard {
  const card = CALCULATOR_CARDS.find((c) => c.id === id);
  if (!card) throw new Error(`No card for calculator ${id}`);
  return card;
}
