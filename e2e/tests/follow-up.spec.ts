import { request as newRequest } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { baseURL } from '../support/ports.ts';
import { E2E_ADMIN_TOKEN } from '../support/stack.ts';
import { createStaff, type StaffAccount, signInAs } from '../support/staff.ts';

const email = `follow.${Date.now()}@example.co.za`;
let agent: StaffAccount;
let leadId: string;

test.beforeAll(async () => {
  agent = await createStaff('agent', 'Lerato Agent');
  const visitor = await newRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await visitor.post('/contact/callbackrequest', {
    data: { name: 'Bongani Follow', email, mobile: '082 555 0177' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  await visitor.dispose();
  const admin = await newRequest.newContext({ baseURL });
  const { leads } = await (
    await admin.get('/admin/leads?type=callback', { headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}` } })
  ).json();
  leadId = leads.find((l: { email: string }) => l.email === email).id;
  await admin.dispose();
});

test('an agent takes a lead through its statuses, and the history shows who did what', async ({ page }) => {
  // The link of the broker team's e-mail: sign in, then the lead.
  await page.goto(`/insights/leads/${leadId}`);
  await signInAs(page, agent);
  const lead = page.getByRole('region', { name: 'callback lead' });
  await expect(lead.getByRole('link', { name: 'Call 082 555 0177' })).toHaveAttribute('href', 'tel:0825550177');
  await expect(lead.getByRole('link', { name: `E-mail ${email}` })).toHaveAttribute('href', `mailto:${email}`);

  const followUp = page.getByRole('region', { name: 'Follow-up' });
  const save = followUp.getByRole('button', { name: 'Save' });
  await followUp.getByLabel('Status').selectOption('contacted');
  await followUp.getByLabel('Followed up by').selectOption({ label: 'Lerato Agent' });
  await followUp.getByLabel('Note').fill('Spoke to Bongani: documents by Friday.');
  await save.click();
  const history = followUp.getByRole('list', { name: 'History of the lead' });
  await expect(history.getByRole('listitem')).toHaveCount(3);
  for (const status of ['Pre-approval started', 'Submitted to banks', 'Approved']) {
    await followUp.getByLabel('Status').selectOption({ label: status });
    await save.click();
    await expect(history).toContainText(`to ${status}`);
  }
  await expect(history.getByRole('listitem')).toHaveText([
    /Lerato Agent moved it from New to Contacted$/,
    /Lerato Agent gave it to Lerato Agent \(was nobody\)$/,
    /Lerato Agent noted: Spoke to Bongani: documents by Friday\.$/,
    /Lerato Agent moved it from Contacted to Pre-approval started$/,
    /Lerato Agent moved it from Pre-approval started to Submitted to banks$/,
    /Lerato Agent moved it from Submitted to banks to Approved$/,
  ]);

  // The leads page counts it under its status, and finds it among the agent's own.
  await page.getByRole('link', { name: 'All leads' }).click();
  await page.getByLabel('Status').selectOption('approved');
  await page.getByLabel('Followed up by').selectOption({ label: 'Me' });
  const row = page
    .getByRole('table', { name: 'Leads, newest first', exact: true })
    .getByRole('row')
    .filter({ hasText: email });
  await expect(row).toContainText('Approved (Lerato Agent)');
});
