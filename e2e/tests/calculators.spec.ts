import type { Locator } from '@playwright/test';
import { expect, scrollThrough, test } from '../support/fixtures.ts';

/** A result figure of the active calculator, by its label. */
const figure = (section: Locator, label: string) => section.locator(`[data-result="${label}"] dd`);
/** Rand as en-ZA formats it, with no-break spaces ('R 21 786'). */
const rand = (text: string) => text.replace(/ /g, '\u00a0');

test('a hero tile opens the transfer calculator; typed values give the right figures and survive a reload', async ({
  page,
}) => {
  await page.goto('/');
  await page
    .locator('#home')
    .getByRole('link', { name: /Transfer Costs/ })
    .click();
  await expect(page).toHaveURL(/\/calculators\?calc=transfer$/);

  const section = page.locator('#calculators');
  await expect(section.getByRole('heading', { level: 2, name: 'Home Loan Calculators' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Transfer Costs' })).toHaveAttribute('aria-pressed', 'true');
  await expect(section.getByRole('heading', { level: 3, name: 'Transfer Costs Calculator' })).toBeVisible();

  const propertyValue = section.getByLabel('Property value');
  await propertyValue.pressSequentially('1800000');
  await expect(propertyValue).toHaveValue('1,800,000');

  // SARS duty on R1,800,000: 13,614 + 6% of 136,200 = R21,786
  // (docs/REQUIREMENTS.md#transfer-duty-bands), shown as en-ZA formats it.
  await expect(figure(section, 'Transfer duty')).toHaveText(rand('R 21 786'));
  expect(await figure(section, 'Transfer duty').textContent()).toBe('R\u00a021\u00a0786');
  // Attorney fees 28,500 + 0.9% of 800,000 = 35,700 + 15% VAT; bond costs 2,767 + 6,038 + 2,200 + 2,200.
  await expect(figure(section, 'Attorney fees (incl. VAT)')).toHaveText(rand('R 41 055'));
  await expect(figure(section, 'Bond registration costs')).toHaveText(rand('R 13 205'));
  await expect(figure(section, 'Total upfront costs')).toHaveText(rand('R 76 046'));

  // The inputs go to the URL, so the result survives a reload and can be shared.
  await expect(page).toHaveURL(/[?&]propertyValue=1800000(&|$)/);
  await page.reload();
  await expect(section.getByLabel('Property value')).toHaveValue('1,800,000');
  await expect(figure(section, 'Total upfront costs')).toHaveText(rand('R 76 046'));
});

test('the affordability error shows in the browser when expenses reach net income', async ({ page }) => {
  await page.goto('/');
  await scrollThrough(page);
  const section = page.locator('#calculators');
  const card = section.getByRole('button', { name: 'Affordability' });
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  await section.getByRole('button', { name: 'Bond Repayment' }).click();
  await card.click();
  await expect(page).toHaveURL(/[?&]calc=affordability(&|$)/);

  await section.getByLabel('Gross monthly income').fill('30000');
  await section.getByLabel('Net monthly income').fill('20000');
  await section.getByLabel('Monthly expenses').fill('25000');
  await expect(section.getByLabel('Monthly expenses')).toHaveValue('25,000');
  await expect(section.getByRole('alert')).toHaveText(
    'Expenses must be less than net monthly income to run this calculation.',
  );
  await expect(figure(section, 'Maximum monthly repayment')).toHaveText(rand('R 0'));
  await expect(figure(section, 'Estimated loan amount')).toHaveText(rand('R 0'));

  await section.getByLabel('Monthly expenses').fill('5000');
  await expect(section.getByRole('alert')).toHaveCount(0);
  await expect(figure(section, 'Maximum monthly repayment')).toHaveText(rand('R 9 000'));
});

test('typing on /calculators writes the URL without moving the page', async ({ page }) => {
  await page.goto('/calculators?calc=repayment');
  const section = page.locator('#calculators');
  const loan = section.getByLabel('Loan amount');
  await expect(loan).toBeVisible();
  await page.waitForTimeout(600);
  // The visitor scrolls a little past the section's top, then types.
  await page.mouse.wheel(0, 250);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => window.scrollY);
  await loan.pressSequentially('1500000');
  // The URL is written after a 300 ms pause in typing; the page must stay where the visitor is.
  await expect(page).toHaveURL(/[?&]loanAmount=1500000(&|$)/);
  await page.waitForTimeout(400);
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
});

test('results changing as the visitor types do not shift what is below them', async ({ page }) => {
  // On a phone the results stack under the inputs, so any growth would push the rest down.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/calculators?calc=affordability');
  const section = page.locator('#calculators');
  const below = section.getByRole('button', { name: /Discuss Results with an Expert/ });
  await expect(below).toBeVisible();
  const y = async () => (await below.boundingBox())?.y ?? Number.NaN;
  const top = async () => (await section.boundingBox())?.y ?? Number.NaN;
  const offset = async () => (await y()) - (await top());
  const before = await offset();

  await section.getByLabel('Gross monthly income').fill('45000');
  await section.getByLabel('Net monthly income').fill('34000');
  await expect(section.locator('[data-result="Maximum monthly repayment"] dd')).not.toHaveText('R\u00a00');
  expect(await offset()).toBe(before);

  // The error message takes the space kept for it, and figures change width, not height.
  await section.getByLabel('Monthly expenses').fill('40000');
  await expect(section.getByRole('alert')).toBeVisible();
  expect(await offset()).toBe(before);
});
