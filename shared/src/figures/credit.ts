import type { Figure, Source } from './types.ts';

const WHEN_GAZETTED = { kind: 'yearly', month: 4, when: 'every April and whenever new limits are gazetted' } as const;

const NCA_REGULATION_42: Source = {
  title: 'National Credit Regulations, regulation 42: maximum prescribed interest and initiation fees',
  publisher: 'Acts Online',
  url: 'https://source.acts.co.za/national-credit-act-2005/r489_42__maximum_prescribed_interest_and_initiation_fees.php',
};

/** VAT, percent. */
export const vatRate: Figure<number> = {
  name: 'VAT',
  value: 15,
  appliesFrom: '2018-04-01',
  lastConfirmed: '2026-02-25',
  sources: [
    {
      title: 'Budget 3.0: keeping VAT at 15% limits funding for new initiatives',
      publisher: 'Eyewitness News',
      url: 'https://www.ewn.co.za/2025/05/21/budget-30-keeping-vat-at-15-limits-funding-for-new-initiatives-says-godongwana',
      published: '2025-05-21',
    },
    {
      title: 'Budget 2026: tax thresholds receive some long-awaited attention',
      publisher: 'BusinessDay',
      url: 'https://www.businessday.co.za/news/2026-02-25-budget-2026-tax-thresholds-receive-some-long-awaited-attention/',
      published: '2026-02-25',
    },
  ],
  confirmAgain: { kind: 'yearly', month: 2, when: 'every year after the February Budget' },
};

/** The National Credit Act's cap on a mortgage's initiation fee, before VAT. */
export interface InitiationFeeCap {
  /** Per credit agreement. */
  base: number;
  /** Plus this share of the amount above `above`. */
  share: number;
  above: number;
  /** Never more than this. */
  max: number;
}

export const initiationFeeCap: Figure<InitiationFeeCap> = {
  name: 'the National Credit Act’s cap on the initiation fee',
  value: { base: 1_100, share: 0.1, above: 10_000, max: 5_250 },
  appliesFrom: '2016-05-06',
  lastConfirmed: '2026-11-27',
  sources: [NCA_REGULATION_42],
  confirmAgain: WHEN_GAZETTED,
  note: 'Before VAT. Banks usually charge the cap; what each bank charges is theirs to say.',
};

/** The monthly service fee cap, before VAT. */
export const serviceFeeCap: Figure<number> = {
  name: 'the National Credit Act’s cap on the monthly service fee',
  value: 60,
  appliesFrom: '2016-05-06',
  lastConfirmed: '2026-11-27',
  sources: [
    {
      title: 'National Credit Regulations, regulation 44: maximum service fee',
      publisher: 'Acts Online',
      url: 'https://source.acts.co.za/national-credit-act-2005/r489_44__maximum_service_fee.php',
    },
  ],
  confirmAgain: WHEN_GAZETTED,
};

/** Percentage points above the repo rate: the cap on interest of each kind of credit. */
export const interestCapsOverRepo: Figure<{ mortgage: number; unsecured: number }> = {
  name: 'the National Credit Act’s interest caps',
  value: { mortgage: 12, unsecured: 21 },
  appliesFrom: '2016-05-06',
  lastConfirmed: '2026-11-27',
  sources: [NCA_REGULATION_42],
  confirmAgain: WHEN_GAZETTED,
  note: 'The cap moves with every repo rate decision: it is computed from the repo rate, never typed.',
};

/** Notice a bank may ask before a variable-rate bond is settled without a charge (section 125), days. */
export const bondCancellationNoticeDays: Figure<number> = {
  name: 'the bond cancellation notice',
  value: 90,
  appliesFrom: '2007-06-01',
  lastConfirmed: '2026-11-27',
  sources: [
    {
      title: 'National Credit Act 34 of 2005, section 125: consumer’s right to settle (three months’ notice)',
      publisher: 'Acts Online',
      url: 'https://source.acts.co.za/national-credit-act-2005/125__consumer_s_or_guarantor_s_right_to_settle_agreement.php',
    },
  ],
  confirmAgain: WHEN_GAZETTED,
};
