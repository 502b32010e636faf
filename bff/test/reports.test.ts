import { afterEach, describe, expect, it, vi } from 'vitest';
import { weekStart } from '../src/reports/reports.ts';
import { ADMIN_AUTH, post, staffSession, startApp, type TestApp } from './app.ts';
import { type SmtpReceiver, smtpReceiver } from './receivers.ts';

const SITE_URL = 'https://www.bondbridge.example';
const MAIL = { SITE_URL, MAIL_FROM: 'BondBridge <hello@bondbridge.example>', OUTBOX_POLL_MS: '20' };

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function smtp(): Promise<SmtpReceiver> {
  const receiver = await smtpReceiver();
  await receiver.start();
  cleanups.push(() => receiver.stop());
  return receiver;
}
async function app(env: Record<string, string>): Promise<TestApp> {
  const t = await startApp({ CONTACT_RATE_LIMIT: '1000', ...MAIL, ...env });
  cleanups.push(() => t.close());
  return t;
}
const mailTo = (receiver: SmtpReceiver, address: string) =>
  vi.waitFor(
    () => {
      const found = receiver.messages.find((m) =>
        (Array.isArray(m.to) ? m.to : [m.to]).some((t) => t?.text === address),
      );
      if (!found) throw new Error(`no mail to ${address} yet`);
      return found;
    },
    { timeout: 10_000 },
  );
const callback = (t: TestApp, email: string) =>
  post(t.app, '/contact/callbackrequest', { name: 'Thandi Nkosi', email, mobile: '0821234567' });

describe('the weekly digest', () => {
  it('goes to the accounts that chose it, with the week’s figures against the week before, once a week', async () => {
    const receiver = await smtp();
    const t = await app({ SMTP_URL: receiver.url, STAFF_DIGEST: 'true' });
    // Last week's leads (by type, spam apart) and the week before's one.
    const lastWeek = weekStart(Date.now()) - 3 * 86_400_000;
    vi.useFakeTimers({ toFake: ['Date'], now: lastWeek });
    await callback(t, 'one@example.co.za');
    await callback(t, 'two@example.co.za');
    await post(t.app, '/contact/callbackrequest', {
      name: 'Bot',
      email: 'bot@spam.example',
      mobile: '0821234567',
      website: 'x',
    });
    vi.setSystemTime(lastWeek - 7 * 86_400_000);
    await callback(t, 'older@example.co.za');
    vi.useRealTimers();

    const chosen = await staffSession(t.app, 'admin');
    const other = await staffSession(t.app, 'agent');
    const tick = (id: string, digest: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/admin/users/${id}`,
        headers: { ...chosen.headers, 'content-type': 'application/json' },
        payload: JSON.stringify({ digest }),
      });
    expect((await tick(chosen.user.id, true)).json().digest).toBe(true);
    const send = () => t.app.inject({ method: 'POST', url: '/admin/reports/digest', headers: chosen.headers });
    const first = await send();
    const again = await send();
    expect([first.statusCode, again.statusCode]).toEqual([202, 202]);
    // Once a week and account (on a Monday morning the schedule may have queued it first).
    expect(first.json().queued + again.json().queued).toBeLessThanOrEqual(1);
    expect(again.json()).toEqual({ queued: 0 });

    const mail = await mailTo(receiver, chosen.user.email);
    expect(mail.subject).toMatch(/^BondBridge weekly digest: 2 leads, 0 visits \(/);
    expect(mail.text).toContain('Leads: 2 (the week before 1, +100%)');
    expect(mail.text).toContain('callback: 2 (the week before 1, +100%)');
    expect(mail.text).toContain('Spam, left out: 1');
    expect(mail.text).toContain('(unknown): 2');
    expect(mail.text).toContain(`Open the insights page: ${SITE_URL}/insights`);
    // Counts only: no lead's details travel in the digest.
    expect(mail.text).not.toMatch(/Thandi|one@example/);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.messages.filter((m) => m.text?.includes(other.user.email))).toEqual([]);
    expect(receiver.messages).toHaveLength(1);
  });

  it('is off until STAFF_DIGEST is set', async () => {
    const t = await app({ LEADS_NOTIFY_TO: 'leads@bondbridge.example', SMTP_URL: 'smtp://127.0.0.1:9' });
    const res = await t.app.inject({ method: 'POST', url: '/admin/reports/digest', headers: ADMIN_AUTH });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toMatch(/STAFF_DIGEST/);
  });
});

describe('alerts', () => {
  it('tells ALERTS_TO once when a lead’s e-mail to the broker team is refused', async () => {
    const receiver = await smtp();
    receiver.refuse.add('leads@bondbridge.example');
    const t = await app({
      SMTP_URL: receiver.url,
      LEADS_NOTIFY_TO: 'leads@bondbridge.example',
      ALERTS_TO: 'ops@bondbridge.example',
    });
    await callback(t, 'thandi@example.co.za');
    const alert = await mailTo(receiver, 'ops@bondbridge.example');
    expect(alert.subject).toBe('BondBridge alert: lead e-mails to the team are not going out');
    expect(alert.text).toMatch(/A lead’s e-mail to the broker team was given up on/);
    expect(alert.text).not.toContain('thandi');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.messages.filter((m) => m.subject?.startsWith('BondBridge alert'))).toHaveLength(1);
  });

  it('tells ALERTS_TO when no lead has come in for the business hours set', async () => {
    const receiver = await smtp();
    const t = await app({ SMTP_URL: receiver.url, ALERTS_TO: 'ops@bondbridge.example', ALERT_NO_LEAD_HOURS: '4' });
    // A lead on a Wednesday at 08:00 South African time, and the clock at 13:30: five and a half office hours.
    const wednesday = weekStart(Date.now()) + 2 * 86_400_000;
    vi.useFakeTimers({ toFake: ['Date'], now: wednesday + 8 * 3_600_000 });
    await callback(t, 'early@example.co.za');
    vi.setSystemTime(wednesday + 11 * 3_600_000);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.messages).toEqual([]);
    vi.setSystemTime(wednesday + 13.5 * 3_600_000);
    const alert = await mailTo(receiver, 'ops@bondbridge.example');
    expect(alert.subject).toBe('BondBridge alert: no lead has come in');
    expect(alert.text).toMatch(/No lead has been stored since .*: 4 business hours or more/);
  });

  it('tells ALERTS_TO when lead posts fail', async () => {
    const receiver = await smtp();
    const t = await app({ SMTP_URL: receiver.url, ALERTS_TO: 'ops@bondbridge.example', ALERT_LEAD_POST_FAILURES: '2' });
    // The leads table gone: every lead post fails to store, and the visitor gets a 5xx.
    await t.db.schema.alterTable('leads').renameTo('leads_away').execute();
    for (let i = 0; i < 2; i++) expect((await callback(t, `lost${i}@example.co.za`)).statusCode).toBe(500);
    await t.db.schema.alterTable('leads_away').renameTo('leads').execute();
    const alert = await mailTo(receiver, 'ops@bondbridge.example');
    expect(alert.subject).toBe('BondBridge alert: lead forms are failing');
    expect(alert.text).toMatch(/could not store 2 lead form posts in the last 15 minutes/);
  });
});
