/**
 * The insights benchmark's data set: a site's analytics records, their visits and its leads over
 * the last `days` days, as the BFF would have stored them. Deterministic: one seeded generator
 * draws everything (ids included), so two runs on the same day store the same rows.
 *
 * - Visits: start times follow a South African day (quiet at night, busiest in the evening),
 *   weekends quieter, a slow growth over the period; about 30 % of visits are returning visitors,
 *   who keep their device, browser and operating system.
 * - Sources: direct, search engines, social sites (some with UTM tags), the newsletter (UTM only),
 *   property portals and a few others; entry pages: the home page, articles, the calculators and
 *   the landing pages.
 * - Records: each visit gets a number of records (page views, section views and exits, scroll
 *   depths, calculator selections and inputs, article opens and read times, FAQ opens, clicks,
 *   nudges, form openings, `exit page_hidden`) drawn so that the total is exactly `records`; a
 *   share of the visits ends in a conversion, and each conversion is a lead stored at the same
 *   moment (the rest of `leads` is spam, which the tracker never sees), with its outbox messages.
 * - Visits rows are built from the records by the write path's own code (`visitDeltas`,
 *   `upsertVisits`), so the rollup agrees with the records.
 *
 * Rows go in multi-row inserts inside transactions (large statements on PostgreSQL).
 */
import { type CALCULATOR_IDS, SECTION_IDS } from '@hl/shared/site-map';
import { sql } from 'kysely';
import type { AnalyticsEventsTable, LeadRow, LeadsTable, OutboxTable, VisitsTable } from '../src/storage/schema.ts';
import type { Store } from '../src/storage/store.ts';
import { isPassive, upsertVisits, type VisitRecord, visitDeltas } from '../src/storage/visit-rollup.ts';

export interface DataSetSize {
  records: number;
  visits: number;
  leads: number;
  days: number;
}

export const DEFAULT_SIZE: DataSetSize = { records: 1_000_000, visits: 150_000, leads: 20_000, days: 90 };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const SAST = 2 * HOUR;
const ORIGIN = 'https://www.bondbridge.example';
/** Share of leads that are spam (a filled honeypot: stored, never a conversion record). */
const SPAM_SHARE = 0.08;

/** mulberry32: a small, fast generator of numbers in [0, 1) from a 32-bit seed. */
function generator(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

type Random = () => number;

/** A weighted choice among entries, drawn with one number. */
function weighted<T>(entries: ReadonlyArray<readonly [T, number]>): (random: Random) => T {
  const total = entries.reduce((sum, [, w]) => sum + w, 0);
  const bounds: number[] = [];
  let sum = 0;
  for (const [, w] of entries) {
    sum += w / total;
    bounds.push(sum);
  }
  return (random) => {
    const r = random();
    for (let i = 0; i < bounds.length; i++)
      if (r < (bounds[i] as number)) return (entries[i] as readonly [T, number])[0];
    return (entries[entries.length - 1] as readonly [T, number])[0];
  };
}

const pickOne = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const hex = (random: Random, digits: number) => {
  let out = '';
  while (out.length < digits)
    out += Math.floor(random() * 0x1_0000_0000)
      .toString(16)
      .padStart(8, '0');
  return out.slice(0, digits);
};
const variant = (random: Random) => '89ab'[Math.floor(random() * 4)] as string;
/** A random (version 4) UUID, as the tracking cookies hold. */
const uuid4 = (random: Random) =>
  `${hex(random, 8)}-${hex(random, 4)}-4${hex(random, 3)}-${variant(random)}${hex(random, 3)}-${hex(random, 12)}`;
/** A time-ordered (version 7) UUID, as row ids are (storage/row-id.ts). */
const uuid7 = (random: Random, ms: number) => {
  const time = ms.toString(16).padStart(12, '0');
  return `${time.slice(0, 8)}-${time.slice(8, 12)}-7${hex(random, 3)}-${variant(random)}${hex(random, 3)}-${hex(random, 12)}`;
};
/** An exponentially distributed number with this mean. */
const exponential = (random: Random, mean: number) => -Math.log(1 - random()) * mean;

// --- What the site has -------------------------------------------------------------------------

const ARTICLE_TITLES = [
  'How to lower your bond interest rate in South Africa',
  'What banks look at before they approve a home loan',
  'First-time buyer: the costs beyond the deposit',
  'Transfer duty explained, with examples',
  'Fixed or variable: choosing a rate for your bond',
  'How much house can I afford on my salary?',
  'Paying extra into your bond: what it saves',
  'Pre-approval: why it helps when you make an offer',
  'Bond origination: what an originator does for free',
  'Credit scores and home loans in South Africa',
  'Saving for a deposit: a 12-month plan',
  'Buying with a partner: joint bonds explained',
  'Self-employed? How to get a home loan approved',
  'The FLISP subsidy for first-time buyers',
  'Refinancing your bond: when it makes sense',
  'Bond registration costs and attorney fees',
  'Access bonds and how to use them wisely',
  'How the repo rate changes your repayment',
  'Sectional title or freehold: the costs compared',
  'What happens at the bond attorney',
  'Documents you need for a home loan application',
  'Offer to purchase: the clauses to check',
  'Buying off-plan: deposits, guarantees and timing',
  'Home insurance and life cover on a bond',
  'Levies, rates and taxes: the monthly costs of owning',
  'How long does a bond approval take?',
  'Debt-to-income ratio: the number banks care about',
  '100 % home loans: are they still possible?',
  'Buying a home in Johannesburg: areas for first buyers',
  'Buying a home in Cape Town: what it costs in 2026',
  'Buying a home in Durban: coastal and inland options',
  'Selling and buying at the same time: bridging finance',
  'Amortisation: where each repayment goes',
  'Interest rate cuts: should you keep paying the same?',
  'Green home loans and solar installations',
  'Home loan for foreigners and permanent residents',
  'Switching banks without a penalty',
  'Pensions-backed home loans explained',
  'Building your own home: construction loans',
  'Renting versus buying: a calculation',
  'How estate agents and originators work together',
  'Bond cancellation: the costs when you sell',
  'Retirement and your bond: paying it off early',
  'Common reasons home loans are declined',
  'Buying at auction: how finance works',
  'The 2026 property market in five charts',
];
const articleSlug = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const ARTICLES = ARTICLE_TITLES.map((title, i) => ({
  id: String(12 + i * 3),
  title,
  path: `/articles/${articleSlug(title)}-${12 + i * 3}`,
}));
/** Article popularity: a few articles get most of the reads (Zipf-like). */
const pickArticle = weighted(ARTICLES.map((article, i) => [article, 1 / (i + 1) ** 0.9] as const));

const FAQ_QUESTIONS = [
  'How much can I borrow?',
  'Does using a bond originator cost me anything?',
  'How long does approval take?',
  'What deposit do I need?',
  'Can I apply if I am self-employed?',
  'Will applying affect my credit score?',
  'Which banks do you work with?',
  'Can you help with a second property?',
  'What documents do I need?',
  'Can I get a bond with a low credit score?',
  'What is pre-approval?',
  'Do you help with refinancing?',
];

/** The fields each calculator reports when they lose focus (their URL keys). */
const CALCULATOR_FIELDS: Record<(typeof CALCULATOR_IDS)[number], string[]> = {
  affordability: ['grossIncome', 'monthlyExpenses', 'interestRate', 'term'],
  repayment: ['loanAmount', 'interestRate', 'term', 'deposit'],
  transfer: ['propertyValue', 'isFirstTime'],
  extra: ['loanAmount', 'extraPayment'],
  deposit: ['targetAmount', 'savings', 'targetDate'],
  amortisation: ['loanAmount', 'interestRate', 'term'],
};
const pickCalculator = weighted<(typeof CALCULATOR_IDS)[number]>([
  ['affordability', 34],
  ['repayment', 30],
  ['transfer', 14],
  ['deposit', 9],
  ['extra', 7],
  ['amortisation', 6],
]);
/** A plausible figure for a calculator field, as the field holds it (money without commas). */
function fieldValue(random: Random, field: string): string {
  const round = (value: number, step: number) => String(Math.round(value / step) * step);
  switch (field) {
    case 'grossIncome':
      return round(12_000 + exponential(random, 30_000), 500);
    case 'monthlyExpenses':
      return round(3_000 + exponential(random, 9_000), 250);
    case 'interestRate':
      return pickOne(random, ['10.5', '10.75', '11', '11.25', '11.5', '11.75']);
    case 'term':
      return pickOne(random, ['20', '20', '20', '25', '30', '15']);
    case 'isFirstTime':
      return random() < 0.7 ? 'true' : 'false';
    case 'targetDate':
      return `202${7 + Math.floor(random() * 2)}-0${1 + Math.floor(random() * 9)}-01`;
    case 'extraPayment':
      return round(500 + exponential(random, 2_500), 100);
    case 'deposit':
    case 'savings':
      return round(exponential(random, 120_000), 5_000);
    case 'targetAmount':
      return round(50_000 + exponential(random, 200_000), 5_000);
    default:
      return round(450_000 + exponential(random, 1_400_000), 10_000);
  }
}

const PAGE_TITLES: Record<string, string> = {
  '/': 'BondBridge | Home loans made simple',
  '/calculators': 'Bond calculators | BondBridge',
  '/contact': 'Contact us | BondBridge',
  '/agents/partner': 'Partner with us: estate agents | BondBridge',
  '/pre-approval': 'Get pre-approved | BondBridge',
  '/apply': 'Apply for a home loan | BondBridge',
  '/privacy': 'Privacy policy | BondBridge',
};
const SECTION_PAGES = SECTION_IDS.filter((id) => id !== 'home' && id !== 'calculators' && id !== 'contact').map(
  (id) => `/${id}`,
);
const ARTICLE_BY_PATH = new Map(ARTICLES.map((article) => [article.path, article]));
const titleOf = (path: string) =>
  PAGE_TITLES[path] ?? ARTICLE_BY_PATH.get(path)?.title ?? `${path.slice(1)} | BondBridge`;

type PagePick = (random: Random) => string;
const pagesBy = (entries: ReadonlyArray<readonly [string, number]>): PagePick => {
  const pick = weighted(entries);
  return (random) => {
    const page = pick(random);
    if (page === 'article') return pickArticle(random).path;
    if (page === 'section') return pickOne(random, SECTION_PAGES);
    return page;
  };
};
const ENTRY_PAGES = pagesBy([
  ['/', 34],
  ['article', 26],
  ['/calculators', 14],
  ['/agents/partner', 5],
  ['/contact', 4],
  ['/pre-approval', 4],
  ['/apply', 3],
  ['section', 9],
  ['/privacy', 0.5],
  ['/home', 0.5],
]);
const NEXT_PAGES = pagesBy([
  ['/', 20],
  ['/calculators', 22],
  ['article', 20],
  ['/contact', 10],
  ['/pre-approval', 6],
  ['/apply', 5],
  ['/agents/partner', 2],
  ['section', 14],
  ['/privacy', 1],
]);

interface Source {
  referrer: string | null;
  utm?: { source: string; medium: string; campaign: string | null };
  /** Where visits from this source land, when not the usual entry pages. */
  entry?: PagePick;
}
const month = (ms: number) => new Date(ms + SAST).toISOString().slice(0, 7);
const pickSource = weighted<(random: Random, start: number) => Source>([
  [() => ({ referrer: null }), 36],
  [() => ({ referrer: 'https://www.google.com' }), 28],
  [
    (random) => ({
      referrer: 'https://www.google.com',
      utm: {
        source: 'google',
        medium: 'cpc',
        campaign: pickOne(random, ['home-loans-brand', 'bond-calculator', 'first-time-buyers', 'winter-rates']),
      },
      entry: pagesBy([
        ['/', 3],
        ['/calculators', 4],
        ['/pre-approval', 2],
      ]),
    }),
    7,
  ],
  [() => ({ referrer: 'https://www.bing.com' }), 3],
  [() => ({ referrer: 'https://duckduckgo.com' }), 1],
  [
    (random) => ({
      referrer: random() < 0.6 ? 'https://m.facebook.com' : 'https://l.facebook.com',
      ...(random() < 0.5
        ? {
            utm: {
              source: 'facebook',
              medium: 'social',
              campaign: pickOne(random, ['first-home-stories', 'rate-cut-explainer']),
            },
          }
        : {}),
      entry: pagesBy([
        ['article', 3],
        ['/', 2],
        ['/calculators', 1],
      ]),
    }),
    7,
  ],
  [
    (random) => ({
      referrer: 'https://l.instagram.com',
      ...(random() < 0.5 ? { utm: { source: 'instagram', medium: 'social', campaign: 'first-home-stories' } } : {}),
    }),
    2,
  ],
  [
    (random) => ({
      referrer: 'https://www.linkedin.com',
      ...(random() < 0.4 ? { utm: { source: 'linkedin', medium: 'social', campaign: 'agents-partner' } } : {}),
      entry: pagesBy([
        ['/agents/partner', 3],
        ['article', 2],
        ['/', 1],
      ]),
    }),
    2,
  ],
  [
    (_random, start) => ({
      referrer: null,
      utm: { source: 'newsletter', medium: 'email', campaign: `monthly-${month(start)}` },
      entry: pagesBy([
        ['article', 5],
        ['/calculators', 1],
      ]),
    }),
    5,
  ],
  [
    () => ({
      referrer: 'https://www.property24.com',
      entry: pagesBy([
        ['/calculators', 2],
        ['/', 1],
      ]),
    }),
    3,
  ],
  [
    () => ({
      referrer: 'https://www.privateproperty.co.za',
      entry: pagesBy([
        ['/calculators', 2],
        ['/', 1],
      ]),
    }),
    2,
  ],
  [() => ({ referrer: 'https://www.youtube.com' }), 1],
  [
    () => ({
      referrer: 'https://chatgpt.com',
      entry: pagesBy([
        ['article', 3],
        ['/', 1],
      ]),
    }),
    1,
  ],
  [() => ({ referrer: 'https://www.news24.com', entry: pagesBy([['article', 1]]) }), 1],
  [() => ({ referrer: null, utm: { source: 'whatsapp', medium: 'share', campaign: null } }), 1],
]);

interface Environment {
  device: 'mobile' | 'tablet' | 'desktop';
  browser: string;
  os: string;
  userAgent: string;
  resolution: string;
}
const UA: Record<string, string> = {
  'mobile Chrome Android':
    'Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Mobile Safari/537.36',
  'mobile Firefox Android': 'Mozilla/5.0 (Android 14; Mobile; rv:140.0) Gecko/140.0 Firefox/140.0',
  'mobile Safari iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  'mobile Chrome iOS':
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/138.0.0.0 Mobile/15E148 Safari/604.1',
  'tablet Safari iOS':
    'Mozilla/5.0 (iPad; CPU OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
  'tablet Chrome Android':
    'Mozilla/5.0 (Linux; Android 14; SM-X210) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  'desktop Chrome Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  'desktop Edge Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36 Edg/138.0.0.0',
  'desktop Firefox Windows': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:140.0) Gecko/20100101 Firefox/140.0',
  'desktop Safari macOS':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Safari/605.1.15',
  'desktop Chrome macOS':
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  'desktop Chrome Linux':
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  'desktop Firefox Linux': 'Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0',
  'desktop Unknown Windows':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36 OPR/120.0.0.0',
};
const pickEnvironment = weighted<string>([
  ['mobile Chrome Android', 30],
  ['mobile Firefox Android', 1],
  ['mobile Safari iOS', 19],
  ['mobile Chrome iOS', 3],
  ['tablet Safari iOS', 3.5],
  ['tablet Chrome Android', 2.5],
  ['desktop Chrome Windows', 17],
  ['desktop Edge Windows', 7],
  ['desktop Firefox Windows', 2],
  ['desktop Unknown Windows', 0.7],
  ['desktop Safari macOS', 4],
  ['desktop Chrome macOS', 4.5],
  ['desktop Chrome Linux', 0.6],
  ['desktop Firefox Linux', 0.4],
]);
const RESOLUTIONS = {
  mobile: ['390x844', '412x915', '360x800', '393x873', '375x667'],
  tablet: ['820x1180', '800x1280', '768x1024'],
  desktop: ['1920x1080', '1366x768', '1536x864', '1440x900', '2560x1440'],
};
function environment(random: Random): Environment {
  const key = pickEnvironment(random);
  const [device, browser, os] = key.split(' ') as [Environment['device'], string, string];
  return { device, browser, os, userAgent: UA[key] as string, resolution: pickOne(random, RESOLUTIONS[device]) };
}

/** Visits by South African hour of the day (relative). */
const HOURLY = [
  0.25, 0.12, 0.08, 0.07, 0.1, 0.25, 0.6, 1, 1.3, 1.45, 1.55, 1.55, 1.5, 1.45, 1.45, 1.4, 1.3, 1.35, 1.55, 1.75, 1.85,
  1.55, 0.95, 0.45,
];

const CONVERSIONS = weighted<LeadsTable['type']>([
  ['newsletter', 45],
  ['callback', 30],
  ['contact', 18],
  ['partner', 7],
]);
const CONVERSION_TYPE = {
  newsletter: 'newsletter_signup',
  callback: 'callback_request',
  contact: 'contact_message',
  partner: 'partner_registration',
} as const;
const MESSAGES: Record<LeadsTable['type'], OutboxTable['kind'][]> = {
  newsletter: ['newsletter-welcome'],
  callback: ['broker-email', 'crm-webhook', 'visitor-acknowledgement'],
  contact: ['broker-email', 'crm-webhook', 'visitor-acknowledgement'],
  partner: ['broker-email', 'crm-webhook', 'partner-confirmation'],
};
const FIRST_NAMES = ['Thandi', 'Sipho', 'Lerato', 'Johan', 'Anele', 'Pieter', 'Nomsa', 'Ayesha', 'Kabelo', 'Megan'];
const LAST_NAMES = ['Nkosi', 'Dlamini', 'van der Merwe', 'Naidoo', 'Botha', 'Mokoena', 'Pillay', 'Smith', 'Khumalo'];

// --- The data set ------------------------------------------------------------------------------

/** A record as stored, with what its visit keeps from the page view's payload. */
type Row = AnalyticsEventsTable & VisitRecord;

interface Visit {
  start: number;
  visitorId: string;
  sessionId: string;
  isReturning: boolean;
  environment: Environment;
  /** Records this visit has. */
  budget: number;
  /** The lead it ends in, if any. */
  converts?: LeadsTable['type'];
}

/** Visit start times over the period, in order: exactly `count`, spread by hour weights. */
function visitStarts(random: Random, count: number, days: number, end: number): number[] {
  // The last hour before `end` stays empty, so every visit's records are before it.
  const first = Math.floor((end - days * DAY) / HOUR) * HOUR;
  const hours = Math.floor((end - HOUR - first) / HOUR);
  const dayNoise = Array.from({ length: days + 2 }, () => 0.85 + random() * 0.3);
  const weights = Array.from({ length: hours }, (_, h) => {
    const at = first + h * HOUR + SAST;
    const local = new Date(at);
    const weekday = local.getUTCDay();
    const day = Math.floor((h * HOUR) / DAY);
    return (
      (HOURLY[local.getUTCHours()] as number) *
      (weekday === 0 ? 0.7 : weekday === 6 ? 0.75 : 1) *
      (0.85 + (0.3 * h) / hours) *
      (dayNoise[day] as number)
    );
  });
  const total = weights.reduce((a, b) => a + b, 0);
  // Largest remainders: whole visits per hour that add up to exactly `count`.
  const exact = weights.map((w) => (w / total) * count);
  const perHour = exact.map(Math.floor);
  let left = count - perHour.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((x, h) => [x - Math.floor(x), h] as const).sort((a, b) => b[0] - a[0]);
  for (const [, h] of byRemainder) {
    if (left-- <= 0) break;
    perHour[h] = (perHour[h] as number) + 1;
  }
  const starts: number[] = [];
  perHour.forEach((n, h) => {
    const hourStarts = Array.from({ length: n }, () => first + h * HOUR + Math.floor(random() * HOUR));
    starts.push(...hourStarts.sort((a, b) => a - b));
  });
  return starts;
}

/**
 * Records per visit, exactly `records` in all: about 30 % of visits are one or two records (a
 * bounce, or a page view and a scroll), the rest a long-tailed number with the mean that makes
 * up the total.
 */
function recordBudgets(random: Random, visits: number, records: number): number[] {
  const mean = Math.max(0, (records / visits - 0.48) / 0.7 - 2.5);
  const budgets = Array.from({ length: visits }, () => {
    const r = random();
    if (r < 0.12) return 1;
    if (r < 0.3) return 2;
    return Math.min(80, 3 + Math.floor(exponential(random, mean)));
  });
  let diff = records - budgets.reduce((a, b) => a + b, 0);
  while (diff !== 0) {
    const i = Math.floor(random() * visits);
    const budget = budgets[i] as number;
    if (budget < 3) continue;
    if (diff > 0 && budget < 80) {
      budgets[i] = budget + 1;
      diff--;
    } else if (diff < 0 && budget > 3) {
      budgets[i] = budget - 1;
      diff++;
    }
  }
  return budgets;
}

/** The visits of the period, in order of their start, with their visitors and record budgets. */
function planVisits(random: Random, size: DataSetSize, end: number): { visits: Visit[]; spam: number } {
  const starts = visitStarts(random, size.visits, size.days, end);
  const budgets = recordBudgets(random, size.visits, size.records);
  const visitors: Array<{ id: string; environment: Environment }> = [];
  const visits = starts.map((start, i): Visit => {
    // Returning visitors: half of them from the recent ones (came back within days), half from anyone.
    const returning = visitors.length > 100 && random() < 0.3;
    let visitor: { id: string; environment: Environment };
    if (returning) {
      const from = random() < 0.5 ? Math.max(0, visitors.length - 5_000) : 0;
      visitor = visitors[from + Math.floor(random() * (visitors.length - from))] as (typeof visitors)[number];
    } else {
      visitor = { id: uuid4(random), environment: environment(random) };
      visitors.push(visitor);
    }
    return {
      start,
      visitorId: visitor.id,
      sessionId: uuid4(random),
      isReturning: returning,
      environment: visitor.environment,
      budget: budgets[i] as number,
    };
  });
  // Conversions: one per lead that is not spam, among visits long enough to open a form and send it.
  const spam = Math.round(size.leads * SPAM_SHARE);
  const candidates = visits.filter((v) => v.budget >= 5);
  let conversions = Math.min(size.leads - spam, candidates.length);
  while (conversions > 0) {
    const visit = candidates[Math.floor(random() * candidates.length)] as Visit;
    if (visit.converts) continue;
    visit.converts = CONVERSIONS(random);
    conversions--;
  }
  return { visits, spam: size.leads - visits.filter((v) => v.converts).length };
}

/** Builds one visit's records and, when it converts, its lead (stored at the conversion's time). */
class VisitWriter {
  readonly rows: Row[] = [];
  lead: LeadOf | undefined;
  #time: number;
  #page = '';
  #left: number;

  constructor(
    private readonly random: Random,
    private readonly visit: Visit,
    private readonly end: number,
  ) {
    this.#time = visit.start;
    this.#left = visit.budget;
  }

  build(): this {
    const { random, visit } = this;
    const source = pickSource(random)(random, visit.start);
    // A converting visit keeps three records for the conversion (a form opened, sent, the
    // conversion), which come after a random number of its other actions.
    let reserved = visit.converts ? 3 : 0;
    const free = () => this.#left - reserved;
    this.pageview((source.entry ?? ENTRY_PAGES)(random), source, free() >= 2);
    let convertAfter = reserved ? Math.floor(random() * (free() + 1)) : 0;
    let pageStarted = this.#time;
    while (this.#left > 0) {
      if (visit.converts && reserved && (convertAfter <= 0 || free() === 0)) {
        this.convert(visit.converts);
        reserved = 0;
        continue;
      }
      convertAfter--;
      if (free() === 1 && random() < 0.7) {
        this.event('exit', 'page_hidden', ((this.#time - pageStarted) / 1000 + 1).toFixed(1));
      } else if (random() < 0.28) {
        this.pageview(NEXT_PAGES(random), undefined, free() >= 2);
        pageStarted = this.#time;
      } else {
        this.pageEvent();
      }
    }
    return this;
  }

  /** Moves the clock on (records of a visit are seconds to minutes apart) and returns the time. */
  private tick(mean: number): number {
    this.#time = Math.min(this.#time + 1_000 + Math.floor(exponential(this.random, mean)), this.end - 1);
    return this.#time;
  }

  /** A record made and received at `at` (the browser's clock is the server's here), marked as the provider marks it. */
  private push(
    row: Omit<Row, 'id' | 'session_id' | 'visitor_id' | 'created_at' | 'client_at' | 'passive'>,
    at: number,
  ) {
    this.#left--;
    const time = new Date(at).toISOString();
    this.rows.push({
      id: uuid7(this.random, at),
      session_id: this.visit.sessionId,
      visitor_id: this.visit.visitorId,
      created_at: time,
      client_at: time,
      passive: row.kind === 'event' && isPassive(row.type, false),
      ...row,
    });
  }

  private pageview(path: string, source: Source | undefined, withArticle: boolean) {
    const at = this.rows.length === 0 ? this.#time : this.tick(25_000);
    this.#page = path;
    const { environment: env, isReturning } = this.visit;
    const utmParams = source?.utm
      ? {
          utm_source: source.utm.source,
          utm_medium: source.utm.medium,
          ...(source.utm.campaign ? { utm_campaign: source.utm.campaign } : {}),
        }
      : undefined;
    const referrer = source?.referrer ?? undefined;
    this.push(
      {
        kind: 'pageview',
        type: null,
        path,
        element: null,
        value: null,
        referrer: referrer ?? null,
        utm_source: source?.utm?.source ?? null,
        device: env.device,
        browser: env.browser,
        os: env.os,
        payload: JSON.stringify({
          path,
          title: titleOf(path),
          pageUrl: `${ORIGIN}${path}`,
          referrer,
          utmParams,
          userAgent: env.userAgent,
          device: env.device,
          browser: env.browser,
          os: env.os,
          language: 'en-ZA',
          resolution: env.resolution,
          timezone: 'Africa/Johannesburg',
          isReturning,
          timestamp: new Date(at).toISOString(),
        }),
        utm_medium: source?.utm?.medium ?? null,
        utm_campaign: source?.utm?.campaign ?? null,
      },
      at,
    );
    // An article's page opens its reader at once.
    const article = ARTICLE_BY_PATH.get(path);
    if (article && withArticle && this.random() < 0.9) this.event('article_open', article.id, article.title);
  }

  private event(type: string, element: string | null, value: string | null = null) {
    const at = this.tick(12_000);
    const path = this.#page;
    this.push(
      {
        kind: 'event',
        type,
        path,
        element,
        value,
        referrer: null,
        utm_source: null,
        device: null,
        browser: null,
        os: null,
        payload: JSON.stringify({
          type,
          element: element ?? undefined,
          value: value ?? undefined,
          path,
          passive: isPassive(type, false) || undefined,
          timestamp: new Date(at).toISOString(),
        }),
        utm_medium: null,
        utm_campaign: null,
      },
      at,
    );
  }

  /** One event that fits the page the visitor is on. */
  private pageEvent() {
    const { random } = this;
    const page = this.#page;
    const r = random();
    const article = ARTICLE_BY_PATH.get(page);
    if (article) {
      if (r < 0.3) return this.event('scroll_depth', null, pickOne(random, ['25', '50', '75', '100']));
      if (r < 0.5) return this.event('article_view', article.id, article.title);
      if (r < 0.8)
        return this.event('article_read_duration', article.title, String(Math.round(20 + exponential(random, 120))));
      if (r < 0.85) return this.event('article_share', article.id, pickOne(random, ['whatsapp', 'facebook', 'x']));
      if (r < 0.9) return this.event('nudge_shown', 'calculators');
      return this.event('section_view', 'education');
    }
    if (page === '/calculators') {
      if (r < 0.3) return this.event('calculator_used', pickCalculator(random), 'card');
      if (r < 0.65) {
        const field = pickOne(random, CALCULATOR_FIELDS[pickCalculator(random)]);
        return this.event('input_blur', field, fieldValue(random, field));
      }
      if (r < 0.75) return this.event('scroll_depth', null, pickOne(random, ['25', '50', '75', '100']));
      if (r < 0.82)
        return this.event(
          'explainer_toggle',
          pickOne(random, ['how_figures_worked_out', 'what_banks_look_at']),
          pickOne(random, ['open', 'close']),
        );
      if (r < 0.88) return this.event('cta_click', 'calculators_pre_approved_in_minutes', pickCalculator(random));
      if (r < 0.93) return this.event('discuss_expert_toggle', 'calculators', 'open');
      return this.event('section_view', 'calculators');
    }
    if (page === '/' || page === '/home' || SECTION_PAGES.includes(page)) {
      if (r < 0.3) return this.event('section_view', pickOne(random, SECTION_IDS));
      if (r < 0.45)
        return this.event('section_exit', pickOne(random, SECTION_IDS), (1 + exponential(random, 12)).toFixed(1));
      if (r < 0.62) return this.event('scroll_depth', null, pickOne(random, ['25', '50', '75', '100']));
      if (r < 0.7) return this.event('calculator_tile', pickCalculator(random), null);
      if (r < 0.8) return this.event('faq_open', pickOne(random, FAQ_QUESTIONS));
      if (r < 0.86) {
        const article = pickArticle(random);
        return this.event('article_open', article.id, article.title);
      }
      if (r < 0.9) return this.event('nav_click', pickOne(random, ['calculators', 'education', 'contact', 'about']));
      if (r < 0.94) return this.event('cta_click', pickOne(random, ['hero_get_pre_approved', 'hero_calculators']));
      if (r < 0.97) return this.event('nudge_shown', 'newsletter');
      return this.event('faq_category_change', pickOne(random, ['buying', 'costs', 'approval']));
    }
    if (r < 0.4) return this.event('scroll_depth', null, pickOne(random, ['25', '50', '75', '100']));
    if (r < 0.6) return this.event('section_view', page.slice(1) || 'home');
    if (r < 0.75) return this.event('contact_click', pickOne(random, ['phone', 'whatsapp', 'email']));
    if (r < 0.85) return this.event('cta_click', 'start_application');
    if (r < 0.9) return this.event('contact_widget_open', 'header');
    return this.event('section_exit', page.slice(1) || 'home', (1 + exponential(random, 20)).toFixed(1));
  }

  /** A lead form opened and sent, and its conversion: the lead is stored at the conversion's time. */
  private convert(type: LeadsTable['type']) {
    const { random } = this;
    if (type === 'newsletter') {
      this.event('modal_impression', 'newsletter');
      this.event('newsletter_submit', 'newsletter_modal');
    } else if (type === 'callback') {
      this.event(random() < 0.6 ? 'contact_widget_open' : 'callback_prompt_used', 'callback');
      this.event('form_submit', 'callback_form');
    } else if (type === 'contact') {
      this.event('section_view', 'contact');
      this.event('contact_form_submitted', 'contact_form', pickOne(random, ['bond-application', 'consultation']));
    } else {
      this.event('section_view', 'partner-form');
      this.event('form_submit', 'partner_form');
    }
    const at = this.tick(2_000);
    const path = this.#page;
    this.push(
      {
        kind: 'conversion',
        type: CONVERSION_TYPE[type],
        path,
        element: null,
        value: null,
        referrer: null,
        utm_source: null,
        device: null,
        browser: null,
        os: null,
        payload: JSON.stringify({ type: CONVERSION_TYPE[type], path, timestamp: new Date(at).toISOString() }),
        utm_medium: null,
        utm_campaign: null,
      },
      at,
    );
    this.lead = { type, at, sessionId: this.visit.sessionId, visitorId: this.visit.visitorId };
  }
}

/** A lead to store: its type and time, and the visit it came from (none for a bot). */
interface LeadOf {
  type: LeadsTable['type'];
  at: number;
  sessionId: string | null;
  visitorId: string | null;
}

/** A lead row as the contact routes store it (fake people, numbered addresses). */
function leadRow(random: Random, n: number, lead: LeadOf, spam: boolean): LeadRow {
  const { type, at } = lead;
  const first = pickOne(random, FIRST_NAMES);
  const last = pickOne(random, LAST_NAMES);
  const email = `${first}.${last.replaceAll(' ', '')}.${n}@example.co.za`.toLowerCase();
  const phone = `08${Math.floor(random() * 10)} ${100 + Math.floor(random() * 900)} ${1000 + Math.floor(random() * 9000)}`;
  const payload =
    type === 'newsletter'
      ? { name: first, email, source: 'newsletter_modal' }
      : type === 'callback'
        ? { name: `${first} ${last}`, email, mobile: phone }
        : type === 'contact'
          ? {
              name: `${first} ${last}`,
              email,
              phone,
              subject: pickOne(random, ['bond-application', 'consultation', 'pre-approval', 'general-inquiry']),
              stage: pickOne(random, ['Need advice', 'Still looking']),
              message: 'We would like to buy our first home and need advice on what we can afford.',
            }
          : {
              fullName: `${first} ${last}`,
              email,
              phone,
              estateAgency: pickOne(random, ['Pam Golding', 'Seeff', 'RE/MAX', 'Harcourts', 'Chas Everitt']),
              numListings: Math.floor(random() * 40),
              avgSaleValue: 1_000_000 + Math.floor(random() * 30) * 100_000,
              source: 'agents-landing',
            };
  return {
    id: uuid7(random, at),
    type,
    email,
    payload: JSON.stringify(payload),
    spam: spam ? 1 : 0,
    created_at: new Date(at).toISOString(),
    // The key of the addresses' hash is a setting the bench leaves unset (the BFF fills them in at
    // start when it has one).
    email_hash: null,
    session_id: lead.sessionId,
    visitor_id: lead.visitorId,
    status: 'new',
    reached: 0,
    lost_reason: null,
    owner_id: null,
    unsubscribed_at:
      type === 'newsletter' && !spam && random() < 0.05
        ? new Date(at + Math.floor(random() * 20 * DAY)).toISOString()
        : null,
  };
}

/** The outbox messages of a lead: sent a few seconds after it, the last few still pending, a rare one dead. */
function messageRows(random: Random, lead: LeadRow, end: number): OutboxTable[] {
  if (lead.spam) return [];
  const at = Date.parse(lead.created_at);
  return MESSAGES[lead.type].map((kind) => {
    const pending = end - at < 60_000;
    const dead = !pending && random() < 0.003;
    const sentAt = new Date(at + 1_000 + Math.floor(random() * 5_000)).toISOString();
    return {
      id: uuid7(random, at),
      lead_id: lead.id,
      kind,
      state: pending ? 'pending' : dead ? 'dead' : 'sent',
      attempts: pending ? 0 : dead ? 10 : 1,
      next_attempt_at: lead.created_at,
      locked_until: null,
      last_error: dead ? 'HTTP 500' : null,
      created_at: lead.created_at,
      sent_at: pending || dead ? null : sentAt,
      report: null,
      recipient: null,
      trace_parent: null,
    };
  });
}

/** What was stored, and how long it took. */
export interface SeedResult {
  records: number;
  visits: number;
  visitors: number;
  leads: number;
  spam: number;
  messages: number;
  from: string;
  to: string;
  seconds: number;
}

/**
 * Fills an empty database with the data set ending at `end` (a time; the data set's last hour is
 * empty). `progress` is told each committed chunk's running totals. `rollup: false` leaves the
 * visits out (records stored before the visits table existed), `leads: false` the leads and their
 * messages (drawn all the same, so the records are the same).
 */
export async function seedInsights(
  store: Pick<Store, 'db' | 'dialect'>,
  {
    size = DEFAULT_SIZE,
    end = Date.now(),
    seed = 20_261_110,
    rollup = true,
    leads: withLeads = true,
    progress = (_: string) => {},
  } = {},
): Promise<SeedResult> {
  const started = performance.now();
  const { db, dialect } = store;
  const random = generator(seed);
  const { visits, spam } = planVisits(random, size, end);
  // As many rows per statement as the dialect's limit of bound parameters allows; visits per transaction.
  const rowsPer = (columns: number) => Math.floor((dialect === 'postgres' ? 65_535 : 32_766) / columns);
  const visitsPerTransaction = dialect === 'postgres' ? 20_000 : 10_000;
  const inChunks = async <T>(rows: T[], per: number, run: (chunk: T[]) => Promise<unknown>) => {
    for (let i = 0; i < rows.length; i += per) await run(rows.slice(i, i + per));
  };

  const leads: LeadRow[] = [];
  let records = 0;
  for (let i = 0; i < visits.length; i += visitsPerTransaction) {
    const rows: Row[] = [];
    for (const visit of visits.slice(i, i + visitsPerTransaction)) {
      const writer = new VisitWriter(random, visit, end).build();
      rows.push(...writer.rows);
      if (writer.lead) leads.push(leadRow(random, leads.length + 1, writer.lead, false));
    }
    // The visits as the write path builds them from the same records (one row per visit here, as
    // every visit's records are in this chunk).
    const visitRows: VisitsTable[] = visitDeltas(rows);
    await db.transaction().execute(async (trx) => {
      await inChunks(rows, rowsPer(15), (chunk) =>
        trx
          .insertInto('analytics_events')
          .values(chunk.map(({ utm_medium, utm_campaign, client_at, passive, ...record }) => record))
          .execute(),
      );
      if (rollup) await inChunks(visitRows, rowsPer(19), (chunk) => upsertVisits(trx, chunk));
    });
    records += rows.length;
    progress(`${records} records, ${Math.min(i + visitsPerTransaction, visits.length)} visits`);
  }
  // Spam: bots fill the forms at any hour, without the tracker.
  const from = visits[0]?.start ?? end;
  for (let n = 0; n < spam; n++) {
    const at = from + Math.floor(random() * (end - HOUR - from));
    // Bots post without the tracker's cookies: no visit.
    const type = random() < 0.6 ? 'callback' : 'contact';
    leads.push(leadRow(random, leads.length + 1, { type, at, sessionId: null, visitorId: null }, true));
  }
  leads.sort((a, b) => a.created_at.localeCompare(b.created_at));
  const messages = leads.flatMap((lead) => messageRows(random, lead, end));
  if (withLeads) {
    await db.transaction().execute(async (trx) => {
      await inChunks(leads, 1_000, (chunk) => trx.insertInto('leads').values(chunk).execute());
      await inChunks(messages, 1_000, (chunk) => trx.insertInto('outbox').values(chunk).execute());
    });
  }
  progress(`${leads.length} leads, ${messages.length} messages`);
  // PostgreSQL's autovacuum would soon vacuum and analyze the new rows (index-only scans need the
  // former, the planner the latter): done at once here. The BFF never analyzes a SQLite database,
  // so its planner goes without statistics, as in production.
  if (dialect === 'postgres') await sql`vacuum analyze`.execute(db);
  return {
    records,
    visits: visits.length,
    visitors: new Set(visits.map((v) => v.visitorId)).size,
    leads: leads.length,
    spam,
    messages: messages.length,
    from: new Date(from).toISOString(),
    to: new Date(end).toISOString(),
    seconds: Math.round((performance.now() - started) / 100) / 10,
  };
}
