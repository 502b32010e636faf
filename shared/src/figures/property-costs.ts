import type { FeeBand, Figure, MarginalBand, Source } from './types.ts';

// Schedules change about once a year (duty with the Budget from 1 March or 1 April, Deeds Office
// fees on 1 April, the conveyancing guideline mid-year): each is confirmed again every April.
const EVERY_APRIL = { kind: 'yearly', month: 4, when: 'every April and whenever a new one is gazetted' } as const;

// ---------------------------------------------------------------------------------------------
// Transfer duty (Transfer Duty Act 40 of 1949): one table for all buyers.

const SARS_DUTY_2025: Source = {
  title: 'New Transfer Duty rates effective 1 April 2025',
  publisher: 'South African Revenue Service',
  url: 'https://www.sars.gov.za/latest-news/new-transfer-duty-rates-effective-1-april-2025',
  published: '2025-04-07',
};

/** The table for property acquired on or after 1 April 2025. A band's upper value belongs to it. */
export const transferDutyTable: Figure<readonly MarginalBand[]> = {
  name: 'the SARS transfer duty table',
  value: [
    { upTo: 1_210_000, base: 0, rate: 0, over: 0 },
    { upTo: 1_663_800, base: 0, rate: 0.03, over: 1_210_000 },
    { upTo: 2_329_300, base: 13_614, rate: 0.06, over: 1_663_800 },
    { upTo: 2_994_800, base: 53_544, rate: 0.08, over: 2_329_300 },
    { upTo: 13_310_000, base: 106_784, rate: 0.11, over: 2_994_800 },
    { upTo: Number.POSITIVE_INFINITY, base: 1_241_456, rate: 0.13, over: 13_310_000 },
  ],
  appliesFrom: '2025-04-01',
  lastConfirmed: '2026-02-25',
  sources: [
    SARS_DUTY_2025,
    {
      title: 'New Transfer Duty Rates Now in Effect',
      publisher: 'Accounting Weekly',
      url: 'https://www.accountingweekly.com/sars-updates/new-transfer-duty-rates-now-in-effect',
    },
    {
      title: 'Budget 2026: tax thresholds receive some long-awaited attention (no change to transfer duty)',
      publisher: 'BusinessDay',
      url: 'https://www.businessday.co.za/news/2026-02-25-budget-2026-tax-thresholds-receive-some-long-awaited-attention/',
      published: '2026-02-25',
    },
  ],
  confirmAgain: { kind: 'yearly', month: 2, when: 'every year after the February Budget' },
  note: 'No duty is payable when the seller is a VAT vendor charging VAT on the sale. The 2026 Budget summaries read list no change; the Budget Review itself was not read.',
};

/** The table in force from 1 March 2023 to 31 March 2025, for articles that say what changed. */
export const previousTransferDutyTable: Figure<readonly MarginalBand[]> = {
  name: 'the SARS transfer duty table before 1 April 2025',
  value: [
    { upTo: 1_100_000, base: 0, rate: 0, over: 0 },
    { upTo: 1_512_500, base: 0, rate: 0.03, over: 1_100_000 },
    { upTo: 2_117_500, base: 12_375, rate: 0.06, over: 1_512_500 },
    { upTo: 2_722_500, base: 48_675, rate: 0.08, over: 2_117_500 },
    { upTo: 12_100_000, base: 97_075, rate: 0.11, over: 2_722_500 },
    { upTo: Number.POSITIVE_INFINITY, base: 1_128_600, rate: 0.13, over: 12_100_000 },
  ],
  appliesFrom: '2023-03-01',
  lastConfirmed: '2025-03-31',
  sources: [
    {
      title: 'Transfer Duty (tax rates by year)',
      publisher: 'South African Revenue Service',
      url: 'https://www.sars.gov.za/tax-rates/transfer-duty/',
    },
  ],
  confirmAgain: { kind: 'replaced' },
};

// ---------------------------------------------------------------------------------------------
// Deeds Office: Schedule of Fees of Office (regulation 84, Deeds Registries Act 47 of 1937).

export interface DeedsOfficeFees {
  /** Per deed or document lodged (not for RDP housing). */
  lodgement: number;
  /** Registering a transfer, by the price (or the fair value, whichever is greater). */
  transfer: readonly FeeBand[];
  /** Registering a bond, by its capital amount; bands above the last one could not be read. */
  bond: readonly FeeBand[];
}

export const deedsOfficeFees: Figure<DeedsOfficeFees> = {
  name: 'the Deeds Office fee schedule',
  value: {
    lodgement: 50,
    transfer: [
      { upTo: 100_000, fee: 50 },
      { upTo: 200_000, fee: 114 },
      { upTo: 300_000, fee: 727 },
      { upTo: 600_000, fee: 906 },
      { upTo: 800_000, fee: 1_275 },
      { upTo: 1_000_000, fee: 1_464 },
      { upTo: 2_000_000, fee: 1_646 },
      { upTo: 4_000_000, fee: 2_281 },
      { upTo: 6_000_000, fee: 2_767 },
      { upTo: 8_000_000, fee: 3_296 },
      { upTo: 10_000_000, fee: 3_853 },
      { upTo: 15_000_000, fee: 4_587 },
      { upTo: 20_000_000, fee: 5_510 },
      { upTo: Number.POSITIVE_INFINITY, fee: 7_340 },
    ],
    bond: [
      { upTo: 150_000, fee: 561 },
      { upTo: 300_000, fee: 727 },
      { upTo: 600_000, fee: 906 },
      { upTo: 800_000, fee: 1_275 },
      { upTo: 1_000_000, fee: 1_464 },
      { upTo: 2_000_000, fee: 1_646 },
      { upTo: 4_000_000, fee: 2_281 },
      { upTo: 6_000_000, fee: 2_767 },
    ],
  },
  appliesFrom: '2025-04-01',
  lastConfirmed: '2026-02-28',
  sources: [
    {
      title:
        'Deeds Registries Regulations: Schedule of Fees of Office (regulation 84), as amended by Government Gazette 52191 of 28 February 2025',
      publisher: 'Acts Online',
      url: 'http://acts.co.za/deeds-registries-act-1937/r474_schedule_of_fees_of_offic.php',
    },
    {
      title: 'Deeds Office Fees in South Africa: fees from 1 April 2025 to 28 February 2026',
      publisher: 'Cape Town Lawyer directory',
      url: 'https://www.capetownlawyer.co.za.154-0-175-235.cpanel.site/property/conveyancing/fees/deeds-office-fees.php',
    },
  ],
  confirmAgain: EVERY_APRIL,
  note: 'One calculator (calcura.co.za) says it uses “the tariff gazetted 1 April 2026” with a R52 lodgement fee; that schedule’s figures could not be read, so this is the latest schedule confirmed. Bond bands above R6,000,000 could not be read either.',
};

// ---------------------------------------------------------------------------------------------
// The Law Society's conveyancing guideline of fees: the same scale for a transfer and for a bond.

/**
 * A band of the guideline: `base` for the first `from` rand, plus `step` for every `per` rand or
 * part of it above `from`, for values up to `upTo` (inclusive).
 */
export interface SteppedBand {
  readonly upTo: number;
  readonly from: number;
  readonly base: number;
  readonly step: number;
  readonly per: number;
}

export const conveyancingGuideline: Figure<readonly SteppedBand[]> = {
  name: 'the conveyancing fee guideline',
  value: [
    { upTo: 100_000, from: 0, base: 6_640, step: 0, per: 1 },
    { upTo: 500_000, from: 100_000, base: 6_640, step: 1_060, per: 50_000 },
    { upTo: 1_000_000, from: 500_000, base: 15_120, step: 2_050, per: 100_000 },
    { upTo: 5_000_000, from: 1_000_000, base: 25_370, step: 2_050, per: 200_000 },
    { upTo: Number.POSITIVE_INFINITY, from: 5_000_000, base: 66_370, step: 5_160, per: 1_000_000 },
  ],
  appliesFrom: '2025-08-01',
  lastConfirmed: '2025-10-01',
  sources: [
    {
      title: 'What will your property transfer cost now? (the guideline of fees from 1 August 2025)',
      publisher: 'Weich Kriel Attorneys',
      url: 'https://www.weichkriel.co.za/Our-Insights/ArticleDetail?Title=What-will-your-property-transfer-cost-now?',
      published: '2025-10-01',
    },
    {
      title: 'Conveyancing Costs & Transfer Fees Calculator (the 3.2% increase of 1 August 2025)',
      publisher: 'Cape Town Lawyer directory',
      url: 'https://mail.capetownlawyer.co.za/property/conveyancing/fees/conveyancing-costs.php',
    },
  ],
  confirmAgain: EVERY_APRIL,
  note: 'A recommendation firms may negotiate, before VAT and disbursements. It is updated about once a year (27 May 2024, 1 August 2025); no 2026 update could be read.',
};

// ---------------------------------------------------------------------------------------------
// The smaller costs of a transfer and a bond, which no schedule sets: labelled estimates.

export interface DisbursementEstimates {
  /** The transfer attorney's disbursements: postage, searches, FICA checks, rates figures. */
  transfer: number;
  /** The bond attorney's disbursements. */
  bond: number;
}

export const disbursementEstimates: Figure<DisbursementEstimates> = {
  name: 'the estimate of attorneys’ disbursements',
  value: { transfer: 2_000, bond: 1_500 },
  appliesFrom: '2025-08-01',
  lastConfirmed: '2026-04-01',
  sources: [
    {
      title: 'Property transfer cost guide (disbursements about R1,500 to R3,000)',
      publisher: 'African Land',
      url: 'https://african.land/blog/article/property-transfer-cost-guide-calculate-transfer-duty-legal-fees-b3363',
    },
    {
      title: 'Property costs calculator (disbursements estimated at a flat R3,500)',
      publisher: 'Calcura',
      url: 'https://calcura.co.za/calculators/property-costs',
    },
  ],
  confirmAgain: EVERY_APRIL,
  note: 'Estimates: each firm charges its own, and the municipality’s clearance figures vary.',
};
