import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, scrollThrough, test } from '../support/fixtures.ts';

/**
 * One money format across the parts (docs/ARCHITECTURE.md#money): R1 234 567 and R10 664.30, a
 * no-break space between groups and a decimal point, whichever part wrote it.
 */
const ONE_FORMAT = /^R\d{1,3}(\u00a0\d{3})*(\.\d\d)?$/;
/** Anything that reads as a rand amount, in whatever way it might have been written. */
const ANY_RAND = /(?<![A-Za-z\d])R ?\d{1,3}(?:[ ,.\u00a0]\d{3})*(?:[.,]\d+)?(?!\d|\s*(?:million|billion))/g;

/** The rand amounts a visitor reads in `where` (its rendered text: what is hidden is left out). */
async function amountsIn(where: Locator): Promise<string[]> {
  // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a visitor reads (hidden text left out, table cells kept apart).
  const text = await where.innerText();
  return [...text.matchAll(ANY_RAND)].map((m) => m[0]);
}

async function expectOneFormat(where: Locator, what: string, atLeast: number) {
  // Until the part has loaded its content (a remote may still show its loading line).
  await expect
    .poll(async () => (await amountsIn(where)).length, { message: `rand amounts in ${what}` })
    .toBeGreaterThanOrEqual(atLeast);
  const amounts = await amountsIn(where);
  expect(
    amounts.filter((a) => !ONE_FORMAT.test(a)),
    `${what}: amounts not written R1 234 567 / R10 664.30`,
  ).toEqual([]);
}

const grouped = (text: string) => text.replace(/ /g, '\u00a0');
const calculators = (page: Page) => page.locator('#calculators');

test('the calculators: fields, results, the transfer bill, the schedule and its CSV', async ({ page }) => {
  await page.goto('/calculators?calc=transfer');
  const section = calculators(page);
  const value = section.getByLabel('Property value');
  await value.pressSequentially('1800000');
  await expect(value).toHaveValue(grouped('1 800 000'));
  await expect(section.locator('[data-result="Transfer duty"] dd')).toHaveText(grouped('R21 786'));
  await expectOneFormat(section, 'the transfer calculator', 15);

  await page.goto('/calculators?calc=amortisation&loanAmount=1000000&interestRate=10.5&term=20');
  await expect(section.getByLabel('Loan amount')).toHaveValue(grouped('1 000 000'));
  const table = section.getByRole('table').filter({ hasText: 'Balance' });
  await expect(table.getByRole('row').nth(1)).toContainText(grouped('R9 983.80'));
  await expectOneFormat(section, 'the amortisation calculator', 40);

  const download = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download CSV' }).click();
  const csv = fs.readFileSync((await (await download).path()) as string, 'utf8');
  // The same decimal point, without the R and the grouping: a spreadsheet reads numbers.
  expect(csv.split('\r\n')[1]).toBe('1,9983.80,1233.80,8750.00,998766.20');
});

test('the knowledge remote: testimonials, and an article’s figures computed or typed by hand', async ({ page }) => {
  await page.goto('/testimonials');
  await scrollThrough(page);
  await expectOneFormat(page.locator('#testimonials'), 'the testimonials', 6);

  // The transfer duty article: its table, its worked example and amounts typed in its text.
  // Any slug with the article's id redirects to its canonical URL.
  await page.goto('/articles/transfer-duty-18');
  const reader = page.locator('dialog[open]');
  await expect(reader.getByRole('heading', { name: 'The transfer duty table' })).toBeVisible();
  await expectOneFormat(reader, 'the transfer duty article', 15);
});

test('the landing pages and the terms: the agents’ cashback, the partner form’s sale value', async ({ page }) => {
  await page.goto('/agents/partner');
  await expect(page.getByText(/Earn up to/)).toContainText(grouped('R25 000 cashback'));
  await expectOneFormat(page.locator('body'), 'the agents page', 1);
  const saleValue = page.getByLabel(/Average Sale Value/);
  await saleValue.pressSequentially('R1,850,000');
  await expect(saleValue).toHaveValue(grouped('1 850 000'));

  await page.goto('/privacy');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Terms of Service' }).click();
  const terms = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(terms).toContainText(grouped('capped at R5 000'));
  await expectOneFormat(terms, 'the terms', 2);
});
