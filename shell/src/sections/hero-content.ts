import type { IconName } from '@hl/shared/icons';
import { banksPerApplication, claimForm, shownClaims, site } from '@hl/shared/site';
import type { CalculatorId } from '@hl/shared/site-map';

/** Copy of the hero, kept apart from its markup. The figures are the site configuration's claims. */

const { claims } = site;

export const HERO_STATS = shownClaims([
  { claim: claims.yearsExperience, label: 'Years of experience' },
  { claim: claims.approvalRate, label: 'Success rate' },
  { claim: claimForm(claims.responseTime, (time) => time.hero), label: 'Response' },
]);

export const TRUST_BADGES = [
  'Free to you: banks pay us',
  `One application, up to ${banksPerApplication} banks`,
  `Pre-approval in ${claims.responseTime.value.words}`,
] as const;

/** The six tiles open the calculator of the same id in the calculators section. */
export const CALCULATOR_TILES: ReadonlyArray<{ id: CalculatorId; name: string; blurb: string; icon: IconName }> = [
  { id: 'affordability', name: 'Affordability', blurb: 'What can I afford?', icon: 'home' },
  { id: 'repayment', name: 'Bond Repayment', blurb: 'My monthly instalment', icon: 'calendar' },
  { id: 'transfer', name: 'Transfer Costs', blurb: 'Duty, attorneys, Deeds Office', icon: 'document' },
  { id: 'extra', name: 'Extra Payments', blurb: 'Pay it off sooner', icon: 'bolt' },
  { id: 'deposit', name: 'Deposit Savings', blurb: 'How long to save', icon: 'coins' },
  { id: 'amortisation', name: 'Amortisation', blurb: 'Month-by-month schedule', icon: 'chart' },
];

export const PRE_APPROVAL_REASONS = [
  'Know exactly what you can afford before you fall in love with a home.',
  'Sellers and agents take a pre-approved offer more seriously.',
  'Move fast when the right property comes up: most of the paperwork is done.',
  'A pre-approval usually stays valid for about 60 to 90 days and costs you nothing.',
] as const;
