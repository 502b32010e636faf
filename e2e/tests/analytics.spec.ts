import { SECTION_IDS } from '@hl/shared/site-map';
import { type APIRequestContext, type BrowserContext, devices, type Page } from '@playwright/test';
import { expect, scrollThrough, test, waitForInteractive } from '../support/fixtures.ts';
import { E2E_PORTS } from '../support/ports.ts';
import { calculatorsFailing, fakeRegistry } from '../support/registry.ts';
import { E2E_ADMIN_TOKEN } from '../support/stack.ts';

const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}` };

interface StoredRecord {
  kind: 'pageview' | 'event' | 'conversion';
  type: string | null;
  path: string | null;
  element: string | null;
  value: string | null;
  device: string | null;
  browser: string | null;
  os: string | null;
  payload: Record<string, unknown>;
}

/** What the BFF stored for this browser, as an operator reads it (GET /admin/analytics/records). */
async function storedRecords(request: APIRequestContext, visitor: string, query = ''): Promise<StoredRecord[]> {
  const res = await request.get(`/admin/analytics/records?visitor=${visitor}&${query}`, { headers: admin });
  expect(res.status()).toBe(200);
  return (await res.json()).records;
}

/**
 * The visitor id the BFF gave this browser, once the tracker has loaded and delivered its first
 * batch: the page view is stored. (The cookie itself comes earlier, with the page's registry read,
 * which assigns the visitor their remotes' versions.)
 */
async function visitorOf(context: BrowserContext): Promise<string> {
  let visitor: string | undefined;
  await expect
    .poll(async () => (visitor = (await context.cookies()).find((c) => c.name === 'visitor_id')?.value), {
      timeout: 15_000,
    })
    .toBeTruthy();
  await expect
    .poll(async () => (await storedRecords(context.request, visitor as string, 'kind=pageview')).length, {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  return visitor as string;
}

/** The events of one type stored for the visitor. */
async function eventsOf(request: APIRequestContext, visitor: string, type: string) {
  return storedRecords(request, visitor, `kind=event&type=${type}`);
}

/** Opens a page and waits until the tracker has delivered its first batch (the cookie is there). */
async function visit(page: Page, path: string): Promise<string> {
  await page.goto(path);
  return visitorOf(page.context());
}

/** A phone, as Playwright describes a Pixel 7 (its browser type left to the configuration: Chromium). */
const { defaultBrowserType: _, ...PHONE } = devices['Pixel 7'];

test.describe('on a phone', () => {
  test.use(PHONE);

  test('a fresh visit stores a page view with every field; a client-side navigation stores a second; the summary shows them', async ({
    page,
    request,
  }) => {
    const since = new Date().toISOString();
    const visitor = await visit(page, '/?utm_source=newsletter&utm_campaign=spring');
    const [first] = await storedRecords(request, visitor, 'kind=pageview');
    expect(first).toMatchObject({ path: '/', device: 'mobile', browser: 'Chrome', os: 'Android' });
    expect(first?.payload).toMatchObject({
      path: '/',
      title: expect.stringMatching(/\S/),
      pageUrl: expect.stringMatching(/^http:\/\/localhost:\d+\/$/),
      utmParams: { utm_source: 'newsletter', utm_campaign: 'spring' },
      userAgent: PHONE.userAgent,
      device: 'mobile',
      browser: 'Chrome',
      os: 'Android',
      language: expect.stringMatching(/^[a-z]{2}/),
      resolution: await page.evaluate(() => `${screen.width}x${screen.height}`),
      timezone: expect.stringMatching(/\w/),
      isReturning: false,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    // A hero tile is a router link: the page does not reload, the tracker records the new page.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page
      .locator('#home')
      .getByRole('link', { name: /Transfer Costs/ })
      .click();
    await expect(page).toHaveURL(/\/calculators\?calc=transfer$/);
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    await expect
      .poll(async () => (await storedRecords(request, visitor, 'kind=pageview')).map((r) => r.path).sort())
      .toEqual(['/', '/calculators']);

    const res = await request.get(`/admin/analytics/summary?from=${since}`, { headers: admin });
    const summary = await res.json();
    expect(summary.pageViews).toBe(2);
    expect(summary.topPages).toEqual(
      expect.arrayContaining([
        { value: '/', count: 1 },
        { value: '/calculators', count: 1 },
      ]),
    );
    expect(summary.devices).toEqual([{ value: 'mobile', count: 1 }]);
    expect(summary.browsers).toEqual([{ value: 'Chrome', count: 1 }]);
    expect(summary.topUtmSources).toEqual([{ value: 'newsletter', count: 1 }]);
  });
});

test('scrolling to the bottom stores a section view for all ten sections and the four scroll depths', async ({
  page,
  request,
}) => {
  const visitor = await visit(page, '/');
  await scrollThrough(page);
  await expect
    .poll(async () => new Set((await eventsOf(request, visitor, 'section_view')).map((e) => e.element)), {
      timeout: 15_000,
    })
    .toEqual(new Set(SECTION_IDS));
  await expect
    .poll(async () =>
      (await eventsOf(request, visitor, 'scroll_depth')).map((e) => Number(e.value)).sort((a, b) => a - b),
    )
    .toEqual([25, 50, 75, 100]);
  // Leaving a section is recorded with the seconds spent in view.
  const exits = await eventsOf(request, visitor, 'section_exit');
  expect(exits.map((e) => e.element)).toContain('home');
  for (const exit of exits) expect(Number(exit.value)).toBeGreaterThanOrEqual(0);
});

test('a name typed in the contact form is stored as "[redacted]"; a calculator amount as typed', async ({
  page,
  request,
}) => {
  const visitor = await visit(page, '/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Full name').fill('Thandi Nkosi');
  await form.getByLabel('Full name').press('Tab');

  const calculators = page.locator('#calculators');
  const income = calculators.getByLabel('Gross monthly income');
  await income.fill('45000');
  await expect(income).toHaveValue('45\u00a0000');
  await income.press('Tab');

  await expect
    .poll(async () => Object.fromEntries((await eventsOf(request, visitor, 'input')).map((e) => [e.element, e.value])))
    .toMatchObject({ name: '[redacted]', grossIncome: '45\u00a0000' });
  const stored = JSON.stringify(await storedRecords(request, visitor));
  expect(stored).not.toContain('Thandi');
});

test('markup is tracked without code: a Read More carrying its article id, an FAQ opened, an explainer not taken for an FAQ', async ({
  page,
  request,
}) => {
  const visitor = await visit(page, '/education');
  const education = page.locator('#education');
  const question = education.getByRole('tabpanel').locator('details').first();
  const questionText = ((await question.locator('summary').textContent()) ?? '').trim();
  await question.locator('summary').click();
  // The hero's explainer is a details element too, but records its own explainer_toggle.
  await page.locator('#home').getByText('Why Get Pre-Approved?').click();
  const readMore = education.getByRole('link', { name: /^Read More/ }).first();
  const id = await readMore.getAttribute('data-article-id');
  await readMore.click();
  await expect(page.getByRole('dialog')).toBeVisible();

  await expect.poll(async () => (await eventsOf(request, visitor, 'article_view')).map((e) => e.element)).toEqual([id]);
  expect((await eventsOf(request, visitor, 'faq_open')).map((e) => e.element)).toEqual([questionText]);
  expect((await eventsOf(request, visitor, 'explainer_toggle')).map((e) => e.element)).toEqual(['why_pre_approved']);
});

test('hiding the page (the tab closing) stores the exit event page_hidden', async ({ page, request }) => {
  const visitor = await visit(page, '/');
  await page.close({ runBeforeUnload: true });
  await expect
    .poll(async () => (await eventsOf(request, visitor, 'exit')).map((e) => e.element))
    .toEqual(['page_hidden']);
});

test('what is recorded before the tracker has loaded is delivered once it loads', async ({ page, request }) => {
  // Hold the analytics remote back until the visitor has done something.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const manifest = `http://localhost:${E2E_PORTS['mf-analytics']}/mf-manifest.json`;
  await page.route(manifest, async (route) => {
    await held;
    await route.continue();
  });
  const batches: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/analytics/batch')) batches.push(r.url());
  });

  await page.goto('/');
  // The shell's own start-up does not wait for the tracker: the press comes once it has the page.
  await waitForInteractive(page);
  await page.locator('#home').getByRole('button', { name: 'Get Pre-Approved' }).click();
  await expect(page.getByRole('dialog', { name: 'Ready to Take the Next Step?' })).toBeVisible();
  await page.waitForTimeout(1000);
  expect(batches).toEqual([]);

  release();
  const visitor = await visitorOf(page.context());
  const stored = await storedRecords(request, visitor);
  expect(stored.find((r) => r.kind === 'pageview')).toMatchObject({ path: '/' });
  expect(stored.find((r) => r.type === 'get_pre_approved')).toMatchObject({ element: 'hero', path: '/' });
});

test('records carry the versions of the remotes the page ran; a remote that fell back, the version it runs', async ({
  page,
  request,
}) => {
  const versions: Record<string, string> = { mf_knowledge: 'kn0w123', mf_leads: 'lead456', mf_analytics: 'an4lyt1' };
  await fakeRegistry(
    page,
    calculatorsFailing((r) => ({ ...r, version: versions[r.name] ?? null })),
  );
  const visitor = await visit(page, '/calculators');
  await expect(page.locator('#calculators').getByRole('heading', { name: 'Home Loan Calculators' })).toBeVisible();
  // One record the shell makes (through the provider), one the tracker makes by itself.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'How It Works' }).click();
  await page.close({ runBeforeUnload: true });

  const ran = { mf_calculators: 'good123', mf_analytics: 'an4lyt1' };
  await expect.poll(async () => (await eventsOf(request, visitor, 'exit'))[0]?.payload.remotes).toMatchObject(ran);
  expect((await eventsOf(request, visitor, 'nav_click'))[0]?.payload.remotes).toMatchObject(ran);
  const stored = await storedRecords(request, visitor);
  expect(stored.filter((r) => JSON.stringify(r.payload).includes('bad1234'))).toEqual([]);
});
