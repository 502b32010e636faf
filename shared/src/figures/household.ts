import type { Figure, Source } from './types.ts';

// Tax limits change with the February Budget (from 1 March): confirmed again after each Budget.
const AFTER_THE_BUDGET = { kind: 'yearly', month: 2, when: 'every year after the February Budget' } as const;
const EVERY_APRIL = { kind: 'yearly', month: 4, when: 'every April and whenever a new one is published' } as const;

const BUDGET_2026: Source = {
  title: 'Budget 2026: tax thresholds receive some long-awaited attention',
  publisher: 'BusinessDay',
  url: 'https://www.businessday.co.za/news/2026-02-25-budget-2026-tax-thresholds-receive-some-long-awaited-attention/',
  published: '2026-02-25',
};
const MOONSTONE_2026: Source = {
  title: 'Changes to CGT, tax-free savings, retirement contributions and donations',
  publisher: 'Moonstone',
  url: 'https://www.moonstone.co.za/changes-to-cgt-tax-free-savings-retirement-contributions-and-donations',
};

const budgetLimit = (name: string, value: number, previous: number, sources: Source[] = [BUDGET_2026]) =>
  ({
    name,
    value,
    previous,
    appliesFrom: '2026-03-01',
    lastConfirmed: '2026-02-25',
    sources,
    confirmAgain: AFTER_THE_BUDGET,
  }) satisfies Figure<number>;

/** First Home Finance (formerly FLISP): who qualifies and the subsidy's range, rand. */
export const firstHomeFinance: Figure<{
  incomeMin: number;
  incomeMax: number;
  subsidyMin: number;
  subsidyMax: number;
}> = {
  name: 'the First Home Finance subsidy range',
  value: { incomeMin: 3_501, incomeMax: 22_000, subsidyMin: 38_911, subsidyMax: 169_625 },
  previous: { incomeMin: 3_501, incomeMax: 22_000, subsidyMin: 27_960, subsidyMax: 121_626 },
  appliesFrom: '2023-04-01',
  lastConfirmed: '2024-09-09',
  sources: [
    {
      title: 'Question NW442 to the Minister of Human Settlements: First Home Finance threshold (reply)',
      publisher: 'Parliamentary Monitoring Group',
      url: 'https://pmg.org.za/committee-question/25857',
      published: '2024-09-09',
    },
    {
      title: 'First Home Finance',
      publisher: 'National Housing Finance Corporation',
      url: 'https://nhfc.co.za/finance-solutions/first-home-finance',
    },
  ],
  confirmAgain: EVERY_APRIL,
  note: 'A sliding scale: the lower the household income, the larger the subsidy. The NHFC’s September 2023 brochure prints a maximum of R169,265; the Minister’s reply of 9 September 2024 gives R169,625.',
};

export const taxFreeSavingsAnnual = budgetLimit('the annual tax-free savings limit', 46_000, 36_000, [
  BUDGET_2026,
  MOONSTONE_2026,
]);

export const taxFreeSavingsLifetime: Figure<number> = {
  name: 'the lifetime tax-free savings limit',
  value: 500_000,
  appliesFrom: '2015-03-01',
  lastConfirmed: '2026-02-27',
  sources: [
    {
      title: 'The 2026 Budget Speech: what it means for your pocket',
      publisher: 'Insight',
      url: 'https://www.insight.co.za/the-2026-budget-speech',
      published: '2026-02-27',
    },
  ],
  confirmAgain: AFTER_THE_BUDGET,
};

export const retirementDeductionCap = budgetLimit('the annual cap on retirement-fund deductions', 430_000, 350_000);

export const primaryResidenceExclusion = budgetLimit(
  'the capital gains exclusion on a primary residence',
  3_000_000,
  2_000_000,
  [BUDGET_2026, MOONSTONE_2026],
);

export const cgtAnnualExclusion = budgetLimit('the annual capital gains exclusion', 50_000, 40_000, [
  BUDGET_2026,
  MOONSTONE_2026,
]);

export const donationsTaxExemption = budgetLimit(
  'the annual donations tax exemption for an individual',
  150_000,
  100_000,
);

export const interestExemption: Figure<{ under65: number; from65: number }> = {
  name: 'the annual interest exemption',
  value: { under65: 23_800, from65: 34_500 },
  appliesFrom: '2013-03-01',
  lastConfirmed: '2016-02-24',
  sources: [
    {
      title: 'Income Tax Act 58 of 1962, section 10(1)(i)',
      publisher: 'text quoted by K-MOS',
      url: 'https://k-mos.com/?p=553',
    },
  ],
  confirmAgain: AFTER_THE_BUDGET,
  note: 'The 2026 Budget summaries read do not mention it: that it still applies for 2026/27 is not confirmed.',
};

/** The inflation target, percent, with its tolerance band either side. */
export const inflationTarget: Figure<{ point: number; tolerance: number }> = {
  name: 'the inflation target',
  value: { point: 3, tolerance: 1 },
  appliesFrom: '2025-11-12',
  lastConfirmed: '2026-01-29',
  sources: [
    {
      title: 'Reserve Bank sets new 3% inflation target',
      publisher: 'BusinessDay',
      url: 'https://www.businessday.co.za/economy/2025-11-12-reserve-bank-sets-new-3-inflation-target/',
      published: '2025-11-12',
    },
  ],
  confirmAgain: AFTER_THE_BUDGET,
  note: 'It replaced the range of 3 to 6 percent (aimed at 4.5) and is phased in over about two years.',
};

/** The highest price at which an individual buyer has the five-day cooling-off right, rand. */
export const coolingOffMaxPrice: Figure<number> = {
  name: 'the cooling-off price limit',
  value: 250_000,
  appliesFrom: '1998-11-27',
  lastConfirmed: '2022-09-23',
  sources: [
    {
      title: 'Cooling-off period: your right to revoke your offer to purchase',
      publisher: 'MacRobert Attorneys',
      url: 'https://www.macrobert.co.za/insights/posts/cooling-off-period-right-to-revoke-offer-to-purchase/',
      published: '2022-09-23',
    },
  ],
  confirmAgain: EVERY_APRIL,
};

/** The Sheriff's commission on a sale in execution, paid by the buyer, before VAT. */
export const sheriffCommission: Figure<{
  tiers: readonly { upTo: number; rate: number }[];
  min: number;
  max: number;
}> = {
  name: 'the Sheriff’s commission tariff',
  value: {
    tiers: [
      { upTo: 100_000, rate: 0.06 },
      { upTo: 400_000, rate: 0.035 },
      { upTo: Number.POSITIVE_INFINITY, rate: 0.015 },
    ],
    min: 3_000,
    max: 40_000,
  },
  appliesFrom: '2019-01-01',
  lastConfirmed: '2025-04-01',
  sources: [
    {
      title: 'General rules of the Sheriff’s auctions (Sheriff’s commission)',
      publisher: 'Sheriff Cape Town and Mitchells Plain',
      url: 'https://sheriffcm.co.za/auctions',
    },
  ],
  confirmAgain: EVERY_APRIL,
  note: 'The day the tariff took effect was not found; it is the one in the sheriffs’ published conditions of sale.',
};

/** NERSA's approved average increases of Eskom's tariffs, percent. */
export const eskomTariffIncrease: Figure<{
  direct: number;
  municipal: number;
  directFrom: string;
  municipalFrom: string;
}> = {
  name: 'the approved Eskom tariff increases',
  value: { direct: 8.76, municipal: 9.01, directFrom: '2026-04-01', municipalFrom: '2026-07-01' },
  previous: { direct: 12.74, municipal: 11.32, directFrom: '2025-04-01', municipalFrom: '2025-07-01' },
  appliesFrom: '2026-04-01',
  lastConfirmed: '2026-03-11',
  sources: [
    {
      title: 'Eskom tariffs to surge on 1 April as Nersa blunder hits home',
      publisher: 'TechCentral',
      url: 'https://techcentral.co.za/eskom-tariffs-to-surge-on-1-april-as-nersa-blunder-hits-home/278754/',
      published: '2026-03-10',
    },
  ],
  confirmAgain: EVERY_APRIL,
};
