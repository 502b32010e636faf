import { type Service, stop } from '@hl/tooling/stack';
import { expect, test } from '../support/fixtures.ts';
import { ALT_BFF_PORT, SMTP_PORT } from '../support/ports.ts';
import { type SmtpSink, startSmtpSink, firstRecipient as to } from '../support/smtp-sink.ts';
import { startBffWith } from '../support/stack.ts';

/**
 * What leads cause beyond the database, through the browser: a BFF with e-mail switched on, its
 * messages arriving at a real SMTP server on loopback.
 */
const site = `http://localhost:${ALT_BFF_PORT}`;
let sink: SmtpSink;
let bff: Service;

test.beforeAll(async () => {
  sink = await startSmtpSink(SMTP_PORT);
  bff = await startBffWith(ALT_BFF_PORT, {
    SITE_URL: site,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_FROM: 'BondBridge <hello@bondbridge.example>',
    LEADS_NOTIFY_TO: 'leads@bondbridge.example',
    VISITOR_EMAILS: 'partner,newsletter',
    UNSUBSCRIBE_SECRET: 'e2e-unsubscribe-secret-0123456789abcdef',
  });
});

test.afterAll(async () => {
  await stop(bff);
  await sink.close();
});

const mailTo = (address: string) => expect.poll(() => sink.inbox.find((m) => to(m) === address), { timeout: 15_000 });

test('an agent who registers on the partner page finds the promised confirmation in their inbox', async ({ page }) => {
  const email = `lerato.${Date.now()}@agency.example`;
  await page.goto(`${site}/agents/partner`);
  const form = page.getByRole('form', { name: 'Register Your Interest' });
  await form.getByLabel('Name & Surname').fill('Lerato Mokoena');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Contact Number').fill('011 555 0101');
  await form.getByLabel('Estate Agency').fill('Highveld Homes');
  await form.getByRole('button', { name: 'Register Interest' }).click();
  await expect(form.getByText('Thanks! We’ve received your details—check your inbox for confirmation.')).toBeVisible();

  await mailTo(email).toBeTruthy();
  const confirmation = sink.inbox.find((m) => to(m) === email);
  expect(confirmation?.subject).toBe('Thanks for registering as a BondBridge partner');
  expect(confirmation?.text).toMatch(/^Hi Lerato,/);
  // The broker team hears of it too, with the agent's details.
  const notification = sink.inbox.find(
    (m) => m.subject === 'New partner registration: Lerato Mokoena (Highveld Homes)',
  );
  expect(notification?.text).toContain(email);
});

test('the newsletter’s unsubscribe link asks first, then unsubscribes once', async ({ page, request }) => {
  const email = `naledi.${Date.now()}@example.co.za`;
  const res = await request.post(`${site}/contact/newsletter/subscribe`, {
    data: { payload: { name: 'Naledi', email, source: 'newsletter_modal' } },
  });
  expect(res.status()).toBe(201);
  await mailTo(email).toBeTruthy();
  const welcome = sink.inbox.find((m) => to(m) === email);
  const link = /href="([^"]*\/contact\/newsletter\/unsubscribe\?token=[^"]+)"/.exec(String(welcome?.html))?.[1] ?? '';
  expect(link.startsWith(`${site}/contact/newsletter/unsubscribe?token=`)).toBe(true);

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Unsubscribe from our newsletter?');
  // The button is the page's one control, first in the tab order.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Unsubscribe' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re unsubscribed');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You’re already unsubscribed');
  await page.goto(`${site}/contact/newsletter/unsubscribe?token=${link.split('token=')[1]?.slice(0, -2)}xx`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This unsubscribe link isn’t valid');
});
