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
  await expect(dialog.getByRole('heading', { name: 'Request a Callback' })).toBeVisible();
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

test('Get Pre-Approved pressed before the shell takes the page over still opens the dialog', async ({ page }) => {
  // The shell's main script is held back: the page shows the server's first screen, nothing listens.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await page.locator('#home').getByRole('button', { name: 'Get Pre-Approved' }).click();
  expect(await page.locator('#root').getAttribute('data-interactive')).toBeNull();
  release();
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
