import path from 'node:path';
import { SECTION_IDS } from '@hl/shared/site-map';
import type { Page } from '@playwright/test';
import { expect, scrollThrough, test, waitForInteractive } from '../support/fixtures.ts';

const WIDTHS = [390, 768, 1180, 1440] as const;
const stylePath = path.join(import.meta.dirname, 'screenshot.css');

/**
 * A page as every picture sees it: view counts left out (they count what earlier tests opened),
 * everything below the fold loaded and its images decoded, the scroll back at the top.
 */
async function open(page: Page, url: string, { scroll = true } = {}) {
  await page.route('**/analytics/article-views', (route) => route.fulfill({ json: { views: {} } }));
  await page.goto(url);
  await waitForInteractive(page);
  if (scroll) await scrollThrough(page);
  await page.evaluate(async () => {
    // The images a visitor sees, decoded (a lazy image never shown, the logo strip's hidden copy,
    // would never settle).
    const shown = [...document.images].filter((img) => img.checkVisibility());
    await Promise.all(shown.map((img) => img.decode().catch(() => {})));
    await document.fonts.ready;
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the home page, section by section, and the header', async ({ page }) => {
      await open(page, '/');
      await expect(page.getByRole('banner')).toHaveScreenshot(`header-${width}.png`, { stylePath });
      for (const id of SECTION_IDS) {
        await expect(page.locator(`section#${id}`)).toHaveScreenshot(`home-${id}-${width}.png`, { stylePath });
      }
      await expect(page.getByRole('contentinfo')).toHaveScreenshot(`footer-${width}.png`, { stylePath });
    });

    test('the landing pages', async ({ page }) => {
      for (const [name, url] of [
        ['apply', '/apply'],
        ['pre-approval', '/pre-approval'],
        ['agents', '/agents/partner'],
      ] as const) {
        await open(page, url);
        await expect(page).toHaveScreenshot(`page-${name}-${width}.png`, { fullPage: true, stylePath });
      }
    });

    test('the modals: the application dialog, the terms and the reader', async ({ page }) => {
      await open(page, '/');
      await page.locator('#home').getByRole('button', { name: 'Get Pre-Approved' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ready to Take the Next Step?' });
      await expect(dialog.getByRole('button', { name: 'Request Callback' })).toBeVisible();
      await expect(page).toHaveScreenshot(`modal-application-${width}.png`, { stylePath });
      await page.keyboard.press('Escape');

      await page.getByRole('contentinfo').getByRole('button', { name: 'Terms of Service' }).click();
      await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
      await expect(page).toHaveScreenshot(`modal-terms-${width}.png`, { stylePath });

      // The reader, opened by a cold load of an article (the transfer duty one: a table, figures).
      await open(page, '/articles/transfer-duty-18', { scroll: false });
      const reader = page.locator('dialog[open]');
      await expect(reader.getByRole('heading', { name: 'The transfer duty table' })).toBeVisible();
      await expect(page).toHaveScreenshot(`modal-reader-${width}.png`, { stylePath });
    });
  });
}

test.describe('the newsletter modal', () => {
  test.use({ newsletter: true });

  for (const width of WIDTHS) {
    test(`at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Get Smarter About Home Loans' });
      await expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeVisible({ timeout: 15_000 });
      await expect(page).toHaveScreenshot(`modal-newsletter-${width}.png`, { stylePath });
    });
  }
});
