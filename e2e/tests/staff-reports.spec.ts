import { type Service, stop } from '@hl/tooling/stack';
import { expect, test } from '../support/fixtures.ts';
import { ALT_BFF_PORT, SMTP_PORT } from '../support/ports.ts';
import { type SmtpSink, startSmtpSink, firstRecipient as to } from '../support/smtp-sink.ts';
import { E2E_ADMIN_TOKEN, startBffWith } from '../support/stack.ts';
import { createStaff, signInAs } from '../support/staff.ts';

/**
 * The staff's own e-mails through the outbox, on a BFF whose relay is a real SMTP server on
 * loopback: the weekly digest, sent on request, and an alert when the broker team's address is
 * refused by the relay.
 */
const site = `http://localhost:${ALT_BFF_PORT}`;
const TEAM = 'team-refused@bondbridge.example';
const OPS = 'ops@bondbridge.example';
let sink: SmtpSink;
let bff: Service;

test.beforeAll(async () => {
  // The team's mailbox is gone: the relay refuses it for good.
  sink = await startSmtpSink(SMTP_PORT, [TEAM]);
  bff = await startBffWith(ALT_BFF_PORT, {
    ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    SITE_URL: site,
    SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
    MAIL_FROM: 'BondBridge <hello@bondbridge.example>',
    LEADS_NOTIFY_TO: TEAM,
    STAFF_DIGEST: 'true',
    ALERTS_TO: OPS,
    OUTBOX_POLL_MS: '200',
  });
});

test.afterAll(async () => {
  await stop(bff);
  await sink.close();
});

const mailTo = (address: string, subject: RegExp) =>
  expect.poll(() => sink.inbox.find((m) => to(m) === address && subject.test(m.subject ?? '')), {
    timeout: 15_000,
  });

test('an admin chooses the weekly digest and sends last week’s now: it arrives with the week’s figures', async ({
  page,
}) => {
  const admin = await createStaff('admin', 'Palesa Admin', site);
  await page.goto(`${site}/insights/staff`);
  await signInAs(page, admin);
  await page.getByLabel('Weekly digest for Palesa Admin').click();
  await expect(page.getByText('Palesa Admin gets the weekly digest.')).toBeVisible();
  await page.getByRole('button', { name: 'Send last week’s digest now' }).click();
  // On a Monday morning the schedule may have queued it a moment before.
  await expect(page.getByText(/^Last week’s digest (is on its way to 1|went out already)\.$/)).toBeVisible();

  await mailTo(admin.email, /^BondBridge weekly digest:/).toBeTruthy();
  const digest = sink.inbox.find((m) => to(m) === admin.email);
  expect(digest?.text).toMatch(/^The website’s week from \d+ \w+ \d{4} to \d+ \w+ \d{4}, against the week before\./);
  expect(digest?.text).toContain('Visits: ');
  expect(digest?.text).toContain('The funnel, visits at each step:');
  expect(digest?.text).toContain(`Open the insights page: ${site}/insights`);
});

test('a lead whose e-mail to the team the relay refuses brings an alert to ALERTS_TO', async ({ request }) => {
  const res = await request.post(`${site}/contact/callbackrequest`, {
    headers: { origin: site },
    data: { name: 'Refilwe Alert', email: `refilwe.${Date.now()}@example.co.za`, mobile: '082 555 0188' },
  });
  expect(res.status()).toBe(201);
  await mailTo(OPS, /^BondBridge alert: lead e-mails to the team are not going out$/).toBeTruthy();
  const alert = sink.inbox.find((m) => to(m) === OPS);
  expect(alert?.text).toContain('The lead is stored: read it on the insights page, and check the outbox.');
  // An alert says what is wrong, never whose lead it was.
  expect(alert?.text).not.toContain('Refilwe');
});
