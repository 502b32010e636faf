import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from './app.ts';
import { databaseKinds } from './databases.ts';
import { smtpReceiver, webhookReceiver } from './receivers.ts';
import { exited, type ServerProcess, startServer, waitFor } from './server-process.ts';

/**
 * The outbox across real BFF processes (node --import tsx src/server.ts): a kill -9 between storing
 * leads and delivering their messages, and two replicas sharing one PostgreSQL database.
 */
const TEAM = 'consultants@bondbridge.example';
const WEBHOOK_SECRET = 'whsec-0123456789abcdef0123456789abcdef';

/** Real processes on a shared 2-core machine: generous bounds, as a slow start is not a failure. */
const TEST_TIMEOUT_MS = 120_000;
const WAIT_MS = 60_000;

const cleanups: Array<() => Promise<unknown>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(env: Record<string, string>): Promise<ServerProcess> {
  const started = await startServer(env);
  cleanups.push(async () => {
    if (started.child.exitCode === null && started.child.signalCode === null) started.child.kill('SIGKILL');
    await exited(started.child);
  });
  return started;
}

const callback = (i: number) => ({ name: `Caller ${i}`, email: `caller${i}@example.co.za`, mobile: '082 123 4567' });

async function postLead(base: string, i: number): Promise<boolean> {
  const res = await fetch(`${base}/contact/callbackrequest`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(callback(i)),
  });
  return res.status === 201;
}

async function leadStates(base: string) {
  const res = await fetch(`${base}/admin/leads`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  const { leads } = (await res.json()) as {
    leads: Array<{ id: string; delivery: { state: string; messages: Array<{ id: string; kind: string }> } }>;
  };
  return leads;
}

/** A folder for the shell build the server wants (none needed) and, on SQLite, its database. */
function scratch() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-outbox-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

async function database(kind: (typeof databaseKinds)[number]) {
  const created = await kind.create();
  cleanups.push(() => created.drop());
  return created.url;
}

const common = (dir: string, url: string) => ({
  DATABASE_URL: url,
  SHELL_DIST: dir,
  ADMIN_TOKEN,
  CONTACT_RATE_LIMIT: '100000',
  SITE_URL: 'https://www.bondbridge.example',
  MAIL_FROM: 'BondBridge <hello@bondbridge.example>',
  OUTBOX_POLL_MS: '20',
  OUTBOX_RETRY_BASE_MS: '20',
  OUTBOX_RETRY_MAX_MS: '100',
});

describe.each(databaseKinds)('a kill -9 on $name', (kind) => {
  it(
    'loses no message: what was stored and not yet delivered is delivered, once, after a restart',
    async () => {
      const dir = scratch();
      const relay = await smtpReceiver();
      relay.mode = 'stall'; // the relay takes each message and never answers: deliveries hang mid-send
      await relay.start();
      cleanups.push(() => relay.stop());
      const env = {
        ...common(dir, await database(kind)),
        SMTP_URL: relay.url,
        LEADS_NOTIFY_TO: TEAM,
        VISITOR_EMAILS: 'callback',
        // Short, so the restarted server takes over the killed one's messages after a 2 s lease.
        OUTBOX_SEND_TIMEOUT_MS: '1000',
      };

      const first = await server(env);
      const acknowledged: number[] = [];
      for (let i = 0; i < 10; i++) if (await postLead(first.url, i)) acknowledged.push(i);
      expect(acknowledged).toHaveLength(10);
      // Some messages are in the middle of being sent, the others still wait in the outbox.
      await waitFor(() => relay.stalled > 0 || undefined, 'a delivery in flight', WAIT_MS);
      first.child.kill('SIGKILL');
      expect(await exited(first.child)).toEqual({ code: null, signal: 'SIGKILL' });
      expect(relay.messages).toEqual([]);

      relay.mode = 'accept';
      // The new process waits long for each send: a send it gave up on while the relay took it
      // after all would come again (under the same Message-ID), and this test counts arrivals.
      const second = await server({ ...env, OUTBOX_SEND_TIMEOUT_MS: '30000' });
      const leads = await waitFor(
        async () => {
          const found = await leadStates(second.url);
          return found.length === 10 && found.every((l) => l.delivery.state === 'sent') ? found : undefined;
        },
        'every lead delivered after the restart',
        WAIT_MS,
      );
      // Each message once: two per lead (the team's and the caller's), each under its own Message-ID.
      const expected = leads.flatMap((l) => l.delivery.messages.map((m) => `<${m.id}@bondbridge.example>`)).sort();
      expect(expected).toHaveLength(20);
      expect(relay.messages.map((m) => m.messageId).sort()).toEqual(expected);
      const callers = relay.messages.filter((m) => m.subject === 'We’ve got your callback request');
      expect(callers.map((m) => m.to && !Array.isArray(m.to) && m.to.text).sort()).toEqual(
        acknowledged.map((i) => `caller${i}@example.co.za`).sort(),
      );

      expect(await second.stop()).toBe(0);
    },
    TEST_TIMEOUT_MS,
  );
});

describe.each(databaseKinds.filter((kind) => kind.name === 'postgres'))('two BFF processes on one $name', (kind) => {
  it(
    'deliver each message once between them',
    async () => {
      const dir = scratch();
      const relay = await smtpReceiver();
      await relay.start();
      cleanups.push(() => relay.stop());
      const crm = await webhookReceiver(WEBHOOK_SECRET);
      cleanups.push(() => crm.close());
      // A CRM that takes a moment to answer, so both replicas have deliveries in flight at once.
      crm.answer = () => ({ status: 200, delayMs: 30 });
      const env = {
        ...common(dir, await database(kind)),
        SMTP_URL: relay.url,
        LEADS_NOTIFY_TO: TEAM,
        LEADS_WEBHOOK_URL: crm.url,
        LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
        // Long: a send given up on would come again, and this test counts arrivals.
        OUTBOX_SEND_TIMEOUT_MS: '30000',
      };
      const replicas = await Promise.all([server(env), server(env)]);

      // Forty leads, alternately to each replica, all at once.
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) => postLead((replicas[i % 2] as ServerProcess).url, i)),
      );
      expect(answers.every(Boolean)).toBe(true);
      const leads = await waitFor(
        async () => {
          const found = await leadStates(replicas[0]?.url ?? '');
          return found.every((l) => l.delivery.state === 'sent') ? found : undefined;
        },
        'every lead delivered',
        WAIT_MS,
      );

      // The CRM was sent each lead exactly once (not merely acted on once), and so was the team.
      expect(crm.requests).toHaveLength(40);
      expect(new Set(crm.requests.map((r) => r.key)).size).toBe(40);
      expect([...crm.processed.values()].map((b) => b.lead.id).sort()).toEqual(leads.map((l) => l.id).sort());
      expect(relay.messages).toHaveLength(40);
      expect(new Set(relay.messages.map((m) => m.messageId)).size).toBe(40);

      // Both replicas delivered: the claims, not chance, kept them apart.
      const delivered = replicas.map(
        (replica) => replica.lines().filter((line) => line.msg === 'outbox: message delivered').length,
      );
      expect(delivered.reduce((a, b) => a + b)).toBe(80);
      expect(delivered.every((n) => n > 0)).toBe(true);
    },
    TEST_TIMEOUT_MS,
  );
});
