import zlib from 'node:zlib';
import { site } from '@hl/shared/site';
import { PUBLIC_PATHS } from '@hl/shared/site-map';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, SHELL_HTML, startApp, type TestApp } from '../app.ts';
import { indexEntry, startIndexServer } from '../index-server.ts';

const transfer = indexEntry('18', 'Transfer Duty Explained', {
  seoTitle: 'Transfer Duty: "Who Pays" & <When>',
  reviewed_at: '2026-02-01T08:30:00',
});
const registration = indexEntry('21', 'Bond Registration Costs');
/** The knowledge remote's first screens: one for the transfer duty article, none for the other. */
const screens = {
  assetBase: 'https://mf-knowledge.invalid/',
  css: '.screen{position:fixed}',
  screens: {
    '18': '<div id="hl-article-screen" data-article-id="18"><h2>Transfer Duty Explained</h2><img src="https://mf-knowledge.invalid/assets/costs.1234abcd.svg" alt=""></div>',
  },
};
const KNOWLEDGE = 'https://knowledge.cdn.example/v3/';

/** The head of an HTML answer, read as a crawler would. */
function head(html: string) {
  const attr = (re: RegExp) => re.exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1] ?? ''),
  );
  return {
    titles: [...html.matchAll(/<title>(.*?)<\/title>/g)].map((m) => m[1]),
    canonical: attr(/<link rel="canonical" href="([^"]*)">/),
    description: attr(/<meta name="description" content="([^"]*)">/),
    robots: attr(/<meta name="robots" content="([^"]*)">/),
    ogType: attr(/<meta property="og:type" content="([^"]*)">/),
    jsonLd,
  };
}

const decode = {
  br: (b: Buffer) => zlib.brotliDecompressSync(b).toString(),
  gzip: (b: Buffer) => zlib.gunzipSync(b).toString(),
};

/** A page's own prerendered HTML, told apart from index.html by its body. */
const pageHtml = (name: string) => SHELL_HTML.replace('<div id="root"></div>', `<div id="root">${name} page</div>`);

describe('the site: pages, heads, redirects and 404s', () => {
  let t: TestApp;
  let remote: Awaited<ReturnType<typeof startIndexServer>>;

  beforeAll(async () => {
    remote = await startIndexServer([registration, transfer], screens);
    // Two prerendered pages, as the shell build may add them.
    t = await startApp({ ARTICLE_INDEX_URL: remote.url, MF_KNOWLEDGE_URL: `${KNOWLEDGE}mf-manifest.json` }, undefined, {
      'pages/home.html': pageHtml('home'),
      'pages/not-found.html': pageHtml('not-found'),
    });
  });
  afterAll(async () => {
    await t.close();
    await remote.close();
  });

  it('gives the root path its block and the financial service, in the home page HTML', async () => {
    const res = await t.app.inject({ url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('home page');
    const h = head(res.body);
    expect(h.titles).toEqual(['BondBridge | Compare Home Loans from up to 8 South African Banks']);
    expect(h.canonical).toBe(`${site.url}/`);
    expect(h.jsonLd).toEqual([expect.objectContaining({ '@type': 'FinancialService', telephone: site.phone.tel })]);
    // The markers stay, so the shell can replace the region on client-side navigation.
    expect(res.body).toMatch(/<!--hl-head-->\n<title>[\s\S]*<\/script>\n<!--\/hl-head-->/);
  });

  it('gives other pages the generic block and their canonical link, from index.html when they have no file', async () => {
    const team = await t.app.inject({ url: '/team' });
    expect(team.statusCode).toBe(200);
    expect(team.body).toContain('home page');
    expect(head(team.body).titles).toEqual(['Home Loans and Bond Origination in South Africa | BondBridge']);
    expect(head(team.body).canonical).toBe(`${site.url}/team`);

    const apply = await t.app.inject({ url: '/apply3' });
    expect(apply.statusCode).toBe(200);
    expect(apply.body).toContain('<div id="root"></div>');
    expect(head(apply.body).canonical).toBe(`${site.url}/apply`);
    expect(head((await t.app.inject({ url: '/home2' })).body).canonical).toBe(`${site.url}/`);
  });

  it('revalidates a page with its ETag', async () => {
    const first = await t.app.inject({ url: '/team' });
    const again = await t.app.inject({ url: '/team', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(first.headers.etag).not.toBe((await t.app.inject({ url: '/calculators' })).headers.etag);
  });

  it("gives an article path the article's own head and structured data, escaped", async () => {
    const res = await t.app.inject({ url: transfer.path });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('home page');
    const h = head(res.body);
    expect(h.titles).toEqual(['Transfer Duty: &quot;Who Pays&quot; &amp; &lt;When&gt;']);
    expect(h.canonical).toBe(`${site.url}${transfer.path}`);
    expect(h.ogType).toBe('article');
    expect(h.jsonLd).toEqual([
      expect.objectContaining({
        '@type': 'Article',
        headline: 'Transfer Duty Explained',
        datePublished: '2025-01-10T09:00:00+02:00',
        dateModified: '2026-02-01T08:30:00+02:00',
      }),
    ]);
  });

  it("puts the article's first screen over its page: first in the body, its images from the remote, its styles in the head", async () => {
    const res = await t.app.inject({ url: transfer.path });
    expect(res.body).toContain(
      `<body><div id="hl-article-screen" data-article-id="18"><h2>Transfer Duty Explained</h2><img src="${KNOWLEDGE}assets/costs.1234abcd.svg" alt=""></div><div id="root">home page</div>`,
    );
    expect(res.body).toMatch(/<style>\.screen\{position:fixed\}<\/style>\n<!--\/hl-head-->/);
    // An article the remote has no screen for, and every other page, come as they are.
    for (const url of [registration.path, '/', '/team']) {
      const page = await t.app.inject({ url });
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).not.toContain('hl-article-screen');
      expect(page.body, url).not.toContain('<style>');
    }
  });

  it('redirects a stale slug of a known article to its canonical path (301), keeping the query', async () => {
    const res = await t.app.inject({ url: '/articles/what-transfer-duty-used-to-be-called-18?utm_source=mail' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`${transfer.path}?utm_source=mail`);
  });

  it('answers an unknown article id and an unknown path with 404 and the not-found page', async () => {
    for (const url of ['/articles/transfer-duty-explained-99', '/no-such-page', '/agents', '/team/members']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('not-found page');
      const h = head(res.body);
      expect(h.titles, url).toEqual(['Page not found | BondBridge']);
      expect(h.robots, url).toBe('noindex');
      expect(h.canonical, url).toBeUndefined();
    }
  });

  it('sends a path with a trailing slash to the path without it', async () => {
    const res = await t.app.inject({ url: '/team/?x=1' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/team?x=1');
  });

  it('never serves the page templates as files of their own', async () => {
    for (const url of ['/index.html', '/pages/home.html', '/pages/not-found.html', '/%70ages/home.html']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });

  it('never sends a file from outside the shell build', async () => {
    for (const url of ['/%2e%2e/package.json', '/..%2f..%2fpackage.json', '//etc/passwd', '/%2fetc%2fpasswd']) {
      const res = await t.app.inject({ url });
      expect([400, 403, 404], url).toContain(res.statusCode);
      expect(res.body, url).not.toContain('"name"');
      expect(res.body, url).not.toContain('root:');
    }
  });

  it('lists every public page and every article, with its last modification, in sitemap.xml', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const locs = [...res.body.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      ...PUBLIC_PATHS.map((p) => `${site.url}${p}`),
      `${site.url}${registration.path}`,
      `${site.url}${transfer.path}`,
    ]);
    expect(res.body).toContain(
      `<url><loc>${site.url}${transfer.path}</loc><lastmod>2026-02-01T08:30:00+02:00</lastmod></url>`,
    );
    expect(res.body).toContain(
      `<url><loc>${site.url}${registration.path}</loc><lastmod>2025-01-10T09:00:00+02:00</lastmod></url>`,
    );
    expect(res.body).not.toContain('/home1');
    expect(res.body).not.toContain('/insights');
  });

  it("keeps the operators' insights page out of search engines: noindex in its head and its headers", async () => {
    const res = await t.app.inject({ url: '/insights' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex, nofollow');
    const h = head(res.body);
    expect(h.robots).toBe('noindex, nofollow');
    expect(h.canonical).toBeUndefined();
    expect((await t.app.inject({ url: '/team' })).headers['x-robots-tag']).toBeUndefined();
  });

  it('tells crawlers what to skip and where the sitemap is', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *\nDisallow: /api/\n');
    expect(res.body).toContain('\nDisallow: /insights\n');
    expect(res.body).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it('hands the article index to the shell at /api/articles, revalidated by ETag', async () => {
    const res = await t.app.inject({ url: '/api/articles' });
    expect(res.statusCode).toBe(200);
    expect(res.json().articles.map((a: { id: string }) => a.id)).toEqual(['21', '18']);
    const again = await t.app.inject({ url: '/api/articles', headers: { 'if-none-match': String(res.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });
});

describe('the site before the article index has been read', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(() => t.close());

  it('sends article paths the page with the generic head, never a 404 it cannot know', async () => {
    const res = await t.app.inject({ url: '/articles/anything-at-all-7' });
    expect(res.statusCode).toBe(200);
    const h = head(res.body);
    expect(h.titles).toEqual(['Home Loans and Bond Origination in South Africa | BondBridge']);
    expect(h.canonical).toBe(`${site.url}/articles/anything-at-all-7`);
  });

  it('still lists the public pages in the sitemap', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect([...res.body.matchAll(/<loc>/g)]).toHaveLength(PUBLIC_PATHS.length);
  });

  it('answers /api/articles with 503 and Retry-After', async () => {
    const res = await t.app.inject({ url: '/api/articles' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json().message).toBe('The article index is not available yet.');
  });
});

describe('compression', () => {
  let t: TestApp;
  const chunk = `var chunk = ${JSON.stringify('bond '.repeat(2000))};`;
  beforeAll(async () => {
    // The build's precompressed copies decode to a marked text here, so the test can tell a copy
    // sent as built from one compressed on the fly.
    t = await startApp({}, undefined, {
      'main.0123abcd.js': chunk,
      'main.0123abcd.js.br': zlib.brotliCompressSync(`/*br*/${chunk}`),
      'main.0123abcd.js.gz': zlib.gzipSync(`/*gz*/${chunk}`),
      'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
  });
  afterAll(() => t.close());

  it("sends a built file's precompressed copy, labelled, varying on Accept-Encoding, cached as immutable", async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await t.app.inject({ url: '/main.0123abcd.js', headers: { 'accept-encoding': encoding } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode[encoding](res.rawPayload)).toBe(`/*${encoding === 'br' ? 'br' : 'gz'}*/${chunk}`);
    }
    const plain = await t.app.inject({ url: '/main.0123abcd.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(chunk);
  });

  it('prefers brotli when the browser takes both', async () => {
    const res = await t.app.inject({
      url: '/main.0123abcd.js',
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    });
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('compresses page HTML on the fly', async () => {
    const plain = await t.app.inject({ url: '/' });
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(decode[encoding](res.rawPayload)).toBe(plain.body);
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    }
    const notFound = await t.app.inject({ url: '/nowhere', headers: { 'accept-encoding': 'br' } });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.headers['content-encoding']).toBe('br');
  });

  it('leaves small answers as they are', async () => {
    for (const url of ['/robots.txt', '/favicon.svg', '/api/remotes']) {
      const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
  });

  it('never compresses or varies the analytics answers', async () => {
    const res = await post(
      t.app,
      '/analytics/event',
      { type: 'nav_click', element: 'header' },
      { headers: { 'accept-encoding': 'br, gzip' } },
    );
    expect(res.statusCode).toBeLessThan(300);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary ?? '').not.toContain('accept-encoding');
  });
});
