import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, scrollThrough, test, waitForInteractive } from '../support/fixtures.ts';

/** Every page a visitor can land on (the home page's sections, paths and articles render the same frame). */
const PAGES = ['/', '/apply', '/pre-approval', '/agents/partner', '/privacy', '/no-such-page', '/insights'];
const WIDTHS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
];

/** The page with every lazy part loaded: scrolled through, then back at the top. */
async function loadWhole(page: Page) {
  await waitForInteractive(page);
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForLoadState('networkidle');
  // Cards fade in as they enter, staggered over up to a second; a section scrolled out of view
  // is not painted (content-visibility: auto) and its fade may stand half-way until seen again.
  // axe judges what a visitor reads once they end, so they are ended; the endless partners' strip
  // is left moving.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY) animation.finish();
    }
  });
}

for (const size of WIDTHS) {
  test.describe(`axe on a ${size.name} (${size.width} px)`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    for (const path of PAGES) {
      test(`${path}: no violations`, async ({ page }) => {
        await page.goto(path);
        await loadWhole(page);
        await expectNoAxeViolations(page, path);
      });
    }

    test('an article in the reader: no violations', async ({ page }) => {
      await page.goto('/education');
      const link = page
        .locator('#education')
        .getByRole('link', { name: /^Read More/ })
        .first();
      const path = (await link.getAttribute('href')) ?? '';
      await page.goto(path);
      await expect(page.locator('dialog[open]')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, path);
    });

    test('the application dialog with its callback form: no violations', async ({ page }) => {
      await page.goto('/');
      await waitForInteractive(page);
      await page.locator('#home').getByRole('button', { name: 'Get Pre-Approved' }).click();
      const dialog = page.getByRole('dialog', { name: 'Ready to Take the Next Step?' });
      await expect(dialog.getByRole('button', { name: 'Request Callback' })).toBeVisible();
      await expectNoAxeViolations(page, 'the application dialog');
      // With the messages of a form sent empty.
      await dialog.getByRole('button', { name: 'Request Callback' }).click();
      await expect(dialog.getByText('Please enter your name.')).toBeVisible();
      await expectNoAxeViolations(page, 'the application dialog showing errors');
    });

    test('the Terms of Service: no violations', async ({ page }) => {
      await page.goto('/privacy');
      await waitForInteractive(page);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Terms of Service' }).click();
      await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
      await expectNoAxeViolations(page, 'the Terms of Service');
    });

    test('the contact menu: no violations', async ({ page }) => {
      await page.goto('/privacy');
      await waitForInteractive(page);
      await page.evaluate(() => window.scrollTo(0, window.innerHeight / 2));
      await page.getByRole('button', { name: 'Contact us' }).click();
      await expect(page.getByRole('list', { name: 'Talk to a bond consultant' })).toBeVisible();
      await expectNoAxeViolations(page, 'the open contact menu');
    });
  });
}

test.describe('what comes up by itself', () => {
  test.use({ newsletter: true });

  test('the newsletter modal: no violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('dialog', { name: 'Get Smarter About Home Loans' })).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page, 'the newsletter modal');
  });
});

test.describe('the nudge and the callback prompt', () => {
  test.use({ prompts: true });

  test('each: no violations', async ({ page }) => {
    await page.clock.install();
    await page.goto('/privacy');
    await waitForInteractive(page);
    await page.evaluate(() => window.scrollTo(0, window.innerHeight / 2));
    await page.clock.runFor(15_000);
    await expect(page.getByText('Questions about your bond?')).toBeVisible();
    await expectNoAxeViolations(page, 'the nudge');
    await page.getByRole('button', { name: 'Dismiss' }).click();
    await page.clock.runFor(300_000);
    await expect(page.getByRole('region', { name: 'Still comparing? Let an expert call you back' })).toBeVisible();
    await expectNoAxeViolations(page, 'the callback prompt');
  });
});

test('the skip link takes focus to the page, so the next Tab starts there', async ({ page }) => {
  await page.goto('/privacy');
  await waitForInteractive(page);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.querySelector('main')?.contains(document.activeElement))).toBe(true);
});
