import type { Request } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { createStaff, type StaffAccount, signInAs } from '../support/staff.ts';

/** A campaign of this run only: the insights page filtered by it shows this visitor's lead alone. */
const campaign = `lead-source-${Date.now().toString(36)}`;
const email = `zanele.${Date.now()}@example.co.za`;

/** The event types in a tracker batch the browser sent. */
const batchTypes = (request: Request): string[] =>
  request.method() === 'POST' && request.url().endsWith('/analytics/batch')
    ? (request.postDataJSON() as Array<{ type?: string }>).flatMap((r) => (r.type ? [r.type] : []))
    : [];

let agent: StaffAccount;
test.beforeAll(async () => {
  agent = await createStaff('agent', 'Ayanda Agent');
});

test('a visitor who reads an article, uses the affordability calculator and asks for a callback is a lead with that source, article and calculator', async ({
  page,
}) => {
  const delivered = new Set<string>();
  page.on('request', (r) => {
    for (const type of batchTypes(r)) delivered.add(type);
  });
  await page.goto(`/?utm_source=whatsapp&utm_medium=social&utm_campaign=${campaign}`);

  // An article from the knowledge center's list (its remote loads as the section nears), read and closed.
  await page.locator('#education').scrollIntoViewIfNeeded();
  const card = page
    .locator('#education article')
    .filter({ has: page.getByRole('link', { name: /^Read More/ }) })
    .first();
  await expect(card).toBeVisible();
  const title = ((await card.getByRole('heading').textContent()) ?? '').trim();
  await card.getByRole('link', { name: /^Read More/ }).click();
  const reader = page.getByRole('dialog', { name: title });
  await expect(reader).toBeVisible();
  await reader.getByRole('button', { name: 'Close' }).click();
  await expect(reader).toBeHidden();

  // The affordability calculator, worked with the visitor's own income.
  const calculators = page.locator('#calculators');
  await calculators.scrollIntoViewIfNeeded();
  await calculators.getByLabel('Gross monthly income').fill('45000');
  await calculators.getByLabel('Gross monthly income').blur();
  await expect.poll(() => delivered.has('article_open') && delivered.has('calculator_used')).toBe(true);

  // A callback, from Get Pre-Approved.
  await page.locator('#home').getByRole('button', { name: 'Get Pre-Approved' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ready to Take the Next Step?' });
  await dialog.getByLabel('Full name').fill('Zanele Khumalo');
  await dialog.getByLabel('Mobile number').fill('082 555 0142');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Request Callback' }).click();
  await expect(dialog.getByRole('button', { name: 'Request Sent!' })).toBeDisabled();

  // The broker's agent finds the lead, with where it came from, under the campaign's filter.
  const staff = await page.context().browser()?.newPage();
  if (!staff) throw new Error('no second page');
  await staff.goto(`/insights/leads?utmCampaign=${campaign}`);
  await signInAs(staff, agent);
  const leads = staff.getByRole('table', { name: 'Leads, newest first', exact: true });
  const row = leads.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Zanele Khumalo');
  await expect(row).toContainText(`whatsapp / social, ${campaign}`);
  await row.getByRole('link', { name: /^Open the callback lead/ }).click();
  const source = staff.getByRole('region', { name: 'Where it came from' });
  await expect(source.getByText('Articles read before').locator('xpath=following-sibling::dd')).toHaveText(title);
  await expect(source.getByText('Calculators used before').locator('xpath=following-sibling::dd')).toHaveText(
    'affordability',
  );
  await expect(source.getByText('Landing page').locator('xpath=following-sibling::dd')).toHaveText('/');

  // The overview's table of what leads read and used counts them under the same filter.
  await staff.goto(`/insights?utmCampaign=${campaign}`);
  await expect(staff.getByRole('table', { name: 'Articles read before becoming a lead' })).toContainText(title);
  await expect(staff.getByRole('table', { name: 'Calculators used before becoming a lead' })).toContainText(
    'affordability',
  );
  await staff.close();
});
