import { expect, test } from '../support/fixtures.ts';

test('Get Pre-Approved opens the application dialog; it is keyboard-usable and gives focus back', async ({ page }) => {
  await page.goto('/');
  const opener = page.locator('#home').getByRole('button', { name: 'Get Pre-Approved' });
  await opener.focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: 'Ready to Take the Next Step?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'Apply online' })).toHaveAttribute('href', /\/start$/);
  await expect(dialog.getByRole('heading', { name: 'Request a Callback' })).toBeVisible();
  // Focus moved into the dialog, and Tab keeps it there (the page behind is inert).
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
  expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
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
