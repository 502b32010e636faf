import type { ArticleIndex } from '@hl/shared/contracts';
import { escapeHtml } from '@hl/shared/metadata';
import { site } from '@hl/shared/site';
import { PUBLIC_PATHS } from '@hl/shared/site-map';
import { expect, test } from '../support/fixtures.ts';
import { E2E_PORTS } from '../support/ports.ts';

/** What the site sends before any script runs: heads, statuses, the sitemap, robots.txt, encodings. */

const knowledge = `http://localhost:${E2E_PORTS['mf-knowledge']}`;
const calculators = `http://localhost:${E2E_PORTS['mf-calculators']}`;

/** The article index as the knowledge remote publishes it. */
async function publishedIndex(request: import('@playwright/test').APIRequestContext): Promise<ArticleIndex> {
  const res = await request.get(`${knowledge}/articles.json`);
  expect(res.status()).toBe(200);
  return res.json();
}

const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? ''));

test.describe('what the server sends', () => {
  test("an article URL's HTML holds its title, canonical link and structured data", async ({ request }) => {
    const { articles } = await publishedIndex(request);
    expect(articles.length).toBeGreaterThan(0);
    for (const article of [articles[0], articles.at(-1)]) {
      if (!article) continue;
      const res = await request.get(article.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${escapeHtml(article.seoTitle)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escapeHtml(article.seoDescription)}">`);
      expect(html).toContain(`<link rel="canonical" href="${site.url}${article.path}">`);
      expect(html).toContain('<meta property="og:type" content="article">');
      expect(jsonLd(html)).toEqual([
        expect.objectContaining({ '@type': 'Article', headline: article.title, url: `${site.url}${article.path}` }),
      ]);
      expect(html.match(/<title>/g)).toHaveLength(1);
    }
  });

  test('the home page HTML holds the root block and the financial service', async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('<title>BondBridge | Compare Home Loans from up to 8 South African Banks</title>');
    expect(html).toContain(`<link rel="canonical" href="${site.url}/">`);
    expect(jsonLd(html)).toEqual([
      expect.objectContaining({ '@type': 'FinancialService', name: site.brandName, telephone: site.phone.tel }),
    ]);
  });

  test('a stale slug redirects (301) to the canonical article URL', async ({ request, page }) => {
    const [article] = (await publishedIndex(request)).articles;
    if (!article) throw new Error('the published index is empty');
    const stale = `/articles/an-older-title-of-this-article-${article.id}`;
    const res = await request.get(stale, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers().location).toBe(article.path);

    await page.goto(stale);
    await expect(page).toHaveURL(article.path);
    await expect(page).toHaveTitle(article.seoTitle);
  });

  test('an unknown path answers 404 with the not-found page', async ({ page }) => {
    const res = await page.goto('/no-such-page');
    expect(res?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | BondBridge');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('an unknown article id answers 404 with the not-found head', async ({ request }) => {
    const res = await request.get('/articles/an-article-that-never-was-999');
    expect(res.status()).toBe(404);
    const html = await res.text();
    expect(html).toContain('<title>Page not found | BondBridge</title>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });

  test('/sitemap.xml lists every public page and every article of the published index', async ({ request }) => {
    const { articles } = await publishedIndex(request);
    const res = await request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('application/xml');
    const xml = await res.text();
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([...PUBLIC_PATHS, ...articles.map((a) => a.path)].map((p) => `${site.url}${p}`));
    for (const a of articles) {
      expect(xml).toContain(
        `<loc>${site.url}${a.path}</loc><lastmod>${a.reviewed_at ?? a.published_at}+02:00</lastmod>`,
      );
    }
  });

  test('/robots.txt names the sitemap and keeps crawlers off the endpoints', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  test('built files are sent precompressed when asked, by the BFF and by a remote', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const main = /<link rel="preload" as="script" href="(\/main\.[0-9a-f]{8}\.js)"/.exec(html)?.[1];
    if (!main) throw new Error('no main script in the home page HTML');
    for (const [url, encoding] of [
      [main, 'br'],
      [main, 'gzip'],
      [`${calculators}/remoteEntry.js`, 'br'],
      [`${knowledge}/mf-manifest.json`, 'gzip'],
    ] as const) {
      const res = await request.get(url, { headers: { 'accept-encoding': encoding } });
      expect(res.status(), url).toBe(200);
      expect(res.headers()['content-encoding'], url).toBe(encoding);
      expect(res.headers().vary, url).toContain('accept-encoding');
    }
    const identity = await request.get(main, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers()['content-encoding']).toBeUndefined();
  });

  test('the browser gets the compressed scripts it asks for', async ({ page }) => {
    // Every script worth compressing (over 1 KB; smaller ones have no compressed copy).
    const encodings = new Map<string, string | undefined>();
    page.on('response', async (res) => {
      if (!/\.js$/.test(new URL(res.url()).pathname)) return;
      // A response still arriving when the test ends has no body to read: it is simply not counted.
      const body = await res.body().catch(() => undefined);
      if (!body || body.length < 1024) return;
      encodings.set(res.url(), res.headers()['content-encoding']);
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect.poll(() => encodings.size).toBeGreaterThan(3);
    for (const [url, encoding] of encodings) expect(['br', 'gzip'], url).toContain(encoding);
  });

  test('client-side navigation keeps the title, description and canonical link in step', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('BondBridge | Compare Home Loans from up to 8 South African Banks');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page).toHaveTitle('Home Loans and Bond Origination in South Africa | BondBridge');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/team`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      /^BondBridge is a free bond originator/,
    );
    await page.goBack();
    await expect(page).toHaveTitle('BondBridge | Compare Home Loans from up to 8 South African Banks');
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${site.url}/`);
  });
});
