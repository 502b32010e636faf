import fs from 'node:fs';
import { request as newRequest, type Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { baseURL } from '../support/ports.ts';
import { BROWSER_USER_AGENT } from '../support/stack.ts';
import { createStaff, type StaffAccount, signInAs } from '../support/staff.ts';

/** A campaign no other test or run uses: the page filtered by it shows only what this spec seeded. */
// Letters mostly: a long run of digits would be redacted as a phone number.
const campaign = `insights-e2e-${Date.now().toString(36)}`;
const leadEmail = `insights.${Date.now()}@example.co.za`;
const leadName = 'Lindiwe Insights';

/** Sends records as one browser of the site would (its own cookies: its own visitor and visit). */
async function seedVisit(records: unknown[]) {
  const browser = await newRequest.newContext({
    baseURL,
    extraHTTPHeaders: { origin: baseURL, 'user-agent': BROWSER_USER_AGENT },
  });
  const res = await browser.post('/analytics/batch', { data: records });
  expect(res.status(), await res.text()).toBe(202);
  await browser.dispose();
}

const overviewFigure = (page: Page, label: string) =>
  page.getByRole('region', { name: 'Overview' }).locator('dl > div', { has: page.getByText(label, { exact: true }) });
const table = (page: Page, name: string) => page.getByRole('table', { name, exact: true });

let agent: StaffAccount;
let viewer: StaffAccount;

test.beforeAll(async () => {
  agent = await createStaff('agent', 'Ayanda Agent');
  viewer = await createStaff('viewer', 'Vusi Viewer');
  // Visit one: from Google's ad, the home page then the team. Visit two: from Facebook, the privacy page.
  await seedVisit([
    {
      kind: 'pageview',
      path: '/',
      referrer: 'https://www.google.com/',
      utmParams: { utm_source: 'google', utm_medium: 'cpc', utm_campaign: campaign },
      device: 'desktop',
      browser: 'Chrome',
    },
    { kind: 'pageview', path: '/team', device: 'desktop', browser: 'Chrome' },
  ]);
  await seedVisit([
    {
      kind: 'pageview',
      path: '/privacy',
      referrer: 'https://www.facebook.com/',
      utmParams: { utm_source: 'facebook', utm_medium: 'social', utm_campaign: campaign },
      device: 'mobile',
      browser: 'Safari',
    },
  ]);
  const visitor = await newRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await visitor.post('/contact/callbackrequest', {
    data: { name: leadName, email: leadEmail, mobile: '0821234567' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await visitor.dispose();
});

test('an agent signs in, reads the seeded figures, filters by a page, downloads the leads and signs out', async ({
  page,
  request,
}) => {
  await page.goto(`/insights?utmCampaign=${campaign}`);
  await expect(page.getByLabel('Password')).toHaveAttribute('type', 'password');
  await signInAs(page, { ...agent, password: 'not the password' });
  await expect(page.getByRole('alert')).toHaveText(
    'That e-mail address and password do not match an account. Please check them.',
  );
  await signInAs(page, agent);

  // The link's filter holds: only this spec's two visits count.
  await expect(page.getByRole('button', { name: `Remove filter UTM campaign: ${campaign}` })).toBeVisible();
  await expect(overviewFigure(page, 'Unique visitors')).toContainText(/^Unique visitors2/);
  await expect(overviewFigure(page, 'Visits')).toContainText(/^Visits2/);
  await expect(overviewFigure(page, 'Page views')).toContainText(/^Page views3/);
  await expect(overviewFigure(page, 'Views per visit')).toContainText(/^Views per visit1[.,]5/);
  const referrers = table(page, 'Referrers');
  await expect(referrers).toContainText('www.google.com');
  await expect(referrers).toContainText('www.facebook.com');
  await expect(table(page, 'UTM sources')).toContainText('facebook');

  // One page's row narrows the whole page to the visits that viewed it.
  await page.getByRole('button', { name: 'Filter by page /team' }).click();
  await expect(page.getByRole('button', { name: 'Remove filter Page: /team' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('page')).toBe('/team');
  await expect(overviewFigure(page, 'Unique visitors')).toContainText(/^Unique visitors1/);
  await expect(referrers).not.toContainText('www.facebook.com');
  await expect(referrers).toContainText('www.google.com');
  await expect(table(page, 'UTM sources')).not.toContainText('facebook');
  await expect(table(page, 'Devices')).not.toContainText('mobile');
  await expect(table(page, 'Top pages')).not.toContainText('/privacy');

  // The leads: the seeded one with its details, then the CSV of the type chosen. The campaign's
  // filter holds there too: the lead was sent from another browser, no visit of the campaign.
  await page.getByRole('button', { name: 'Remove filter Page: /team' }).click();
  await page.getByRole('button', { name: `Remove filter UTM campaign: ${campaign}` }).click();
  await page.getByRole('link', { name: 'Leads' }).click();
  const leads = table(page, 'Leads, newest first');
  await page.getByLabel('Lead type').selectOption('callback');
  await expect(leads).toContainText(leadName);
  await expect(leads).toContainText(leadEmail);
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download CSV' }).click();
  const csv = fs.readFileSync((await (await download).path()) as string, 'utf8');
  expect(csv.split('\n')[0]).toContain('id,createdAt,type');
  expect(csv).toContain(leadEmail);

  // Usable on a 390 px phone: nothing wider than the screen, the tables scroll inside their panels.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await expect(page.getByText('You are signed out.')).toBeVisible();
  await expect(page.getByLabel('Password')).toBeVisible();
  // The browser's cookie is gone with the session.
  expect((await page.request.get('/admin/session')).status()).toBe(200);
  expect(await (await page.request.get('/admin/session')).json()).toMatchObject({ signedIn: false });

  // Without the session cookie: 401, and nothing personal in the answer.
  for (const path of [
    '/admin/leads?type=callback',
    '/admin/leads?format=csv',
    `/admin/insights/summary?from=2026-01-01T00:00:00%2B02:00&to=2026-01-02T00:00:00%2B02:00`,
  ]) {
    for (const client of [request, page.request]) {
      const res = await client.get(path);
      expect(res.status(), path).toBe(401);
      const body = await res.text();
      expect(body).not.toContain(leadEmail);
      expect(body).not.toContain(leadName);
    }
  }
});

test('a viewer sees the figures but no personal data, and cannot open a lead', async ({ page }) => {
  const leadPaths: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/admin/leads')) leadPaths.push(r.url());
  });
  await page.goto(`/insights?utmCampaign=${campaign}`);
  await signInAs(page, viewer);
  await expect(overviewFigure(page, 'Visits')).toContainText(/^Visits2/);
  const nav = page.getByRole('navigation', { name: 'Insights pages' });
  await expect(nav.getByRole('link')).toHaveText(['Overview']);
  await expect(page.locator('body')).not.toContainText(leadEmail);

  // The link of the broker team's e-mail, opened by a viewer: refused, and nothing asked of the BFF.
  await page.goto('/insights/leads/some-lead');
  await expect(page.getByText(/This page needs the agent role, and you are signed in as a viewer/)).toBeVisible();
  expect(leadPaths).toEqual([]);
  // The BFF refuses it too, whatever the page does.
  for (const path of ['/admin/leads', '/admin/leads/some-lead', '/admin/leads?format=csv']) {
    const res = await page.request.get(path);
    expect(res.status(), path).toBe(403);
    expect(await res.text()).not.toContain(leadEmail);
  }
});

test.describe('as a first visit (newsletter and prompts not yet seen)', () => {
  test.use({ newsletter: true, prompts: true });

  test("the insights page is kept from search engines and from the site's own analytics", async ({ page, request }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toMatch(/^Disallow: \/insights$/m);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain('/insights');

    const analytics: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/analytics/')) analytics.push(r.url());
    });
    const res = await page.goto('/insights');
    expect(res?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    await expect(page.getByRole('heading', { name: 'Insights', level: 1 })).toBeVisible();
    // Past the moment a public page loads its tracker (load, then idle) and the newsletter's delay.
    await page.waitForTimeout(5_000);
    expect(analytics).toEqual([]);
    // An operator tool: no public header, footer, contact widget or newsletter over it.
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
