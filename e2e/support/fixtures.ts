import { DISMISSED_KEY } from '@hl/mf-leads/newsletter-visibility';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on an uncaught page error: a broken remote must never surface as one.
 * `pageErrors` is the list, for tests that want to look at it.
 *
 * The newsletter modal opens 4 s into a visit and makes the page behind it inert, which would
 * stop any longer test in its tracks. Tests start as a visitor who dismissed it earlier in the
 * session; `test.use({ newsletter: true })` gives a first visit instead.
 */
export const test = base.extend<{ pageErrors: string[]; newsletter: boolean }>({
  newsletter: [false, { option: true }],
  page: async ({ page, newsletter }, use) => {
    if (!newsletter) {
      await page.addInitScript((key) => sessionStorage.setItem(key, '1'), DISMISSED_KEY);
    }
    await use(page);
  },
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(String(error)));
      await use(errors);
      expect(errors, 'uncaught page errors').toEqual([]);
    },
    { auto: true },
  ],
});
export { expect };

/** Scrolls down the whole page in viewport steps, so every lazy slot comes near the viewport. */
export async function scrollThrough(page: Page) {
  for (let i = 0; i < 60; i++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    await page.waitForTimeout(120);
    if (atBottom) break;
  }
}
