import { expect, test } from '../support/fixtures.ts';
import { SECTION_ORDER } from '../support/slots.ts';

const HEADER_HEIGHT = 64;

test.describe('route table', () => {
  for (const path of ['/', '/home', '/home1', '/home2', '/home3']) {
    test(`${path} shows the home page from the top`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Up to 8 banks');
      await expect(page.locator('main > section[id]')).toHaveCount(10);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
    });
  }

  for (const section of SECTION_ORDER.filter((s) => s !== 'home')) {
    test(`/${section} scrolls the home page to #${section}`, async ({ page }) => {
      await page.goto(`/${section}`);
      const target = page.locator(`#${section}`);
      // The section settles just under the sticky header once the remotes above it have loaded.
      await expect
        .poll(async () => Math.round((await target.boundingBox())?.y ?? -1), { timeout: 10_000 })
        .toBeGreaterThanOrEqual(HEADER_HEIGHT - 2);
      await expect
        .poll(async () => Math.round((await target.boundingBox())?.y ?? -1))
        .toBeLessThanOrEqual(HEADER_HEIGHT + 2);
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    });
  }

  test('/articles/{slugId} shows the home page with the knowledge center loaded', async ({ page }) => {
    await page.goto('/articles/how-to-lower-your-bond-interest-rate-in-south-africa-64');
    await expect(page.locator('main > section[id]')).toHaveCount(10);
    await expect(page.locator('#education').getByRole('heading', { name: 'Knowledge Center' })).toBeAttached();
  });

  test('/agents/partner is the agent landing page with the partner form', async ({ page }) => {
    await page.goto('/agents/partner');
    await expect(page.getByRole('heading', { level: 1, name: 'Calling All Real Estate Agents' })).toBeVisible();
    await expect(page.getByText('T&Cs apply, based on 0.5% commission')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Register Your Interest' })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  });

  for (const path of ['/apply', '/apply1', '/apply2', '/apply3', '/apply4', '/apply5']) {
    test(`${path} is the application screen with a footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'Apply for your home loan' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    });
  }

  test('/pre-approval is the pre-approval landing page', async ({ page }) => {
    await page.goto('/pre-approval');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('pre-approved');
    await expect(page.getByRole('heading', { name: 'Ready to compare offers?' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveAttribute('href', /\/login$/);
  });

  test('an unknown path says so and links home', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'home page' })).toHaveAttribute('href', '/');
  });
});

test('a header link scrolls to its section; the mobile menu closes when a link is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav).toBeHidden();
  await menuButton.click();
  await expect(nav).toBeVisible();
  await nav.getByRole('link', { name: 'Team' }).click();
  await expect(page).toHaveURL(/\/team$/);
  await expect(nav).toBeHidden();
  await expect
    .poll(async () => Math.round((await page.locator('#team').boundingBox())?.y ?? -1))
    .toBeLessThanOrEqual(HEADER_HEIGHT + 2);
});

test("once a page has gone idle the other pages' code is there: following a link to one fetches no script", async ({
  page,
}) => {
  const privacyCode = page.waitForResponse((r) => /\/page-privacy\.[0-9a-f]+\.js$/.test(r.url()));
  await page.goto('/');
  await privacyCode;
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
  expect(page.url()).toMatch(/\/privacy$/);
  expect(scripts.filter((p) => p.includes('page-'))).toEqual([]);
});
