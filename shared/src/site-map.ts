/**
 * Names the parts link each other by: the home page's section anchors and the calculator ids
 * (`/calculators?calc=…`, used by the hero tiles, the calculators remote and article links).
 */

/** Anchor ids of the home page's sections, in page order (docs/REQUIREMENTS.md#home-page-sections). */
export const SECTION_IDS = [
  'home',
  'how-it-works',
  'calculators',
  'services',
  'why-us',
  'partners',
  'team',
  'education',
  'testimonials',
  'contact',
] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const CALCULATOR_IDS = ['affordability', 'repayment', 'transfer', 'extra', 'deposit', 'amortisation'] as const;
export type CalculatorId = (typeof CALCULATOR_IDS)[number];

/**
 * The site's route table. The shell routes by it, and the BFF uses it to answer unknown paths with
 * a 404, to pick the page whose HTML it sends and to list the public pages in the sitemap.
 */
export const HOME_PATHS = ['/', '/home', '/home1', '/home2', '/home3'] as const;
/** Section paths: the home page scrolled to that section. */
export const SECTION_PATHS = SECTION_IDS.filter((id) => id !== 'home').map((id) => `/${id}`);
export const APPLY_PATHS = ['/apply', '/apply1', '/apply2', '/apply3', '/apply4', '/apply5'] as const;
/** /articles/{slug}-{id}: the home page with that article's reader open. */
export const ARTICLE_PATH_PREFIX = '/articles/';
export const AGENTS_PARTNER_PATH = '/agents/partner';
export const PRE_APPROVAL_PATH = '/pre-approval';
export const PRIVACY_PATH = '/privacy';
/**
 * The operators' insights page: not linked from the site, kept out of the sitemap, disallowed in
 * robots.txt and noindex; the site's own analytics do not record visits to it.
 */
export const INSIGHTS_PATH = '/insights';

/** The pages of the site; each has its own first screen. */
export const PAGE_KEYS = [
  'home',
  'apply',
  'agents-partner',
  'pre-approval',
  'privacy',
  'insights',
  'not-found',
] as const;
export type PageKey = (typeof PAGE_KEYS)[number];

export interface RouteMatch {
  page: PageKey;
  /** The section a section path scrolls to. */
  section?: SectionId;
  /** The `{slug}-{id}` of an article path. */
  articleSlugId?: string;
}

/** The section a path scrolls to, or undefined when it is not a section path. */
export function sectionForPath(pathname: string): SectionId | undefined {
  const id = pathname.replace(/^\/+|\/+$/g, '');
  return (SECTION_IDS as readonly string[]).includes(id) && id !== 'home' ? (id as SectionId) : undefined;
}

/** What a path shows; an unknown path is the not-found page. A trailing slash is ignored. */
export function matchRoute(pathname: string): RouteMatch {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((HOME_PATHS as readonly string[]).includes(path)) return { page: 'home' };
  const section = sectionForPath(path);
  if (section) return { page: 'home', section };
  if (path.startsWith(ARTICLE_PATH_PREFIX)) {
    const slugId = path.slice(ARTICLE_PATH_PREFIX.length);
    if (/^[a-z0-9-]*\d$/.test(slugId) && !slugId.includes('/')) return { page: 'home', articleSlugId: slugId };
    return { page: 'not-found' };
  }
  if ((APPLY_PATHS as readonly string[]).includes(path)) return { page: 'apply' };
  if (path === AGENTS_PARTNER_PATH) return { page: 'agents-partner' };
  if (path === PRE_APPROVAL_PATH) return { page: 'pre-approval' };
  if (path === PRIVACY_PATH) return { page: 'privacy' };
  // The insights page routes below it itself (a lead: /insights/leads/{id}).
  if (path === INSIGHTS_PATH || path.startsWith(`${INSIGHTS_PATH}/`)) return { page: 'insights' };
  return { page: 'not-found' };
}

/** The article id a `{slug}-{id}` holds: its last hyphen-separated piece. */
export function articleIdFromSlugId(slugId: string): string {
  return slugId.slice(slugId.lastIndexOf('-') + 1);
}

/** The one path of each page; the other paths that show it (/home1, /apply3...) are its aliases. */
const PAGE_PATHS: Record<Exclude<PageKey, 'not-found'>, string> = {
  home: '/',
  apply: '/apply',
  'agents-partner': AGENTS_PARTNER_PATH,
  'pre-approval': PRE_APPROVAL_PATH,
  privacy: PRIVACY_PATH,
  insights: INSIGHTS_PATH,
};

/**
 * The canonical path of what a path shows: aliases name their page's path, a section path itself,
 * an article path the `{slug}-{id}` it was asked with (only the article index knows whether that is
 * the current slug). The not-found page has none.
 */
export function canonicalPath(match: RouteMatch): string | undefined {
  if (match.page === 'not-found') return undefined;
  if (match.articleSlugId !== undefined) return `${ARTICLE_PATH_PREFIX}${match.articleSlugId}`;
  if (match.section) return `/${match.section}`;
  return PAGE_PATHS[match.page];
}

/** Every canonical public path of the site apart from articles (not /insights): what the sitemap lists before them. */
export const PUBLIC_PATHS: readonly string[] = [
  PAGE_PATHS.home,
  ...SECTION_PATHS,
  PAGE_PATHS.apply,
  PAGE_PATHS['agents-partner'],
  PAGE_PATHS['pre-approval'],
  PAGE_PATHS.privacy,
];

/**
 * The knowledge center's article on bond and transfer costs, which the transfer calculator links.
 * A stale slug still opens it (the id decides); mf-knowledge's tests check this is its path.
 */
export const BOND_COSTS_ARTICLE_PATH =
  '/articles/bond-and-transfer-costs-in-south-africa-what-you-pay-to-whom-and-when-2';

/**
 * The group a page belongs to in the Web Vitals' figures and metrics: its page key, or `article`
 * for an article's address. Few and fixed, so a metric label stays bounded whatever paths arrive.
 */
export function pageGroup(pathname: string): PageKey | 'article' {
  const match = matchRoute(pathname);
  return match.articleSlugId === undefined ? match.page : 'article';
}
