/**
 * The head of every page: title, description, keywords, canonical link, social tags and structured
 * data, from the path alone (and the article, for an article path). One pure function, so the HTML
 * the BFF sends and the head the shell keeps in step on client-side navigation cannot disagree.
 * Browser-safe: no Node imports, and only the article index's type.
 */
import type { ArticleIndexEntry } from './contracts/article-index.ts';
import { banksPerApplication, site } from './site.ts';
import { canonicalPath, type RouteMatch } from './site-map.ts';

export interface PageHead {
  title: string;
  description: string;
  keywords: string;
  /** Absolute URL of the page's one address; absent on the not-found page. */
  canonical?: string;
  /** 'noindex' where search engines should not list the page. */
  robots?: string;
  /** Open Graph properties (og:*, article:*), in order. Twitter's summary card repeats title and description. */
  openGraph: ReadonlyArray<readonly [property: string, content: string]>;
  /** schema.org structured data, sent as one JSON-LD script. */
  jsonLd?: Record<string, unknown>;
}

/** Article times are South African time, which is UTC+2 all year. */
export const SITE_UTC_OFFSET = '+02:00';

/** A date-time without zone (as articles hold them) with the site's offset: a full ISO 8601 time. */
export function withSiteOffset(localDateTime: string): string {
  return `${localDateTime}${SITE_UTC_OFFSET}`;
}

const brand = site.brandName;

/** The root path's block. */
const ROOT = {
  title: `${brand} | Compare Home Loans from up to ${banksPerApplication} South African Banks`,
  description: `Apply once and let up to ${banksPerApplication} South African banks compete for your home loan. Free bond origination, pre-approval in ${site.claims.responseTime.value.words} and calculators for every step.`,
  keywords:
    'home loan, bond originator, compare home loans, South Africa, bond application, pre-approval, bond calculator, first-time buyer',
};

/** The block of every other page (articles have their own). */
const GENERIC = {
  title: `Home Loans and Bond Origination in South Africa | ${brand}`,
  description: `${brand} is a free bond originator: one application reaches up to ${banksPerApplication} South African banks. Calculators, buying guides and expert help up to transfer.`,
  keywords:
    'home loans, bond origination, South Africa, bond calculator, transfer costs, bond repayments, pre-approval, property buying guide',
};

const NOT_FOUND = {
  title: `Page not found | ${brand}`,
  description: `That page does not exist on ${brand}. The home page has our calculators, buying guides and every way to reach us.`,
  keywords: GENERIC.keywords,
};

/** The operators' page: not for search engines nor shared links. */
const INSIGHTS = {
  title: `Insights | ${brand}`,
  description: `Visits, sources, calculators, articles, conversions and leads of ${brand}, for its staff.`,
  keywords: 'insights',
};

const absolute = (path: string) => `${site.url}${path}`;

function financialService(description: string): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FinancialService',
    name: brand,
    description,
    url: absolute('/'),
    logo: absolute('/favicon.svg'),
    telephone: site.phone.tel,
    email: site.email,
    address: { '@type': 'PostalAddress', ...site.postalAddress },
    areaServed: { '@type': 'Country', name: 'South Africa' },
    sameAs: site.social.map((s) => s.url),
  };
}

function siteOpenGraph(type: 'website' | 'article', title: string, description: string, url?: string) {
  const tags: Array<readonly [string, string]> = [
    ['og:type', type],
    ['og:site_name', brand],
    ['og:locale', 'en_ZA'],
    ['og:title', title],
    ['og:description', description],
  ];
  if (url) tags.push(['og:url', url]);
  return tags;
}

function articleHead(article: ArticleIndexEntry): PageHead {
  const url = absolute(article.path);
  const published = withSiteOffset(article.published_at);
  const modified = withSiteOffset(article.reviewed_at ?? article.published_at);
  const openGraph = siteOpenGraph('article', article.seoTitle, article.seoDescription, url);
  openGraph.push(['article:published_time', published], ['article:modified_time', modified]);
  openGraph.push(['article:section', article.category], ...article.tags.map((tag) => ['article:tag', tag] as const));
  return {
    title: article.seoTitle,
    description: article.seoDescription,
    keywords: [...article.tags, article.category].join(', '),
    canonical: url,
    openGraph,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: article.title,
      description: article.seoDescription,
      url,
      mainEntityOfPage: { '@type': 'WebPage', '@id': url },
      datePublished: published,
      dateModified: modified,
      articleSection: article.category,
      keywords: article.tags.join(', '),
      inLanguage: 'en-ZA',
      author: { '@type': 'Organization', name: article.author },
      publisher: { '@type': 'Organization', name: brand, url: absolute('/'), logo: absolute('/favicon.svg') },
    },
  };
}

/**
 * The head of what a path shows. An article path gets the article's own head when the caller found
 * it in the article index (by id); without it (the index not read yet) the generic block, with the
 * path as asked for its canonical link.
 */
export function pageHead(match: RouteMatch, article?: ArticleIndexEntry): PageHead {
  if (match.page === 'not-found') {
    return {
      ...NOT_FOUND,
      robots: 'noindex',
      openGraph: siteOpenGraph('website', NOT_FOUND.title, NOT_FOUND.description),
    };
  }
  if (match.page === 'insights') return { ...INSIGHTS, robots: 'noindex, nofollow', openGraph: [] };
  if (match.articleSlugId !== undefined && article) return articleHead(article);
  const path = canonicalPath(match) ?? '/';
  const block = path === '/' ? ROOT : GENERIC;
  const url = absolute(path);
  return {
    ...block,
    canonical: url,
    openGraph: siteOpenGraph('website', block.title, block.description, url),
    jsonLd: financialService(block.description),
  };
}

/**
 * The head a page template holds until a server puts a path's own in its place (and what a dev
 * server's page shows): the generic block, naming no address.
 */
export function templateHead(): PageHead {
  return { ...GENERIC, openGraph: siteOpenGraph('website', GENERIC.title, GENERIC.description) };
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text safe inside an element or a quoted attribute. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] as string);
}

/**
 * JSON safe inside a <script> element: no '<' (so no '</script' or '<!--'), '>' or '&' as such, and
 * no line separators some parsers take for line ends. The value reads the same to a JSON parser.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}">`;

/** The head as HTML: the tags between the page template's head markers. */
export function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    meta('name', 'keywords', head.keywords),
  ];
  if (head.robots) tags.push(meta('name', 'robots', head.robots));
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}">`);
  for (const [property, content] of head.openGraph) tags.push(meta('property', property, content));
  tags.push(
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
  );
  if (head.jsonLd) tags.push(`<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>`);
  return tags.join('\n');
}

/** The comments around the head region of a page template; the BFF and the shell replace what is between. */
export const HEAD_START = '<!--hl-head-->';
export const HEAD_END = '<!--/hl-head-->';
