import { NUDGE_DISMISSED_AT_KEY } from '@hl/shell/contact-widget-timing';
import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForInteractive } from '../support/fixtures.ts';

const PHONE = { width: 390, height: 844 };

const contactButton = (page: Page) => page.getByRole('button', { name: 'Contact us' });
const contactMenu = (page: Page) => page.getByRole('list', { name: 'Talk to a bond consultant' });
const overlay = (page: Page) => page.getByTestId('contact-overlay');
const nudge = (page: Page) => page.getByText('Questions about your bond?');

/** Scrolls half a screen down: the corner waits until the visitor has left the first screen. */
async function scrollPastFirstScreen(page: Page) {
  await page.evaluate(() => window.scrollTo(0, window.innerHeight / 2));
}

/**
 * The widget's timers start when the shell takes the page over: tests that move the page's clock
 * wait for that first, then scroll past the first screen, where the corner shows.
 */
async function widgetRunning(page: Page) {
  await waitForInteractive(page);
  await scrollPastFirstScreen(page);
  await expect(contactButton(page)).toBeVisible();
}

type Box = { x: number; y: number; width: number; height: number };
async function box(locator: Locator): Promise<Box> {
  const b = await locator.boundingBox();
  if (!b) throw new Error(`${locator} has no box`);
  return b;
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

test.describe('the floating contact widget', () => {
  test('on a desktop: bottom right, a menu of call, chat and e-mail, keyboard-usable, no overlay', async ({ page }) => {
    await page.goto('/');
    const button = contactButton(page);
    await widgetRunning(page);
    const b = await box(button);
    const viewport = page.viewportSize() ?? { width: 0, height: 0 };
    expect(viewport.width - (b.x + b.width)).toBeLessThan(40);
    expect(viewport.height - (b.y + b.height)).toBeLessThan(40);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = contactMenu(page);
    await expect(menu.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:\+27/);
    await expect(menu.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(menu.getByRole('link', { name: /^E-mail / })).toHaveAttribute('href', /^mailto:/);
    await expect(menu.getByRole('link', { name: /^Call / })).toBeFocused();
    await expect(overlay(page)).toBeHidden();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    // A press elsewhere on the page closes it; so does a second press of the button.
    await button.click();
    await expect(menu).toBeVisible();
    await page.mouse.click(300, 400);
    await expect(menu).toBeHidden();
    await button.click();
    await button.click();
    await expect(menu).toBeHidden();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('the open menu dims the page behind an overlay, which closes it', async ({ page }) => {
      await page.goto('/');
      await widgetRunning(page);
      await contactButton(page).click();
      const menu = contactMenu(page);
      await expect(menu).toBeVisible();
      await expect(overlay(page)).toBeVisible();
      const dimmed = await box(overlay(page));
      expect(dimmed).toMatchObject({ x: 0, y: 0, width: PHONE.width, height: PHONE.height });
      // The menu fits the screen.
      const m = await box(menu);
      expect(m.x).toBeGreaterThanOrEqual(0);
      expect(m.x + m.width).toBeLessThanOrEqual(PHONE.width);

      await page.mouse.click(30, 200);
      await expect(menu).toBeHidden();
      await expect(overlay(page)).toBeHidden();
      await expect(contactButton(page)).toBeFocused();
    });
  });
});

test.describe('on a first visit', () => {
  test.use({ prompts: true });

  test('on a phone the corner stays empty over the first screen; a nudge due waits for a scroll', async ({ page }) => {
    await page.setViewportSize(PHONE);
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/');
    await waitForInteractive(page);
    await page.clock.runFor(20_000);
    // The hero's buttons and text are all there is in the corner's place.
    await expect(contactButton(page)).toBeHidden();
    await expect(nudge(page)).toBeHidden();
    await scrollPastFirstScreen(page);
    await expect(contactButton(page)).toBeVisible();
    await page.clock.runFor(2_000);
    await expect(nudge(page)).toBeVisible();
  });

  test('the nudge appears 15 s after load, and not again after a dismissal and a reload', async ({ page }) => {
    await page.clock.install({ time: new Date('2026-03-02T09:00:00+02:00') });
    await page.clock.pauseAt(new Date('2026-03-02T09:00:01+02:00'));
    await page.goto('/');
    await widgetRunning(page);

    await page.clock.runFor(14_000);
    await expect(nudge(page)).toBeHidden();
    await page.clock.runFor(1_000);
    await expect(nudge(page)).toBeVisible();

    await page.getByRole('button', { name: 'Dismiss' }).click();
    await expect(nudge(page)).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), NUDGE_DISMISSED_AT_KEY)).toMatch(/^\d+$/);

    await page.reload();
    await widgetRunning(page);
    await page.clock.runFor(30_000);
    await expect(nudge(page)).toBeHidden();

    // An hour later it may speak up again.
    await page.clock.fastForward(60 * 60 * 1000);
    await page.reload();
    await widgetRunning(page);
    await page.clock.runFor(15_000);
    await expect(nudge(page)).toBeVisible();
  });

  test("the nudge's See options opens the menu", async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/');
    await widgetRunning(page);
    await page.clock.runFor(15_000);
    await page.getByRole('button', { name: 'See options' }).click();
    await expect(contactMenu(page)).toBeVisible();
    await expect(nudge(page)).toBeHidden();
  });

  test('after 300,000 ms a callback prompt offers the callback form, once a session', async ({ page }) => {
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1000);
    await page.goto('/');
    await widgetRunning(page);
    // The nudge at 15 s is dismissed first, as a visitor would.
    await page.clock.runFor(15_000);
    await page.getByRole('button', { name: 'Dismiss' }).click();

    const prompt = page.getByRole('region', { name: 'Still comparing? Let an expert call you back' });
    await page.clock.runFor(270_000);
    await expect(prompt).toBeHidden();
    await page.clock.runFor(15_000);
    await expect(prompt).toBeVisible();
    await prompt.getByRole('button', { name: 'Request a callback' }).click();
    // Time flows again: the dialog's code and the callback form arrive as they would for a visitor.
    await page.clock.resume();
    const dialog = page.getByRole('dialog', { name: 'Ready to Take the Next Step?' });
    await expect(dialog.getByRole('form', { name: 'Request a Callback' })).toBeVisible();
    await expect(prompt).toBeHidden();

    await page.keyboard.press('Escape');
    await page.reload();
    await widgetRunning(page);
    await page.clock.runFor(300_000);
    await expect(prompt).toBeHidden();
  });
});

test.describe('the header', () => {
  test('Home on / scrolls back to the top', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 2500));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/');
  });

  test('Home from a section path goes to / at the top', async ({ page }) => {
    await page.goto('/testimonials');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

/** Sends a contact message, whose answer shows as a toast. */
async function showToast(page: Page) {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByLabel('Full name').fill('Thandi Nkosi');
  await form.getByLabel('Email').fill(`toast.${Date.now()}@example.co.za`);
  await form.getByLabel('Where are you in your journey?').selectOption('Just starting out');
  await form.getByLabel('Subject').selectOption('General Bond Origination Inquiry');
  await form.getByLabel('Message').fill('Where do toasts show?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Your message was sent successfully.' });
  await expect(toast).toBeVisible();
  // Held by the pointer (a hovered toast stays), and measured once its entrance has finished.
  await toast.hover();
  let last = await box(toast);
  await expect
    .poll(async () => {
      const now = await box(toast);
      const settled = now.y === last.y;
      last = now;
      return settled;
    })
    .toBe(true);
  return toast;
}

test.describe('toasts', () => {
  test('on a desktop they show below the header, clear of Login, Apply Now and the contact widget', async ({
    page,
  }) => {
    const toast = await showToast(page);
    const t = await box(toast);
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const name of ['Login', 'Apply Now']) {
      expect(overlaps(t, await box(nav.getByRole('link', { name })))).toBe(false);
    }
    expect(t.y).toBeGreaterThanOrEqual((await box(page.getByRole('banner'))).height);
    expect(overlaps(t, await box(contactButton(page)))).toBe(false);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('they show below the header, clear of its menu button and of the contact widget', async ({ page }) => {
      const toast = await showToast(page);
      const t = await box(toast);
      expect(overlaps(t, await box(page.getByRole('button', { name: 'Open menu' })))).toBe(false);
      expect(t.y).toBeGreaterThanOrEqual((await box(page.getByRole('banner'))).height);
      expect(overlaps(t, await box(contactButton(page)))).toBe(false);
    });
  });
});

test.describe('the privacy notice', () => {
  /** Follows a form's privacy link (it opens a new tab) and checks the notice is there. */
  async function followPrivacyLink(page: Page, form: Locator) {
    const link = form.getByRole('link', { name: 'How we use your details (opens in a new tab)' });
    const [notice] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(notice.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(notice.getByRole('heading', { name: 'Our information officer' })).toBeVisible();
    await expect(notice).toHaveURL(/\/privacy$/);
    await notice.close();
  }

  test('is linked from the footer, names the information officer and carries the registration line', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(/NCR registration/);
    await footer.getByRole('link', { name: 'Privacy notice' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy notice' })).toBeVisible();
    await expect(page.locator('address')).toContainText(/@/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('is reachable from the contact form', async ({ page }) => {
    await page.goto('/contact');
    await followPrivacyLink(page, page.getByRole('form', { name: 'Send Us a Message' }));
  });

  test('is reachable from the callback form', async ({ page }) => {
    await page.goto('/');
    await page.locator('#home').getByRole('button', { name: 'Get Pre-Approved' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ready to Take the Next Step?' });
    await followPrivacyLink(page, dialog.getByRole('form', { name: 'Request a Callback' }));
    // The dialog, and what was in it, are still there.
    await expect(dialog).toBeVisible();
  });

  test('is reachable from the partner form', async ({ page }) => {
    await page.goto('/agents/partner');
    await followPrivacyLink(page, page.getByRole('form', { name: 'Register Your Interest' }));
  });

  test.describe('on a first visit', () => {
    test.use({ newsletter: true });

    test('is reachable from the newsletter form', async ({ page }) => {
      await page.goto('/');
      const dialog = page.getByRole('dialog', { name: 'Get Smarter About Home Loans' });
      await followPrivacyLink(page, dialog.getByRole('form', { name: 'Newsletter sign-up' }));
    });
  });
});

test.describe('the pre-approval page on a 360 px phone', () => {
  const SMALL_PHONE = { width: 360, height: 740 };
  test.use({ viewport: SMALL_PHONE });

  test('keeps its header on one line with the brand whole, and Apply Now in the bottom bar', async ({ page }) => {
    await page.goto('/pre-approval');
    const nav = page.getByRole('navigation', { name: 'Application' });
    const links = [nav.getByRole('link', { name: 'Login' }), nav.getByRole('link', { name: 'Get Pre-Approved' })];
    const boxes = await Promise.all(links.map(box));
    const middles = boxes.map((b) => b.y + b.height / 2);
    for (const m of middles) expect(Math.abs(m - (middles[0] ?? 0))).toBeLessThan(2);
    for (const b of boxes) expect(b.x + b.width).toBeLessThanOrEqual(SMALL_PHONE.width);
    const header = await box(page.getByRole('banner'));
    expect(header.height).toBeLessThanOrEqual(64);
    for (const b of boxes) expect(b.height).toBeLessThan(header.height);
    // Readable: the buttons' text no smaller than 14 px, the brand not cut short.
    expect(await links[1]?.evaluate((a) => Number.parseFloat(getComputedStyle(a).fontSize))).toBeGreaterThanOrEqual(14);
    const brand = page.getByRole('banner').getByText('BondBridge');
    await expect(brand).toBeVisible();
    expect(await brand.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // The header leaves Apply Now to the bar fixed at the bottom, which has room for it.
    await expect(nav.getByRole('link', { name: 'Apply Now' })).toBeHidden();
    await expect(
      page.getByRole('complementary', { name: 'Apply' }).getByRole('link', { name: 'Apply Now' }),
    ).toBeVisible();
  });
});
