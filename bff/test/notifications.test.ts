import { afterEach, describe, expect, it } from 'vitest';
import { unsubscribeToken } from '../src/notifications/signing.ts';
import { ADMIN_AUTH as auth, post, startApp, type TestApp } from './app.ts';
import { databaseKinds, type TestDatabase } from './databases.ts';
import { type SmtpReceiver, smtpReceiver, type WebhookReceiver, webhookReceiver } from './receivers.ts';
import { waitFor } from './server-process.ts';

/**
 * The messages leads cause, end to end through the app (SQLite): the outbox, the worker, a real
 * SMTP server and a CRM endpoint on loopback. Intervals are milliseconds so the tests run fast;
 * every wait is for a condition, never a fixed time.
 */
const FAST = {
  OUTBOX_POLL_MS: '20',
  OUTBOX_RETRY_BASE_MS: '20',
  OUTBOX_RETRY_MAX_MS: '100',
  // Long enough that a slow machine never gives up on a send the receiver then takes (which would
  // bring it twice); the tests of timeouts set their own.
  OUTBOX_SEND_TIMEOUT_MS: '10000',
  CONTACT_RATE_LIMIT: '1000',
};
const SITE_URL = 'https://www.bondbridge.example';
const MAIL = { SITE_URL, MAIL_FROM: 'BondBridge <hello@bondbridge.example>' };
const TEAM = 'consultants@bondbridge.example';
const WEBHOOK_SECRET = 'whsec-0123456789abcdef0123456789abcdef';
const UNSUBSCRIBE_SECRET = 'unsub-0123456789abcdef0123456789abcdef';

const callback = { name: 'Thandi Nkosi', email: 'Thandi@Example.co.za', mobile: '082 123 4567' };

interface MessageShown {
  id: string;
  kind: string;
  state: string;
  attempts: number;
  lastError: string | null;
}
interface LeadShown {
  id: string;
  email: string;
  createdAt: string;
  unsubscribedAt: string | null;
  delivery: { state: string; messages: MessageShown[] };
}

// Everything a test starts is stopped after it, whatever happened.
const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function app(env: Record<string, string>, database?: TestDatabase): Promise<TestApp> {
  const t = await startApp({ ...FAST, ...env }, database);
  cleanups.push(() => t.close());
  return t;
}
async function smtp(started = true): Promise<SmtpReceiver> {
  const receiver = await smtpReceiver();
  if (started) await receiver.start();
  cleanups.push(() => receiver.stop());
  return receiver;
}
async function crm(): Promise<WebhookReceiver> {
  const receiver = await webhookReceiver(WEBHOOK_SECRET);
  cleanups.push(() => receiver.close());
  return receiver;
}

const leads = async (t: TestApp, query = ''): Promise<LeadShown[]> =>
  (await t.app.inject({ url: `/admin/leads${query}`, headers: auth })).json().leads;
const lead = async (t: TestApp, id: string): Promise<LeadShown> =>
  (await t.app.inject({ url: `/admin/leads/${id}`, headers: auth })).json();
const onlyLead = async (t: TestApp) => {
  const [found] = await leads(t);
  if (!found) throw new Error('no lead stored');
  return found;
};
const waitForState = (t: TestApp, id: string, state: string) =>
  waitFor(async () => {
    const shown = await lead(t, id);
    return shown.delivery.state === state ? shown : undefined;
  }, `lead ${id} to be ${state}`);
/** The value of one series of /metrics (0 when absent). */
const metric = async (t: TestApp, name: string, labels: string) => {
  const text = await t.app.metrics.registry.metrics();
  const line = text.split('\n').find((l) => l.startsWith(`${name}{${labels}}`));
  return line ? Number(line.split(' ').pop()) : 0;
};
/**
 * The value of a count once it has reached `atLeast`: the worker counts and logs an outcome just
 * after recording it, so what the tests read through the routes can be a tick ahead of them.
 */
const counted = (t: TestApp, name: string, labels: string, atLeast: number) =>
  waitFor(async () => {
    const value = await metric(t, name, labels);
    return value >= atLeast ? value : undefined;
  }, `${name}{${labels}} to reach ${atLeast}`);
const header = (mail: SmtpReceiver['messages'][number], name: string) =>
  mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/, '');

describe('e-mail over SMTP', () => {
  it('delivers a lead stored while the SMTP server is down once it comes back, each message once', async () => {
    const receiver = await smtp(false);
    const t = await app({ ...MAIL, SMTP_URL: receiver.url, LEADS_NOTIFY_TO: TEAM, VISITOR_EMAILS: 'callback' });

    expect((await post(t.app, '/contact/callbackrequest', callback)).statusCode).toBe(201);
    const { id } = await onlyLead(t);
    // Tried, failed, waiting to be tried again: the operator sees it.
    const waiting = await waitFor(async () => {
      const shown = await lead(t, id);
      return shown.delivery.messages.every((m) => m.attempts >= 2) ? shown : undefined;
    }, 'two failed tries of each message');
    expect(waiting.delivery.state).toBe('retrying');
    expect(waiting.delivery.messages.map((m) => [m.kind, m.state, m.lastError])).toEqual([
      ['broker-email', 'pending', 'ECONNREFUSED'],
      ['visitor-acknowledgement', 'pending', 'ECONNREFUSED'],
    ]);
    expect(await metric(t, 'outbox_deliveries_total', 'kind="broker-email",outcome="failed"')).toBeGreaterThan(0);
    const waitedS = (Date.now() - Date.parse(waiting.createdAt)) / 1000;
    expect(await metric(t, 'outbox_oldest_pending_age_seconds', 'kind="broker-email"')).toBeCloseTo(waitedS, 0);

    await receiver.start();
    const sent = await waitForState(t, id, 'sent');
    expect(await metric(t, 'outbox_oldest_pending_age_seconds', 'kind="broker-email"')).toBe(0);
    expect(receiver.messages).toHaveLength(2);
    const [brokerId, ackId] = sent.delivery.messages.map((m) => m.id);

    const broker = receiver.messages.find((m) => m.subject === 'New callback request: Thandi Nkosi');
    expect(broker?.messageId).toBe(`<${brokerId}@bondbridge.example>`);
    expect(header(broker as NonNullable<typeof broker>, 'to')).toBe(TEAM);
    expect(header(broker as NonNullable<typeof broker>, 'reply-to')?.toLowerCase()).toBe('thandi@example.co.za');
    expect(broker?.text).toContain('Mobile: 082 123 4567');
    expect(broker?.text).toContain('They asked us to call them back');
    expect(broker?.text).toContain(`${SITE_URL}/insights/leads/${id}`);

    const ack = receiver.messages.find((m) => m.subject === 'We’ve got your callback request');
    expect(ack?.messageId).toBe(`<${ackId}@bondbridge.example>`);
    expect(header(ack as NonNullable<typeof ack>, 'to')?.toLowerCase()).toBe('thandi@example.co.za');
    expect(header(ack as NonNullable<typeof ack>, 'auto-submitted')).toBe('auto-generated');
    expect(ack?.text).toMatch(/^Hi Thandi,/);
    expect(ack?.text).toContain('phone you on 082 123 4567');
    expect(ack?.text).toContain('010 500 4400');
    expect(ack?.text).toContain(`${SITE_URL}/privacy`);
    expect(ack?.html).toContain(`href="${SITE_URL}/privacy"`);
    expect(await counted(t, 'outbox_deliveries_total', 'kind="visitor-acknowledgement",outcome="sent"', 1)).toBe(1);

    // The log told the story by ids, kinds and error classes, never by the person's details.
    const failures = t.logs.filter((l) => l.msg === 'outbox: delivery failed; it will be tried again');
    expect(failures[0]?.outbox).toMatchObject({ kind: 'broker-email', attempt: 1, error: 'ECONNREFUSED' });
    const log = t.rawLogs.join('');
    for (const personal of ['Thandi', 'Nkosi', 'xample.co.za', '082 123 4567', TEAM])
      expect(log).not.toContain(personal);
  });

  it('writes the broker team every detail of the lead, escaped, and the partner the confirmation the site promises', async () => {
    const receiver = await smtp();
    const t = await app({ ...MAIL, SMTP_URL: receiver.url, LEADS_NOTIFY_TO: TEAM, VISITOR_EMAILS: 'partner' });
    const partner = {
      fullName: 'Zoë O’Brien-Nkosi',
      email: 'zoe@agency.example',
      phone: '+27 (82) 555-0101',
      estateAgency: 'Smith & <Sons> "Realty"',
      numListings: 12,
      avgSaleValue: '2 500 000',
    };
    expect((await post(t.app, '/contact/partner', partner)).statusCode).toBe(201);
    const { id } = await onlyLead(t);
    await waitForState(t, id, 'sent');

    const broker = receiver.messages.find((m) => m.subject?.startsWith('New partner registration'));
    expect(broker?.subject).toBe('New partner registration: Zoë O’Brien-Nkosi (Smith & <Sons> "Realty")');
    expect(broker?.text).toContain('Estate agency: Smith & <Sons> "Realty"');
    expect(broker?.text).toContain('Listings: 12');
    expect(broker?.text).toMatch(/Average sale value: R 2.500.000/);
    expect(broker?.html).toContain('Smith &amp; &lt;Sons&gt; &quot;Realty&quot;');
    expect(broker?.html).toContain('href="tel:+27825550101"');
    expect(broker?.html).toContain(`href="${SITE_URL}/insights/leads/${id}"`);

    const confirmation = receiver.messages.find((m) => header(m, 'to') === 'zoe@agency.example');
    expect(confirmation?.subject).toBe('Thanks for registering as a BondBridge partner');
    expect(confirmation?.text).toMatch(/^Hi Zoë,/);
    expect(confirmation?.text).toContain('partners@bondbridge.example');
    expect(header(confirmation as NonNullable<typeof confirmation>, 'reply-to')).toBe('partners@bondbridge.example');
    // What the agent typed in free text is not sent back to the address given.
    expect(confirmation?.text).not.toContain('Realty');

    for (const mail of receiver.messages) {
      // No images, no scripts, no tracking: every link is ours, or the people's own.
      expect(mail.html).not.toMatch(/<img|<script|src=|url\(/i);
      const hrefs = [...String(mail.html).matchAll(/href="([^"]+)"/g)].map((m) => m[1] ?? '');
      for (const href of hrefs)
        expect(href).toMatch(/^(https:\/\/www\.bondbridge\.example|mailto:|tel:|https:\/\/wa\.me\/)/);
      // The plain-text version is text, not markup.
      expect(mail.text).not.toMatch(/<\/?[a-z]+[ >]|&amp;|&lt;/);
    }
  });

  it('tells the broker team a visitor’s message but does not repeat it back to the address given', async () => {
    const receiver = await smtp();
    const t = await app({ ...MAIL, SMTP_URL: receiver.url, LEADS_NOTIFY_TO: TEAM, VISITOR_EMAILS: 'contact' });
    const message = 'Please call me about a bond\non a flat in Durban.';
    await post(t.app, '/contact/submit', {
      name: 'Sipho Dlamini',
      email: 'sipho@example.co.za',
      subject: 'consultation',
      stage: 'Need advice',
      message,
    });
    await waitForState(t, (await onlyLead(t)).id, 'sent');
    const broker = receiver.messages.find((m) => header(m, 'to') === TEAM);
    expect(broker?.text).toContain('> Please call me about a bond\n> on a flat in Durban.');
    const ack = receiver.messages.find((m) => header(m, 'to') === 'sipho@example.co.za');
    expect(ack?.subject).toBe('Thanks for your message');
    expect(ack?.text).not.toContain('Durban');
  });

  it('sends nothing about a lead that filled the honeypot', async () => {
    const receiver = await smtp();
    const t = await app({ ...MAIL, SMTP_URL: receiver.url, LEADS_NOTIFY_TO: TEAM, VISITOR_EMAILS: 'callback' });
    await post(t.app, '/contact/callbackrequest', { ...callback, email: 'bot@spam.example', website: 'x' });
    await post(t.app, '/contact/callbackrequest', callback);
    const [real, spam] = await leads(t);
    await waitForState(t, real?.id ?? '', 'sent');
    expect(spam?.delivery).toEqual({ state: 'none', messages: [] });
    expect(receiver.messages.map((m) => header(m, 'to'))).not.toContain('bot@spam.example');
  });
});

describe('with no message settings', () => {
  it('stores leads without messages and sends nothing', async () => {
    const t = await app({});
    expect((await post(t.app, '/contact/callbackrequest', callback)).statusCode).toBe(201);
    expect((await onlyLead(t)).delivery).toEqual({ state: 'none', messages: [] });
    expect(await t.db.selectFrom('outbox').selectAll().execute()).toEqual([]);
    // No unsubscribe links without their secret: the path does not exist.
    expect((await t.app.inject({ url: '/contact/newsletter/unsubscribe?token=x' })).statusCode).toBe(404);
  });
});

describe('the CRM webhook', () => {
  const webhookEnv = (receiver: WebhookReceiver) => ({
    SITE_URL,
    LEADS_WEBHOOK_URL: receiver.url,
    LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
  });

  it('is signed, and the CRM sees each lead once although it answered 500 the first time', async () => {
    const receiver = await crm();
    receiver.answer = ({ seen }) => ({ status: seen === 0 ? 500 : 200 });
    const t = await app(webhookEnv(receiver));
    for (const name of ['Ayanda', 'Bongani', 'Chloé']) {
      const email = `${name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()}@example.co.za`;
      expect((await post(t.app, '/contact/callbackrequest', { ...callback, name, email })).statusCode).toBe(201);
    }
    const stored = await leads(t);
    for (const { id } of stored) await waitForState(t, id, 'sent');

    expect(receiver.requests).toHaveLength(6);
    expect(receiver.requests.every((r) => r.verified)).toBe(true);
    expect(receiver.requests.map((r) => r.signature)).toEqual(
      receiver.requests.map(() => expect.stringMatching(/^t=\d{10},v1=[0-9a-f]{64}$/)),
    );
    expect([...receiver.processed.values()].map((body) => body.lead.id).sort()).toEqual(stored.map((l) => l.id).sort());
    for (const { id, delivery } of stored) {
      const [message] = (await lead(t, id)).delivery.messages;
      const body = receiver.processed.get(message?.id ?? '');
      // The Idempotency-Key is the message's id, in the body too; the lead comes with all its fields.
      expect(body).toMatchObject({ id: message?.id, type: 'lead.created' });
      expect(body?.lead).toMatchObject({ id, type: 'callback', url: `${SITE_URL}/insights/leads/${id}` });
      expect(body?.lead.details).toMatchObject({ mobile: '082 123 4567' });
      expect(message).toMatchObject({ state: 'sent', attempts: 2 });
      expect(delivery.messages).toHaveLength(1);
    }
    expect(await counted(t, 'outbox_deliveries_total', 'kind="crm-webhook",outcome="failed"', 3)).toBe(3);
    expect(await counted(t, 'outbox_deliveries_total', 'kind="crm-webhook",outcome="sent"', 3)).toBe(3);
  });

  it('sends again with the same key when the answer comes too late, and the CRM acts once', async () => {
    const receiver = await crm();
    // The CRM takes the lead, but answers after the BFF has stopped waiting.
    receiver.answer = ({ seen }) => ({ status: 200, delayMs: seen === 0 ? 5000 : 0 });
    const t = await app({ ...webhookEnv(receiver), OUTBOX_SEND_TIMEOUT_MS: '500' });
    await post(t.app, '/contact/callbackrequest', callback);
    const { id } = await onlyLead(t);
    const sent = await waitForState(t, id, 'sent');
    const [message] = sent.delivery.messages;
    // Two tries at least (a busy machine may need more than one more): each under the same key.
    expect(message?.attempts).toBeGreaterThanOrEqual(2);
    expect(message?.lastError).toBeNull();
    expect(receiver.requests).toHaveLength(message?.attempts ?? 0);
    expect(new Set(receiver.requests.map((r) => r.key))).toEqual(new Set([message?.id]));
    expect(receiver.processed.size).toBe(1);
  });

  it('gives up after OUTBOX_MAX_ATTEMPTS, shows the dead message, and sends it when an operator retries it', async () => {
    const receiver = await crm();
    receiver.answer = () => ({ status: 503 });
    const t = await app({ ...webhookEnv(receiver), OUTBOX_MAX_ATTEMPTS: '3' });
    await post(t.app, '/contact/callbackrequest', callback);
    const { id } = await onlyLead(t);
    const dead = await waitForState(t, id, 'dead');
    const [message] = dead.delivery.messages;
    expect(message).toMatchObject({ kind: 'crm-webhook', state: 'dead', attempts: 3, lastError: 'HTTP 503' });
    expect(receiver.requests).toHaveLength(3);
    expect(await counted(t, 'outbox_deliveries_total', 'kind="crm-webhook",outcome="dead"', 1)).toBe(1);
    expect(t.logs.find((l) => l.msg?.toString().includes('marked dead'))?.outbox).toEqual({
      id: message?.id,
      kind: 'crm-webhook',
      attempt: 3,
      error: 'HTTP 503',
    });
    expect(await metric(t, 'outbox_messages', 'kind="crm-webhook",state="dead"')).toBe(1);
    const csv = (await t.app.inject({ url: '/admin/leads?format=csv', headers: auth })).body;
    expect(csv).toContain(',dead,');
    expect(csv).toContain('crm-webhook dead after 3 tries (HTTP 503)');
    const listed = (await t.app.inject({ url: '/admin/outbox?state=dead', headers: auth })).json();
    expect(listed).toMatchObject({ count: 1, messages: [{ id: message?.id, leadId: id, lastError: 'HTTP 503' }] });
    // Dead stays dead: nothing is tried again by itself.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.requests).toHaveLength(3);

    receiver.answer = () => ({ status: 200 });
    const retry = (messageId: string, headers: Record<string, string> = auth) =>
      t.app.inject({ method: 'POST', url: `/admin/outbox/${messageId}/retry`, headers });
    expect((await retry(message?.id ?? '', {})).statusCode).toBe(401);
    const retried = await retry(message?.id ?? '');
    expect(retried.statusCode).toBe(202);
    expect(retried.json()).toMatchObject({ id: message?.id, state: 'pending', attempts: 0 });
    await waitForState(t, id, 'sent');
    expect(receiver.processed.size).toBe(1);
    expect(receiver.requests.at(-1)?.key).toBe(message?.id);
    const again = await retry(message?.id ?? '');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a dead message can be retried; this one is sent.');
    expect((await retry('no-such-message')).statusCode).toBe(404);
  });

  it('marks a message dead at once when the CRM refuses its body (422)', async () => {
    const receiver = await crm();
    receiver.answer = () => ({ status: 422 });
    const t = await app(webhookEnv(receiver));
    await post(t.app, '/contact/callbackrequest', callback);
    const dead = await waitForState(t, (await onlyLead(t)).id, 'dead');
    expect(dead.delivery.messages[0]).toMatchObject({ attempts: 1, lastError: 'HTTP 422' });
  });
});

describe('the newsletter’s unsubscribe link', () => {
  const env = (receiver: SmtpReceiver) => ({
    ...MAIL,
    SMTP_URL: receiver.url,
    VISITOR_EMAILS: 'newsletter',
    UNSUBSCRIBE_SECRET,
  });
  const subscribe = (t: TestApp, email: string) =>
    post(t.app, '/contact/newsletter/subscribe', { payload: { name: 'Lindiwe Mokoena', email } });
  const oneClick = (t: TestApp, link: string) =>
    t.app.inject({
      method: 'POST',
      url: link.replace(SITE_URL, ''),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });

  it('is in the welcome e-mail, asks on GET, unsubscribes once on POST, and a forged one is refused', async () => {
    const receiver = await smtp();
    const t = await app(env(receiver));
    expect((await subscribe(t, 'lindiwe@example.co.za')).statusCode).toBe(201);
    const { id } = await onlyLead(t);
    await waitForState(t, id, 'sent');
    const [welcome] = receiver.messages;
    expect(welcome?.subject).toBe('Welcome to the BondBridge newsletter');
    const listUnsubscribe = header(welcome as NonNullable<typeof welcome>, 'list-unsubscribe') ?? '';
    const link = /^<(https:\/\/[^>]+)>$/.exec(listUnsubscribe)?.[1] ?? '';
    expect(link).toMatch(new RegExp(`^${SITE_URL}/contact/newsletter/unsubscribe\\?token=${id}\\.[\\w-]{43}$`));
    expect(header(welcome as NonNullable<typeof welcome>, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(welcome?.text).toContain(link);
    expect(welcome?.html).toContain(`href="${link}"`);

    // GET (what a mail scanner does) only asks.
    const asked = await t.app.inject({ url: link.replace(SITE_URL, '') });
    expect(asked.statusCode).toBe(200);
    expect(asked.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(asked.body).toContain('<h1>Unsubscribe from our newsletter?</h1>');
    expect(asked.body).toMatch(/<form method="post"[^>]*>.*<button type="submit">Unsubscribe<\/button><\/form>/);
    expect((await lead(t, id)).unsubscribedAt).toBeNull();

    // POST (the mail program's one-click, RFC 8058) unsubscribes.
    const done = await oneClick(t, link);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('<h1>You’re unsubscribed</h1>');
    expect((await lead(t, id)).unsubscribedAt).toEqual(expect.any(String));
    expect(await leads(t, '?type=newsletter&subscribed=true')).toEqual([]);
    expect((await leads(t, '?type=newsletter&subscribed=false')).map((l) => l.id)).toEqual([id]);

    // A second use says it is done already, on GET and POST.
    for (const again of [await oneClick(t, link), await t.app.inject({ url: link.replace(SITE_URL, '') })]) {
      expect(again.statusCode).toBe(200);
      expect(again.body).toContain('<h1>You’re already unsubscribed</h1>');
    }

    // Forged, altered or missing tokens are refused, and change nothing.
    const path = '/contact/newsletter/unsubscribe';
    const [leadId, mac] = (new URL(link).searchParams.get('token') ?? '').split('.');
    const otherId = '0190a000-0000-7000-8000-000000000000';
    for (const token of [
      `${otherId}.${mac}`,
      `${leadId}.${mac?.slice(0, -1)}${mac?.endsWith('A') ? 'B' : 'A'}`,
      unsubscribeToken('a-different-secret-0123456789abcdef', otherId),
      leadId,
      '',
    ]) {
      for (const res of [
        await t.app.inject({ url: `${path}?token=${token}` }),
        await oneClick(t, `${path}?token=${token}`),
      ]) {
        expect(res.statusCode, token).toBe(400);
        expect(res.body).toContain('<h1>This unsubscribe link isn’t valid</h1>');
      }
    }
    expect(t.logs.filter((l) => l.msg === 'newsletter unsubscribed')).toHaveLength(1);

    // The same address may sign up again: a new subscription, and a new welcome.
    expect((await subscribe(t, 'LINDIWE@example.co.za')).statusCode).toBe(201);
    await waitFor(() => receiver.messages.length === 2 || undefined, 'a second welcome');
  });

  it('works from the page’s button (the token in the form), and cancels a welcome not yet sent', async () => {
    const receiver = await smtp(false);
    // Tries twice a second while the relay is down: the welcome is still waiting for its next try
    // (not given up after a burst of quick ones) when the test looks, however slow the machine.
    const t = await app({ ...env(receiver), OUTBOX_RETRY_BASE_MS: '500', OUTBOX_RETRY_MAX_MS: '500' });
    await subscribe(t, 'naledi@example.co.za');
    const { id } = await onlyLead(t);
    await waitFor(async () => ((await lead(t, id)).delivery.state === 'retrying' ? true : undefined), 'a failed try');

    const res = await t.app.inject({
      method: 'POST',
      url: '/contact/newsletter/unsubscribe',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(unsubscribeToken(UNSUBSCRIBE_SECRET, id))}`,
    });
    expect(res.body).toContain('<h1>You’re unsubscribed</h1>');
    await receiver.start();
    const cancelled = await waitForState(t, id, 'cancelled');
    expect(cancelled.delivery.messages[0]).toMatchObject({ kind: 'newsletter-welcome', lastError: 'unsubscribed' });
    expect(receiver.messages).toEqual([]);
  });
});

describe.each(databaseKinds)('shutdown on $name', (kind) => {
  it('stops the worker cleanly mid-delivery; the next start delivers the message, once', async () => {
    const database = await kind.create();
    cleanups.push(() => database.drop());
    const receiver = await crm();
    // The first try hangs far longer than shutdown waits.
    receiver.answer = ({ seen }) => ({ status: 200, delayMs: seen === 0 ? 60_000 : 0 });
    const env = {
      SITE_URL,
      LEADS_WEBHOOK_URL: receiver.url,
      LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      OUTBOX_SEND_TIMEOUT_MS: '30000',
    };
    const first = await startApp({ ...FAST, ...env }, database);
    await post(first.app, '/contact/callbackrequest', callback);
    await waitFor(() => receiver.requests.length === 1 || undefined, 'the first try to reach the CRM');
    const started = Date.now();
    await first.close();
    // Shutdown waited at most its grace (5 s), not the 30 s send timeout.
    expect(Date.now() - started).toBeLessThan(8000);

    const second = await app(env, database);
    const { id } = await onlyLead(second);
    const sent = await waitForState(second, id, 'sent');
    expect(sent.delivery.messages[0]?.attempts).toBe(2);
    // The CRM took it on the first try (before answering late) and ignored the repeat under its key.
    expect(receiver.processed.size).toBe(1);
  });
});
