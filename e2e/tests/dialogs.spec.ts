import { expect, test, waitForInteractive } from '../support/fixtures.ts';

test('Get Pre-Approved opens the application dialog; it is keyboard-usable and gives focus back', async ({ page }) => {
  await page.goto('/');
  await waitForInteractive(page);
  const opener = page.locator('#home').getByRole('button', { name: 'Get Pre-Approved' });
  await opener.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Ready to Take the Next Step?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Apply online' })).toHaveAttribute('href', /\/start$/);
  await expect(dialog.getByRole('form', { name: 'Request a Callback' })).toBeVisible();
  // Focus moved into the dialog, and Tab never takes it to the page behind (inert): at every step
  // of two rounds it is in the dialog, or past its end in the browser's own UI (document.body
  // here), from where the next Tab comes back to the dialog's first control.
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  const where: string[] = [];
  for (let i = 0; i < 14; i++) {
    await page.keyboard.press('Tab');
    where.push(
      await dialog.evaluate((d) =>
        d.contains(document.activeElement) ? 'dialog' : document.activeElement === document.body ? 'browser' : 'page',
      ),
    );
  }
  expect(where).not.toContain('page');
  expect(where.filter((w) => w === 'dialog').length).toBeGreaterThanOrEqual(12);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

// The first screen (the hero), a section React takes over only after the first screen (how it
// works), and the footer.
const EARLY_PRESSES = [
  { where: '#home', button: 'Get Pre-Approved', opens: 'Ready to Take the Next Step?' },
  { where: '#how-it-works', button: 'Get Pre-Approved', opens: 'Ready to Take the Next Step?' },
  { where: 'footer', button: 'Terms of Service', opens: 'Terms of Service' },
];
for (const { where, button, opens } of EARLY_PRESSES) {
  test(`${button} in ${where} pressed before the shell takes the page over still opens its dialog`, async ({
    page,
  }) => {
    // The shell's main script is held back: the page shows the server's first screen, nothing listens.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/');
    await page.locator(where).getByRole('button', { name: button }).click();
    expect(await page.locator('#root').getAttribute('data-interactive')).toBeNull();
    release();
    await expect(page.getByRole('dialog', { name: opens })).toBeVisible();
  });
}

test('a press below the first screen the moment the page is interactive opens the dialog', async ({ page }) => {
  // Pressed in the first task after the first screen's commit, before React has taken over how it
  // works (layout/AfterFirstScreen.tsx): React takes that part over at once and handles the press.
  await page.addInitScript(() => {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((e) => e.name === 'hl:interactive')) return;
      observer.disconnect();
      document.querySelector<HTMLButtonElement>('#how-it-works button')?.click();
    }).observe({ type: 'mark' });
  });
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Ready to Take the Next Step?' })).toBeVisible();
});

test('the application dialog closes on a backdrop click and on its close button', async ({ page }) => {
  await page.goto('/');
  const opener = page.locator('#how-it-works').getByRole('button', { name: 'Get Pre-Approved' });
  const dialog = page.getByRole('dialog', { name: 'Ready to Take the Next Step?' });

  await opener.click();
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 5);
  await expect(dialog).toBeHidden();

  await opener.click();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
});

test('the footer opens the Terms of Service, closed by a button', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Terms of Service' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(terms).toBeVisible();
  await expect(terms).toContainText('free to you');
  await terms.getByRole('button', { name: 'Close' }).last().click();
  await expect(terms).toBeHidden();
});

test.describe('the callback form under one title', () => {
  test('on a 390 x 844 phone the dialog shows the whole form, its submit button without scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.locator('#home').getByRole('button', { name: 'Get Pre-Approved' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ready to Take the Next Step?' });
    const submit = dialog.getByRole('button', { name: 'Request Callback' });
    await expect(submit).toBeVisible();
    // One title: the dialog's own; the form brings no heading of its own.
    await expect(dialog.getByRole('heading')).toHaveText(['Ready to Take the Next Step?']);
    const fits = await dialog.evaluate((d) => ({
      overflow: d.scrollHeight - d.clientHeight,
      bottom: d.getBoundingClientRect().bottom,
    }));
    expect(fits.overflow, 'the dialog scrolls inside').toBeLessThanOrEqual(0);
    expect(fits.bottom).toBeLessThanOrEqual(844);
    const button = await submit.boundingBox();
    expect(button && button.y + button.height).toBeLessThanOrEqual(fits.bottom);
    // The form sits in the dialog's column: its fields start where the title does.
    const title = await dialog.getByRole('heading').boundingBox();
    const name = await dialog.getByLabel('Full name').boundingBox();
    expect(Math.abs((name?.x ?? 0) - (title?.x ?? 0))).toBeLessThan(1);
  });

  test('/apply shows the form once, beside no second title, its fields level side by side', async ({ page }) => {
    await page.setViewportSize({ width: 1180, height: 900 });
    await page.goto('/apply');
    const form = page.getByRole('form', { name: 'Request a Callback' });
    await expect(form.getByRole('button', { name: 'Request Callback' })).toBeVisible();
    await expect(page.getByRole('form', { name: 'Request a Callback' })).toHaveCount(1);
    await expect(form.getByRole('heading')).toHaveCount(0);
    const mobile = await form.getByLabel('Mobile number').boundingBox();
    const email = await form.getByLabel('Email').boundingBox();
    expect(mobile?.y).toBe(email?.y);
    // Aligned with the page's text column, not indented inside it.
    const heading = await page.getByRole('heading', { name: 'Prefer to talk first?' }).boundingBox();
    expect(Math.abs((mobile?.x ?? 0) - (heading?.x ?? 0))).toBeLessThan(1);
  });
});
