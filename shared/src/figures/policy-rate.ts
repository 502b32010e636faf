import type { Figure, IsoDay, Source } from './types.ts';

/**
 * The Reserve Bank's policy (repo) rate and the banks' prime lending rate, which has been the repo
 * rate plus 3.5 percentage points since 2001. A decision takes effect the day after it is
 * announced unless `effective` says otherwise.
 */
export interface PolicyRateDecision {
  announced: IsoDay;
  /** The first day the rate applies. */
  effective: IsoDay;
  /** Repo rate after the decision, percent a year. */
  repo: number;
  sources: readonly Source[];
}

/** Prime = repo + this many percentage points (the banks' convention since 2001). */
export const PRIME_SPREAD = 3.5;

const SARB_WEBCASTS: Source = {
  title: 'MPC announcement webcasts (the year’s meeting dates)',
  publisher: 'South African Reserve Bank',
  url: 'https://www.resbank.co.za/en/home/what-we-do/monetary-policy/MPC-announcement-webcasts',
};

const dayAfter = (day: IsoDay): IsoDay => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

const decision = (announced: IsoDay, repo: number, sources: Source[], effective = dayAfter(announced)) =>
  ({ announced, effective, repo, sources }) satisfies PolicyRateDecision;

const news = (publisher: string, title: string, url: string, published?: IsoDay): Source =>
  published ? { title, publisher, url, published } : { title, publisher, url };

/**
 * The decisions the articles' history needs, oldest first: every change from July 2020 and the
 * holds a source was read for. Add each new decision at the end, with its source.
 */
export const POLICY_RATE_DECISIONS: readonly PolicyRateDecision[] = [
  decision('2020-07-23', 3.5, [
    news(
      'IOL Business Report',
      'Reserve Bank cuts repo rate to 3.50%, prime 7%',
      'https://www.iol.co.za/business-report/economy/watch-live-reserve-bank-governor-announces-changes-to-repo-rate-4da18cf9-ef61-474d-b824-23cbe11c8410',
      '2020-07-23',
    ),
  ]),
  decision('2021-11-18', 3.75, [
    news(
      'TimesLIVE',
      'Repo rate increases by 75 basis points (the hiking cycle began in November 2021 at 3.75%)',
      'https://www.timeslive.co.za/news/south-africa/2022-11-24-watch-live-south-african-reserve-bank-announces-repo-rate-decision/',
      '2022-11-24',
    ),
  ]),
  decision('2022-01-27', 4, [
    news(
      'Daily Friend',
      'Reserve Bank increases repo rate to 4%',
      'https://dailyfriend.co.za/2022/01/29/reserve-bank-increases-repo-rate-to-4',
      '2022-01-29',
    ),
  ]),
  decision('2022-03-24', 4.25, [
    news(
      'The Citizen',
      'Reserve Bank raises repo rate to 4.25%',
      'https://www.citizen.co.za/business/business-news/3057358/reserve-bank-raises-repo-rate-24-march-2022/',
      '2022-03-24',
    ),
  ]),
  decision(
    '2022-05-19',
    4.75,
    [
      news(
        'IOL Business Report',
        'Sarb hits SA consumers with another interest rates hike (4.75% from 20 May 2022)',
        'https://www.iol.co.za/business-report/economy/breaking-sarb-hits-sa-consumers-with-another-interest-rates-hike-deba33ba-696d-43f0-9b78-63b5633a4f30',
        '2022-05-19',
      ),
    ],
    '2022-05-20',
  ),
  decision('2022-07-21', 5.5, [
    news('iono.fm', 'SARB hikes interest rates by 75 basis points', 'https://iono.fm/e/1231454'),
  ]),
  decision('2022-09-22', 6.25, [
    news(
      'TimesLIVE',
      'Repo rate increases by 75 basis points (6.25% and prime 9.75% after September)',
      'https://www.timeslive.co.za/news/south-africa/2022-11-24-watch-live-south-african-reserve-bank-announces-repo-rate-decision/',
      '2022-11-24',
    ),
  ]),
  decision(
    '2022-11-24',
    7,
    [
      news(
        'ETTP',
        'The implications of the 75 bp hike (repo 7%, prime 10.50% from 25 November 2022)',
        'https://ettp.co.za/resources-old/the-implications-of-the-75-basis-pointsbp-hike-on-small-businesses/',
      ),
    ],
    '2022-11-25',
  ),
  decision('2023-01-26', 7.25, [
    news(
      'The South African',
      'SA Reserve Bank hikes interest rates (repo 7.25%, prime 10.75%)',
      'https://www.thesouthafrican.com/news/sa-reserve-bank-hikes-interest-rates-in-blow-for-south-africans-in-debt-breaking-26-january-2023/',
      '2023-01-26',
    ),
  ]),
  decision(
    '2023-03-30',
    7.75,
    [
      news(
        'The Citizen',
        'Repo rate hiked by 50 basis points from 31 March 2023 (7.75%, prime 11.25%)',
        'https://www.citizen.co.za/?p=3349832',
        '2023-03-30',
      ),
    ],
    '2023-03-31',
  ),
  decision('2023-05-25', 8.25, [
    news(
      'Daily Voice',
      'Repo rate hike (8.25%, prime 11.75%)',
      'https://www.dailyvoice.co.za/news/nog-n-repo-rate-hike-458ed533-e257-485e-9ac3-12ccccaa8250',
      '2023-05-26',
    ),
  ]),
  decision('2024-09-19', 8, [
    news(
      'East Coast Radio',
      'SARB reduces repo rate (8%, prime 11.5%)',
      'https://www.ecr.co.za/news/news/sarb-reduces-repo-rate/',
      '2024-09-19',
    ),
  ]),
  decision(
    '2024-11-21',
    7.75,
    [
      news(
        'Newsnote',
        'Reserve Bank MPC cut repo rate by 25 basis points (7.75% from 22 November 2024)',
        'https://newsnote.co.za/reserve-bank-mpc-cut-repo-rate-by-25-basis-points',
        '2024-11-22',
      ),
    ],
    '2024-11-22',
  ),
  decision('2025-01-30', 7.5, [
    news(
      'eNCA',
      'SARB cuts repo rate 25 basis points (7.5%, prime 11%)',
      'https://www.enca.com/top-stories/watch-sarb-cuts-repo-rate-25-basis-points',
    ),
  ]),
  decision('2025-05-29', 7.25, [
    news(
      'The South African',
      'SARB keeps interest rates on hold, with the 2025 decisions (29 May cut, 31 July cut)',
      'https://www.thesouthafrican.com/business/sarb-keeps-interest-rates-on-hold-in-blow-for-south-africans-in-debt-breaking/',
      '2025-09-18',
    ),
  ]),
  decision('2025-07-31', 7, [
    news(
      'The South African',
      'SARB keeps interest rates on hold, with the 2025 decisions (29 May cut, 31 July cut)',
      'https://www.thesouthafrican.com/business/sarb-keeps-interest-rates-on-hold-in-blow-for-south-africans-in-debt-breaking/',
      '2025-09-18',
    ),
  ]),
  decision('2025-09-18', 7, [
    news(
      'East Coast Radio',
      'SARB’s Monetary Policy Committee keeps repo rate at 7%',
      'https://www.ecr.co.za/news/news/sarbs-monetary-policy-committee-keeps-repo-rate-7/',
      '2025-09-18',
    ),
  ]),
  decision('2025-11-20', 6.75, [
    news(
      'East Coast Radio',
      'SARB cuts repo rate to 6.75%',
      'https://www.ecr.co.za/news/news/sarb-cuts-repo-rate-675-inflation-outlook-improves/',
      '2025-11-20',
    ),
  ]),
  decision('2026-01-29', 6.75, [
    news(
      'TimesLIVE',
      'SARB holds rates at 6.75%',
      'https://www.timeslive.co.za/news/2026-01-29-sarb-holds-rates-at-675/',
      '2026-01-29',
    ),
  ]),
  decision('2026-05-28', 7, [
    news(
      'Bond Excel Cape',
      'MPC: a 25-basis-point hike takes the repo rate back up to 7.0% and prime to 10.5% (four members for the hike, two for no change)',
      'https://bondexcelcape.co.za/?p=428',
    ),
  ]),
];

/**
 * The MPC's scheduled announcement days. The rate is confirmed again after each. The 2027 dates
 * were not yet published in what could be read: add them when the Reserve Bank publishes them
 * (until then `dueForConfirmation` asks for them).
 */
export const MPC_SCHEDULE: { readonly days: readonly IsoDay[]; readonly sources: readonly Source[] } = {
  days: ['2026-01-29', '2026-03-26', '2026-05-28', '2026-07-23', '2026-09-23', '2026-11-19'],
  sources: [SARB_WEBCASTS],
};

const latest = POLICY_RATE_DECISIONS[POLICY_RATE_DECISIONS.length - 1] as PolicyRateDecision;

/** The last day a source confirmed the rate of the latest decision. */
const RATE_LAST_CONFIRMED: IsoDay = latest.effective;

const RATE_NOTE =
  'The decisions of 26 March, 23 July, 23 September and 19 November 2026 could not be read. One page published in June 2026 (mymoneytool.co.za) still gave 6.75% and 10.25% “in May 2026”. The Reserve Bank’s consultation on replacing prime with its policy rate (February 2026) had no outcome in what could be read.';

/** The repo rate after the latest decision, percent a year. */
export const repoRate: Figure<number> = {
  name: 'the repo rate',
  value: latest.repo,
  appliesFrom: latest.effective,
  lastConfirmed: RATE_LAST_CONFIRMED,
  sources: latest.sources,
  confirmAgain: { kind: 'mpc' },
  note: RATE_NOTE,
};

/** The prime lending rate: the repo rate plus {@link PRIME_SPREAD}. */
export const primeRate: Figure<number> = {
  ...repoRate,
  name: 'prime',
  value: latest.repo + PRIME_SPREAD,
};

/** The decision whose rate applied on a day, or undefined before the first one listed. */
export function decisionOn(day: IsoDay): PolicyRateDecision | undefined {
  let found: PolicyRateDecision | undefined;
  for (const item of POLICY_RATE_DECISIONS) if (item.effective <= day) found = item;
  return found;
}

/** The latest decision: what {@link repoRate} and {@link primeRate} say. */
export const latestDecision: PolicyRateDecision = latest;
