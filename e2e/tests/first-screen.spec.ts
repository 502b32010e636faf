import type { Locator, Page } from '@playwright/test';
import { expect, INTERACTIVE_MARK, recordLayoutShifts, test, waitForInteractive } from '../support/fixtures.ts';

const HERO = 'One application. Up to 8 banks competing for your home loan.';
const ARTICLE = '/articles/how-to-lower-your-bond-interest-rate-in-south-africa-64';
const ARTICLE_TITLE = 'How to Lower Your Bond Interest Rate in South Africa';

/**
 * Each page's first screen as the server sends it, with its heading. A section path (/team) is the
 * home page scrolled to that section once the remotes above it load: it stays still only after that.
 */
const FIRST_SCREENS = [
  { path: '/', heading: HERO, still: true },
  { path: '/team', heading: HERO, still: false },
  { path: ARTICLE, heading: HERO, still: true },
  { path: '/apply3', heading: 'Apply for your home loan', still: true },
  { path: '/agents/partner', heading: 'Calling All Real Estate Agents', still: true },
  { path: '/pre-approval', heading: 'Get pre-approved, and let up to 8 banks compete for your bond', still: true },
  { path: '/privacy', heading: 'Privacy notice', still: true },
  { path: '/no-such-page', heading: 'Page not found', still: true },
];

test.describe('the first screen before any JavaScript', () => {
  test("the home page's header, hero and how it works are in the HTML the server sends", async ({ request }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain(`>${HERO}</h1>`);
    expect(html).toMatch(/<nav id="site-nav" aria-label="Main"/);
    expect(html).toMatch(/<section id="how-it-works"[^>]*>.*How It Works<\/h2>/s);
    // Styled by the HTML itself: no stylesheet to wait for.
    expect(html).toMatch(/<style>[^<]+<\/style>/);
    expect(html).not.toMatch(/<link[^>]+rel="?stylesheet/);
  });

  for (const { path, heading } of FIRST_SCREENS) {
    test(`${path} is sent with its heading already in the page`, async ({ request }) => {
      const html = await (await request.get(path)).text();
      expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
    });
  }

  test('with JavaScript disabled the first screen is readable, styled, and its links work', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/');
    const hero = page.getByRole('heading', { level: 1, name: HERO });
    await expect(hero).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
    // The inline stylesheet applies: the hero is a dark band with light text.
    expect(await hero.evaluate((h) => getComputedStyle(h).color)).toBe('rgb(255, 255, 255)');
    // Nothing claims to be loading what only JavaScript would bring; the contact details are there.
    await expect(page.getByText(/^Loading /).filter({ visible: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Get In Touch' })).toBeVisible();

    // A calculator tile, a footer link and a header link are ordinary links the server answers.
    await page.getByRole('link', { name: /Transfer Costs/ }).click();
    await expect(page).toHaveURL(/\/calculators\?calc=transfer$/);
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Estate Agent Partners' }).click();
    await expect(page).toHaveURL(/\/agents\/partner$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calling All Real Estate Agents' })).toBeVisible();
    await page.getByRole('link', { name: 'BondBridge' }).first().click();
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/team$/);
    await context.close();
  });
  test('an article URL is sent with the article over the page: readable, with its images, and closable', async ({
    browser,
    request,
  }) => {
    const html = await (await request.get(ARTICLE)).text();
    expect(html).toMatch(/<div id="hl-article-screen"[^>]*data-article-id="64"/);
    expect(html).toContain('What you can influence, often more than you&#39;d think');

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(ARTICLE);
    const article = page.getByRole('dialog', { name: ARTICLE_TITLE });
    await expect(article).toBeVisible();
    await expect(article.getByText(/^You can't control the repo rate\./)).toBeVisible();
    await expect(article.getByText('Published 15 April 2025')).toBeVisible();
    // The illustration and the author's picture, inline in the HTML (decorative: hidden from
    // assistive technology), drawn at their size with nothing to fetch.
    const pictures = article.locator('svg[aria-hidden="true"][preserveAspectRatio="xMidYMid slice"]');
    await expect(pictures).toHaveCount(2);
    for (const picture of await pictures.all()) {
      await expect(picture).toBeVisible();
      expect((await picture.boundingBox())?.width).toBeGreaterThanOrEqual(56);
    }
    expect(await article.locator('img').count()).toBe(0);
    // Scrolling reads the article, not the page behind it.
    await article.evaluate((a) => a.scrollBy(0, 600));
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await article.getByRole('link', { name: 'Close' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await context.close();
  });
});

test.describe('React takes the first screen over', () => {
  for (const { path, still } of FIRST_SCREENS) {
    test(`${path}: no console error${still ? ', no layout shift' : ''}, the server's nodes kept`, async ({ page }) => {
      const messages: string[] = [];
      page.on('console', (m) => {
        // The not-found page is sent with a 404, which Chromium reports for the document itself.
        const documentStatus = new URL(m.location().url).pathname === path && /status of 404/.test(m.text());
        if ((m.type() === 'error' || m.type() === 'warning') && !documentStatus) {
          messages.push(`${m.type()}: ${m.text()}`);
        }
      });
      const layoutShifts = await recordLayoutShifts(page);
      await page.addInitScript(() => {
        const w = window as unknown as { serverHeading?: Element | null };
        // 'interactive' comes before the deferred shell script runs: the heading is still the server's.
        document.addEventListener('readystatechange', () => {
          if (document.readyState === 'interactive') w.serverHeading = document.querySelector('h1');
        });
      });

      await page.goto(path);
      await waitForInteractive(page);
      await page.waitForTimeout(1000);

      const kept = await page.evaluate(() => {
        const w = window as unknown as { serverHeading?: Element | null };
        return Boolean(w.serverHeading) && document.querySelector('h1') === w.serverHeading;
      });
      expect(messages).toEqual([]);
      if (still) expect(await layoutShifts()).toEqual([]);
      expect(kept, 'the heading element the server sent is the one on the page').toBe(true);
    });
  }

  test("an article URL: the reader takes the server's screen over in place, where the visitor had scrolled", async ({
    browser,
  }) => {
    const viewport = { width: 390, height: 844 };
    const box = (page: Page, selector: string) => page.locator(selector).first().boundingBox();
    const noScript = await browser.newContext({ javaScriptEnabled: false, viewport });
    const server = await noScript.newPage();
    await server.goto(ARTICLE);
    const served = {
      frame: await box(server, '#hl-article-screen [role=dialog]'),
      // The illustration: inline markup in the server's screen, and the same in the reader.
      image: await box(server, '#hl-article-screen svg[width="800"]'),
    };
    await noScript.close();

    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    // Hold the article's body back, so the visitor reads (and scrolls) the server's screen first.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/article-64\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    const imageRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/assets/home-loan-interest-rates')) imageRequests.push(r.url());
    });
    await page.goto(ARTICLE);
    const screen = page.locator('#hl-article-screen [role=dialog]');
    await screen.evaluate((s) => s.scrollTo(0, 400));
    await waitForInteractive(page);
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    release();

    const reader = page.getByRole('dialog', { name: ARTICLE_TITLE });
    await expect(reader).toBeVisible();
    await expect(page.locator('#hl-article-screen')).toHaveCount(0);
    expect(await reader.evaluate((d) => d.scrollTop)).toBe(400);
    await reader.evaluate((d) => d.scrollTo(0, 0));
    expect({ frame: await box(page, 'dialog[open]'), image: await box(page, 'dialog[open] svg[width="800"]') }).toEqual(
      served,
    );
    // The reader drew the screen's picture as it was: the image file was never asked for.
    expect(imageRequests).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(page).toHaveURL(/\/$/);
    await context.close();
  });

  test('the JavaScript fetched before the page is interactive is the scripts its HTML names', async ({ page }) => {
    for (const path of ['/', '/agents/partner']) {
      const html = await (await page.request.get(path)).text();
      const named = [
        ...html.matchAll(/<script[^>]*\bsrc="([^"]+)"|<link rel="preload" as="script" href="([^"]+)"/g),
      ].map((m) => m[1] ?? m[2]);
      await page.goto(path);
      await waitForInteractive(page);
      const fetched = await page.evaluate((mark) => {
        const interactive = performance.getEntriesByName(mark)[0]?.startTime ?? 0;
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => ['script', 'link'].includes(r.initiatorType) && r.name.endsWith('.js'))
          .filter((r) => r.startTime < interactive)
          .map((r) => new URL(r.name).pathname);
      }, INTERACTIVE_MARK);
      expect(fetched.sort(), path).toEqual(named.sort());
    }
  });

  test("the shell's scripts run only once the first screen is painted", async ({ page }) => {
    // When the paint-first loader adds the shell's scripts (the HTML's only script is the loader),
    // and when the page first painted.
    await page.addInitScript(() => {
      const w = window as unknown as { scriptsAddedAt?: number };
      const byLoader = (n: Node) => n instanceof HTMLScriptElement && n.src !== '' && !n.dataset.scripts;
      new MutationObserver((records) => {
        const added = records.some((r) => [...r.addedNodes].some(byLoader));
        if (added) w.scriptsAddedAt ??= performance.now();
      }).observe(document, { childList: true, subtree: true });
    });
    for (const path of ['/', '/agents/partner']) {
      await page.goto(path);
      await waitForInteractive(page);
      const { painted, scriptsAddedAt } = await page.evaluate(() => ({
        painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        scriptsAddedAt: (window as unknown as { scriptsAddedAt?: number }).scriptsAddedAt,
      }));
      expect(painted, path).toBeGreaterThan(0);
      expect(scriptsAddedAt, path).toBeGreaterThanOrEqual(painted as number);
    }
  });

  test('what is far below the first screen is laid out only as the visitor nears it', async ({ page, browser }) => {
    // Skipped by content-visibility: auto: in the page and its accessibility tree, not yet laid out.
    const laidOut = (e: Locator) => e.evaluate((n) => n.checkVisibility({ contentVisibilityAuto: true }));
    await page.goto('/');
    await expect(page.locator('#contact > *').first()).toBeAttached();
    expect(await laidOut(page.locator('#home h1'))).toBe(true);
    expect(await laidOut(page.locator('#contact > *').first())).toBe(false);

    // An article as the server sends it (no script replaces the screen meanwhile).
    const context = await browser.newContext({ javaScriptEnabled: false });
    const server = await context.newPage();
    await server.goto(ARTICLE);
    const screen = server.locator('#hl-article-screen [role=dialog]');
    // The last element inside the article's blocks (each block after the opening is skipped whole).
    const last = screen.locator('h2[id]:not(#hl-article-screen-title) ~ * :is(a, strong, li)').last();
    expect(await laidOut(last)).toBe(false);
    await last.scrollIntoViewIfNeeded();
    await expect.poll(() => laidOut(last)).toBe(true);
    await expect(last).toBeInViewport();
    await context.close();
  });
});

test.describe('the first screens use their width', () => {
  const SCREENS = [
    { path: '/', heading: HERO },
    { path: '/pre-approval', heading: 'Get pre-approved, and let up to 8 banks compete for your bond' },
    { path: '/agents/partner', heading: 'Calling All Real Estate Agents' },
  ];
  // The illustration is decorative (hidden from assistive technology): found by its element.
  const illustration = (page: Page) => page.locator('svg[aria-hidden="true"][viewBox="0 0 360 300"]');

  for (const { path, heading } of SCREENS) {
    test(`${path}: the headings' brand face arriving late moves nothing (its stand-in takes its room)`, async ({
      page,
    }) => {
      // A slow connection: the preloaded font arrives well after the first screen is painted.
      await page.route('**/*.woff2', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      const layoutShifts = await recordLayoutShifts(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForFunction(() => [...document.fonts].some((f) => f.family === 'Roboto' && f.status === 'loaded'));
      await page.waitForTimeout(300);
      expect(await layoutShifts()).toEqual([]);
    });
  }

  for (const { path, heading } of SCREENS) {
    test(`${path}: the illustration beside the heading on a desktop, none on a phone`, async ({ page }) => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(path);
      const art = await illustration(page).boundingBox();
      const title = await page.getByRole('heading', { level: 1, name: heading }).boundingBox();
      if (!art || !title) throw new Error('the illustration or the heading has no box');
      expect(art.x).toBeGreaterThan(title.x + title.width);
      expect(art.y + art.height).toBeLessThanOrEqual(900);
      await page.setViewportSize({ width: 390, height: 844 });
      await expect(illustration(page)).toBeHidden();
    });
  }

  test("the banks' names are all one size: one row on a desktop, two to a row on a 320 px phone", async ({ page }) => {
    const logos = page.getByRole('list', { name: 'Banks we submit to' }).getByRole('listitem');
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await expect(logos).toHaveCount(7);
    const boxes = async () =>
      Promise.all(
        (await logos.all()).map(async (logo) => {
          const box = await logo.boundingBox();
          if (!box) throw new Error('a name has no box');
          return box;
        }),
      );
    // The same box for every name, in the wordmarks' proportions (10 × 3), at least 128 px wide.
    const oneSize = (all: { width: number; height: number }[]) => {
      for (const box of all) {
        expect(box.width).toBeCloseTo(all[0]?.width ?? 0, 1);
        expect(box.height).toBeCloseTo((box.width * 48) / 160, 0);
        expect(box.width).toBeGreaterThanOrEqual(128);
      }
    };
    const wide = await boxes();
    oneSize(wide);
    for (const box of wide) expect(box.y).toBe(wide[0]?.y);
    await page.setViewportSize({ width: 320, height: 700 });
    const [first, second, third, ...rest] = await boxes();
    if (!first || !second || !third) throw new Error('fewer than three names');
    oneSize([first, second, third, ...rest]);
    expect(second.y).toBe(first.y);
    expect(third.y).toBeGreaterThan(first.y);
  });
});
