import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { E2E_ADMIN_TOKEN } from '../support/stack.ts';

/** The leads the BFF stored, as an operator reads them. */
async function storedLeads(request: APIRequestContext, type: string) {
  const res = await request.get(`/admin/leads?type=${type}`, {
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` },
  });
  expect(res.status()).toBe(200);
  return (await res.json()).leads as Array<{ email: string; spam: boolean; payload: Record<string, unknown> }>;
}

/** An address no other test or run uses, so what is found was stored by this test. */
const uniqueEmail = (who: string) => `${who}.${Date.now()}@example.co.za`;

test('the contact form stores the message with its mapped subject and stage, and says so', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('thandi');
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Send Us a Message' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Please enter your name.')).toBeVisible();
  await expect(form.getByLabel('Full name')).toBeFocused();

  await form.getByLabel('Full name').fill('Thandi Nkosi');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Where are you in your journey?').selectOption('Found a property');
  await form.getByLabel('Subject').selectOption('New Home Loan Application');
  await form.getByLabel('Message').fill('We found a house in Pretoria East.');
  await form.getByRole('button', { name: 'Send Message' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your message was sent successfully.' })).toBeVisible();
  await expect(form.getByLabel('Full name')).toHaveValue('');
  const lead = (await storedLeads(request, 'contact')).find((l) => l.email === email);
  expect(lead?.payload).toMatchObject({ subject: 'bond-application', stage: 'Still looking' });
  expect(lead?.spam).toBe(false);
});

test('a callback from the application dialog: "Request Sent!", then the dialog closes by itself', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('sipho');
  await page.goto('/');
  await page.locator('#home').getByRole('button', { name: 'Get Pre-Approved' }).click();
  const dialog = page.getByRole('dialog', { name: 'Ready to Take the Next Step?' });
  await dialog.getByLabel('Full name').fill('Sipho Dlamini');
  await dialog.getByLabel('Mobile number').fill('082 123 4567');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Request Callback' }).click();

  await expect(dialog.getByRole('button', { name: 'Request Sent!' })).toBeDisabled();
  await expect(dialog.getByText("Thank you! We'll be in touch shortly.")).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
  expect((await storedLeads(request, 'callback')).some((l) => l.email === email)).toBe(true);
});

test('the agents page registers a partner: the sale value is grouped while typed and stored as a number', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('lerato');
  await page.goto('/agents/partner');
  const form = page.getByRole('form', { name: 'Register Your Interest' });
  await form.getByLabel('Name & Surname').fill('Lerato Mokoena');
  await form.getByLabel('Email').fill(email.toUpperCase());
  await form.getByLabel('Contact Number').fill('011 555 0101');
  await form.getByLabel('Estate Agency').fill('Highveld Homes');
  await form.getByLabel(/Number of Listings/).fill('14');
  await form.getByLabel(/Average Sale Value/).pressSequentially('2350000');
  await expect(form.getByLabel(/Average Sale Value/)).toHaveValue('2\u00a0350\u00a0000');
  await form.getByRole('button', { name: 'Register Interest' }).click();

  await expect(form.getByText('Thanks! We’ve received your details—check your inbox for confirmation.')).toBeVisible();
  await expect(form.getByLabel('Estate Agency')).toHaveValue('');
  const lead = (await storedLeads(request, 'partner')).find((l) => l.email === email);
  expect(lead?.payload).toMatchObject({ avgSaleValue: 2350000, numListings: 14, source: 'agents-landing' });
});

test('a form loads its checks (zod and the contracts) only when the visitor starts using it', async ({ page }) => {
  const contracts: string[] = [];
  page.on('request', (r) => {
    if (/\/lead-contracts\.[\w]+\.js$/.test(new URL(r.url()).pathname)) contracts.push(r.url());
  });
  await page.goto('/agents/partner');
  const form = page.getByRole('form', { name: 'Register Your Interest' });
  await expect(form.getByLabel('Name & Surname')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(contracts).toEqual([]);

  const loaded = page.waitForResponse((r) => /\/lead-contracts\.[\w]+\.js$/.test(new URL(r.url()).pathname));
  await form.getByLabel('Name & Surname').focus();
  expect((await loaded).ok()).toBe(true);
  // Checked in the browser with the contract's own message.
  await form.getByRole('button', { name: 'Register Interest' }).click();
  await expect(form.getByText('Please enter your name and surname.')).toBeVisible();
});

test('a partner who leaves Number of Listings blank (even after typing in it) is stored with null, not 0', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('pieter');
  await page.goto('/agents/partner');
  const form = page.getByRole('form', { name: 'Register Your Interest' });
  await form.getByLabel('Name & Surname').fill('Pieter Botha');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contact Number').fill('021 555 0199');
  await form.getByLabel('Estate Agency').fill('Cape Coast Homes');
  await form.getByLabel(/Number of Listings/).fill('7');
  await form.getByLabel(/Number of Listings/).fill('');
  await form.getByRole('button', { name: 'Register Interest' }).click();

  await expect(form.getByText('Thanks! We’ve received your details—check your inbox for confirmation.')).toBeVisible();
  const lead = (await storedLeads(request, 'partner')).find((l) => l.email === email);
  expect(lead?.payload).toMatchObject({ numListings: null, avgSaleValue: null });
});

test.describe('on a first visit', () => {
  test.use({ newsletter: true });

  test('the newsletter modal opens after 4 s, takes a sign-up once, and stays closed for the session', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('naledi');
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Get Smarter About Home Loans' });
    await expect(dialog).toBeVisible({ timeout: 15_000 });
    await dialog.getByLabel('Name').fill('Naledi');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Email').press('Enter');
    await expect(dialog.getByText('Subscription confirmed')).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    expect((await storedLeads(request, 'newsletter')).filter((l) => l.email === email)).toHaveLength(1);

    await page.reload();
    await page.waitForTimeout(6000);
    await expect(dialog).toBeHidden();
  });

  test('the newsletter modal never opens on the application page', async ({ page }) => {
    await page.goto('/apply');
    await page.waitForTimeout(6000);
    await expect(page.getByRole('dialog', { name: 'Get Smarter About Home Loans' })).toBeHidden();
  });
});
