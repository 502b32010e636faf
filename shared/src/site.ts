/**
 * Site configuration, one place each. The brand is neutral and every address is under a reserved
 * example domain until the business sets its own.
 */

/** A marketing claim and whether the business has confirmed it (unconfirmed: never shown). */
export interface Claim<T> {
  readonly value: T;
  readonly confirmed: boolean;
}

const claim = <T>(value: T, confirmed = true): Claim<T> => ({ value, confirmed });

/** The office, in the parts structured data needs; `site.address` is the line pages show. */
const postalAddress = {
  streetAddress: 'Unit 4, 12 Bond Street',
  addressLocality: 'Sandton, Johannesburg',
  addressRegion: 'Gauteng',
  postalCode: '2196',
  addressCountry: 'ZA',
} as const;

export const site = {
  brandName: 'BondBridge',
  /**
   * The site's public origin: canonical links, the sitemap and social tags name it, whatever host
   * served the page (a staging copy still points search engines at the real site).
   */
  url: 'https://www.bondbridge.example',
  /** The external application site: login and new applications happen there. */
  applicationSite: {
    base: 'https://apply.bondbridge.example',
    loginPath: '/login',
    startPath: '/start',
    preApprovalPath: '/start?type=pre-approval',
  },
  phone: { display: '010 500 4400', tel: '+27105004400' },
  /** Chat (WhatsApp) number and the message it opens with. */
  chat: { number: '27825004400', message: 'Hi, I would like help with a home loan.' },
  email: 'hello@bondbridge.example',
  partnersEmail: 'partners@bondbridge.example',
  address: `${postalAddress.streetAddress}, ${postalAddress.addressLocality}, ${postalAddress.postalCode}`,
  postalAddress,
  businessHours: ['Mon–Fri: 8:00 AM – 5:00 PM', 'Sat: 9:00 AM – 2:00 PM'],
  /** The agents' cashback in rand, in its two readings (docs/REQUIREMENTS.md#agent-cashback). */
  agentCashback: { headlineUpTo: 25_000, termsCap: 5_000 },
  /**
   * The same hours as numbers, for what counts business hours (the BFF's alert when no lead came):
   * by weekday (0 Sunday ... 6 Saturday), opening and closing hour in South African time.
   */
  openingHours: { 1: [8, 17], 2: [8, 17], 3: [8, 17], 4: [8, 17], 5: [8, 17], 6: [9, 14] } as Readonly<
    Partial<Record<0 | 1 | 2 | 3 | 4 | 5 | 6, readonly [open: number, close: number]>>
  >,
  /**
   * Marketing claims: the business's own statements about its track record and service, one value
   * each, read by every text that states them (hero, why us, partners, services, team, FAQs, page
   * heads). A claim whose `confirmed` is false is a placeholder the business has not confirmed (with
   * the evidence a regulator or a client could ask for): it is never shown to visitors
   * (stat strips list claims through `shownClaims`; a claim stated in running text must stay
   * confirmed, which site.test.ts checks). Confirming one is setting `confirmed: true` here, or
   * changing its value; content files never repeat them.
   */
  claims: {
    yearsExperience: claim('10+'),
    /** Shown as the hero's "success rate" and the why-us and partners approval rate: one figure. */
    approvalRate: claim('98%'),
    /** How quickly a complete application gets a pre-approval answer, in its three forms. */
    responseTime: claim({ short: '24-48 hrs', words: '24 to 48 hours', hero: '24hrs' }),
    /** How much better than a first quote clients' negotiated rates typically are. */
    betterRates: claim({ short: '0.25%-0.5%', words: '0.25% to 0.5%' }),
    /** How many banks and lenders one application can go to ("up to 8 banks" everywhere). */
    banksPerApplication: claim(8),
    teamCombinedYears: claim('20+'),
    bondsApproved: claim('10,000+', false),
    loansSecured: claim('R15+ billion', false),
    clientSatisfaction: claim('99%', false),
    teamBondsArranged: claim('5,000+', false),
  },
  social: [
    { name: 'Facebook', url: 'https://facebook.com/bondbridge.example' },
    { name: 'Instagram', url: 'https://instagram.com/bondbridge.example' },
    { name: 'LinkedIn', url: 'https://linkedin.com/company/bondbridge-example' },
    { name: 'X', url: 'https://x.com/bondbridge_example' },
  ],
} as const;

/** The banks count of "up to 8 banks": the one value every text uses. */
export const banksPerApplication = site.claims.banksPerApplication.value;

/** One form of a claim with several ('24hrs' of the response time), confirmed as the claim is. */
export function claimForm<T, F>(item: Claim<T>, form: (value: T) => F): Claim<F> {
  return { value: form(item.value), confirmed: item.confirmed };
}

/**
 * The confirmed claims of a list, as { value, label } (a stat strip): a placeholder the business has
 * not confirmed is left out, never shown.
 */
export function shownClaims(items: ReadonlyArray<{ claim: Claim<string>; label: string }>): Array<{
  value: string;
  label: string;
}> {
  return items.flatMap(({ claim: item, label }) => (item.confirmed ? [{ value: item.value, label }] : []));
}

export const applicationUrl = (path: string) => `${site.applicationSite.base}${path}`;
export const loginUrl = () => applicationUrl(site.applicationSite.loginPath);
export const startApplicationUrl = () => applicationUrl(site.applicationSite.startPath);
export const preApprovalUrl = () => applicationUrl(site.applicationSite.preApprovalPath);
export const chatUrl = () => `https://wa.me/${site.chat.number}?text=${encodeURIComponent(site.chat.message)}`;

/** Days each kind of record is kept (730: two years). */
const RETENTION_DAYS = { leads: 730, analytics: 730 } as const;

/** A period of days as the notice says it, in whole months (730 days: '24 months'). */
const months = (days: number) => `${Math.round((days * 12) / 365)} months`;

/**
 * Who is responsible for visitors' personal information, and the registrations the footer states.
 * The business sets these before launch: the placeholders are zeros and reserved `.example`
 * addresses, so no real registration number, person or mailbox is claimed.
 */
export const legal = {
  /** The responsible party (POPIA): the company that holds what visitors send. */
  companyName: 'BondBridge (Pty) Ltd',
  companyNumber: '0000/000000/07',
  /** The National Credit Regulator registration number, as the business's certificate shows it. */
  ncrNumber: 'NCRCP00000',
  /**
   * The line on financial advice: an authorised financial services provider states its FSP number
   * here ('An authorised financial services provider, FSP 12345'); the default is what holds for a
   * broker without one, and for this site's calculators and articles.
   */
  fspNote: 'We are not a financial services provider and give no financial advice.',
  /** The information officer registered with the Information Regulator. */
  informationOfficer: {
    name: 'The Information Officer',
    email: 'privacy@bondbridge.example',
    phone: { display: '010 500 4400', tel: '+27105004400' },
    postalAddress: 'PO Box 0000, Sandton, 2146',
  },
  /**
   * How long each kind of record is kept, as the privacy notice states it. The BFF's retention purge
   * takes its defaults (RETENTION_LEADS_DAYS, RETENTION_ANALYTICS_DAYS) from the days, and refuses a
   * longer setting, so the notice and what is deleted cannot drift apart.
   */
  retention: {
    leadsDays: RETENTION_DAYS.leads,
    analyticsDays: RETENTION_DAYS.analytics,
    leads: `${months(RETENTION_DAYS.leads)} after our last contact with you`,
    analytics: months(RETENTION_DAYS.analytics),
  },
} as const;

/** The broker's registration line under the footer. */
export const registrationLine = () =>
  `${legal.companyName}, company registration ${legal.companyNumber}. NCR registration ${legal.ncrNumber}. ${legal.fspNote}`;
