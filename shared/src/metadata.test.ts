import { describe, expect, it } from 'vitest';
import type { ArticleIndexEntry } from './contracts/article-index.ts';
import { escapeHtml, pageHead, renderHead, scriptSafeJson } from './metadata.ts';
import { site } from './site.ts';
import { matchRoute } from './site-map.ts';

const article: ArticleIndexEntry = {
  id: '18',
  slug: 'transfer-duty-in-south-africa',
  path: '/articles/transfer-duty-in-south-africa-18',
  title: 'Transfer Duty in South Africa',
  seoTitle: 'Transfer Duty in South Africa: Rates & Who Pays',
  seoDescription: 'How transfer duty is worked out, who pays it and when.',
  category: 'Bond & Transfer Costs',
  author: 'The Legal Desk',
  tags: ['transfer duty', 'SARS'],
  published_at: '2025-01-10T09:00:00',
  reviewed_at: '2026-02-01T08:30:00',
};

const head = (path: string, a?: ArticleIndexEntry) => pageHead(matchRoute(path), a);

/** The tags of rendered head HTML, parsed by the DOM as a browser or a crawler would. */
function parse(html: string) {
  const doc = new DOMParser().parseFromString(`<!doctype html><html><head>${html}</head></html>`, 'text/html');
  const content = (selector: string) => doc.head.querySelector(selector)?.getAttribute('content') ?? null;
  return {
    title: doc.title,
    description: content('meta[name="description"]'),
    keywords: content('meta[name="keywords"]'),
    robots: content('meta[name="robots"]'),
    canonical: doc.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    og: (property: string) => content(`meta[property="${property}"]`),
    twitter: (name: string) => content(`meta[name="twitter:${name}"]`),
    jsonLd: [...doc.head.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    ),
  };
}

describe('page heads', () => {
  it('gives the root path its own block, with the financial service in structured data', () => {
    const root = parse(renderHead(head('/')));
    expect(root.title).toBe('BondBridge | Compare Home Loans from up to 8 South African Banks');
    expect(root.description).toMatch(/^Apply once and let up to 8 South African banks compete/);
    expect(root.keywords).toContain('bond originator');
    expect(root.canonical).toBe(`${site.url}/`);
    expect(root.og('og:type')).toBe('website');
    expect(root.og('og:url')).toBe(`${site.url}/`);
    expect(root.og('og:title')).toBe(root.title);
    expect(root.twitter('card')).toBe('summary');
    expect(root.twitter('description')).toBe(root.description);
    expect(root.jsonLd).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        '@type': 'FinancialService',
        name: site.brandName,
        telephone: site.phone.tel,
        address: expect.objectContaining({
          '@type': 'PostalAddress',
          streetAddress: site.postalAddress.streetAddress,
          postalCode: site.postalAddress.postalCode,
          addressCountry: 'ZA',
        }),
      }),
    ]);
  });

  it('gives every other page the generic block, with its own canonical link', () => {
    const root = head('/');
    for (const [path, canonical] of [
      ['/team', '/team'],
      ['/team/', '/team'],
      ['/agents/partner', '/agents/partner'],
      ['/pre-approval', '/pre-approval'],
      ['/apply', '/apply'],
      ['/apply4', '/apply'],
      ['/privacy', '/privacy'],
    ] as const) {
      const h = head(path);
      expect(h.title, path).toBe('Home Loans and Bond Origination in South Africa | BondBridge');
      expect(h.title, path).not.toBe(root.title);
      expect(h.description, path).not.toBe(root.description);
      expect(h.canonical, path).toBe(`${site.url}${canonical}`);
      expect(h.jsonLd?.['@type'], path).toBe('FinancialService');
    }
  });

  it('names the home page as the canonical address of its aliases', () => {
    for (const path of ['/home', '/home1', '/home3']) expect(head(path)).toEqual(head('/'));
  });

  it('keeps titles and descriptions within what search results show', () => {
    for (const path of ['/', '/team', '/no-such-page']) {
      const h = head(path);
      expect(h.title.length, path).toBeLessThanOrEqual(70);
      expect(h.description.length, path).toBeLessThanOrEqual(160);
    }
  });

  it('gives an article its own title, description, canonical link, og:type article and Article data', () => {
    const parsed = parse(renderHead(head('/articles/transfer-duty-in-south-africa-18', article)));
    expect(parsed.title).toBe(article.seoTitle);
    expect(parsed.description).toBe(article.seoDescription);
    expect(parsed.canonical).toBe(`${site.url}/articles/transfer-duty-in-south-africa-18`);
    expect(parsed.og('og:type')).toBe('article');
    expect(parsed.og('article:published_time')).toBe('2025-01-10T09:00:00+02:00');
    expect(parsed.og('article:modified_time')).toBe('2026-02-01T08:30:00+02:00');
    expect(parsed.keywords).toBe('transfer duty, SARS, Bond & Transfer Costs');
    expect(parsed.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        headline: article.title,
        datePublished: '2025-01-10T09:00:00+02:00',
        dateModified: '2026-02-01T08:30:00+02:00',
        mainEntityOfPage: { '@type': 'WebPage', '@id': `${site.url}${article.path}` },
        author: { '@type': 'Organization', name: 'The Legal Desk' },
      }),
    ]);
  });

  it('dates an article that was never reviewed by its publication', () => {
    const { reviewed_at: _, ...unreviewed } = article;
    const h = head(article.path, unreviewed);
    expect(h.jsonLd?.dateModified).toBe('2025-01-10T09:00:00+02:00');
  });

  it('canonicalises an article path to the index entry, not to the slug it was asked with', () => {
    expect(head('/articles/old-title-18', article).canonical).toBe(`${site.url}${article.path}`);
  });

  it('falls back to the generic block for an article the caller could not look up', () => {
    const h = head('/articles/some-article-7');
    expect(h.title).toBe(head('/team').title);
    expect(h.canonical).toBe(`${site.url}/articles/some-article-7`);
  });

  it('marks the not-found page noindex, without a canonical link or structured data', () => {
    const parsed = parse(renderHead(head('/no-such-page')));
    expect(parsed.title).toBe('Page not found | BondBridge');
    expect(parsed.robots).toBe('noindex');
    expect(parsed.canonical).toBeNull();
    expect(parsed.jsonLd).toEqual([]);
  });

  it("keeps the operators' insights page out of search engines and link previews", () => {
    const parsed = parse(renderHead(head('/insights')));
    expect(parsed.title).toBe('Insights | BondBridge');
    expect(parsed.robots).toBe('noindex, nofollow');
    expect(parsed.canonical).toBeNull();
    expect(parsed.jsonLd).toEqual([]);
  });
});

describe('escaping', () => {
  const hostile: ArticleIndexEntry = {
    ...article,
    title: 'Bonds </script><script>alert(1)</script> & "quotes"',
    seoTitle: `Rates <b>"up"</b> & 'down'`,
    seoDescription: 'A "quoted" <description> & more',
    tags: ['a"b', '<tag>'],
  };

  it('escapes every text and attribute so the markup cannot be broken out of', () => {
    const html = renderHead(head(hostile.path, hostile));
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<script>alert');
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    const parsed = parse(html);
    expect(parsed.title).toBe(hostile.seoTitle);
    expect(parsed.description).toBe(hostile.seoDescription);
    expect(parsed.og('article:tag')).toBe('a"b');
    expect(parsed.jsonLd[0].headline).toBe(hostile.title);
  });

  it('escapes HTML special characters and keeps JSON readable', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
    const tricky = { s: '</script><!-- & \u2028' };
    const json = scriptSafeJson(tricky);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(tricky);
  });
});
