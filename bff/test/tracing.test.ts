import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { databaseKinds, type TestDatabase } from './databases.ts';
import { type OtlpReceiver, otlpReceiver, type WebhookReceiver, webhookReceiver } from './receivers.ts';
import { testRedisUrl } from './redis.ts';
import { type ServerProcess, startServer, waitFor } from './server-process.ts';

const WEBHOOK_SECRET = 'tracing-webhook-secret-0123456789abcdef';
const callback = { name: 'Thandi Nkosi', mobile: '082 123 4567', email: 'thandi@example.co.za' };

/** A traceparent as the site's forms send it: a new trace, sampled. */
const browserTrace = () => {
  const traceId = randomBytes(16).toString('hex');
  const parentId = randomBytes(8).toString('hex');
  return { traceId, parentId, header: `00-${traceId}-${parentId}-01` };
};

describe.each(databaseKinds)('tracing on $name (OTEL_EXPORTER_OTLP_ENDPOINT set)', (kind) => {
  let collector: OtlpReceiver;
  let crm: WebhookReceiver;
  let database: TestDatabase;
  let server: ServerProcess;

  beforeAll(async () => {
    [collector, crm, database] = await Promise.all([otlpReceiver(), webhookReceiver(WEBHOOK_SECRET), kind.create()]);
    server = await startServer({
      DATABASE_URL: database.url,
      OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
      // Spans leave at once, not every 5 s.
      OTEL_BSP_SCHEDULE_DELAY: '50',
      SERVICE_VERSION: 'traced-1',
      SITE_URL: 'https://www.bondbridge.example',
      LEADS_WEBHOOK_URL: crm.url,
      LEADS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      ...(testRedisUrl ? { REDIS_URL: testRedisUrl } : {}),
    });
  });
  afterAll(async () => {
    await server?.stop();
    await Promise.all([collector?.close(), crm?.close(), database?.drop()]);
  });

  it("continues the form's trace: the request, its database work and its outbox message are spans of it, and its log lines name it", async () => {
    const trace = browserTrace();
    const res = await fetch(`${server.url}/contact/callbackrequest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, traceparent: trace.header },
      body: JSON.stringify(callback),
    });
    expect(res.status).toBe(201);
    const requestId = res.headers.get('x-request-id');

    const spansOf = () => collector.spans.filter((span) => span.traceId === trace.traceId);
    const delivered = await waitFor(
      () => spansOf().find((span) => span.name === 'outbox crm-webhook'),
      "the webhook delivery's span",
    );
    // The BFF's first span is a child of the browser's.
    const server_ = spansOf().find((span) => span.parentSpanId === trace.parentId);
    expect(server_).toMatchObject({ service: 'bff', attributes: { 'http.request.method': 'POST' } });
    const names = spansOf().map((span) => span.name);
    expect(names).toContain('store lead');
    expect(delivered.attributes).toMatchObject({ 'outbox.attempt': 1 });
    if (kind.name === 'postgres')
      expect(spansOf().some((span) => span.attributes['db.system.name'] === 'postgresql')).toBe(true);
    if (testRedisUrl) expect(spansOf().some((span) => span.attributes['db.system.name'] === 'redis')).toBe(true);

    // Nothing personal leaves in a span: no client address, no user agent, no form value.
    const keys = new Set(spansOf().flatMap((span) => Object.keys(span.attributes)));
    for (const key of ['client.address', 'network.peer.address', 'user_agent.original', 'http.user_agent']) {
      expect(keys.has(key), key).toBe(false);
    }
    const exported = JSON.stringify(spansOf());
    for (const personal of ['Thandi', '082 123 4567', 'thandi@']) expect(exported).not.toContain(personal);

    const lines = server.lines();
    const stored = lines.find((line) => line.msg === 'lead stored');
    expect(stored).toMatchObject({ trace_id: trace.traceId, span_id: expect.stringMatching(/^[0-9a-f]{16}$/) });
    expect(lines.find((line) => line.reqId === requestId && line.msg === 'request completed')).toMatchObject({
      trace_id: trace.traceId,
    });
    await waitFor(
      () => server.lines().find((line) => line.msg === 'outbox: message delivered' && line.trace_id === trace.traceId),
      "the delivery's log line in the lead's trace",
    );
  });
});

describe('tracing off (no OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  let server: ServerProcess | undefined;
  afterEach(async () => {
    await server?.stop();
  });

  it('adds nothing to the log lines, whatever the request carries', async () => {
    server = await startServer({ DATABASE_URL: 'sqlite::memory:' });
    const res = await fetch(`${server.url}/contact/callbackrequest`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url, traceparent: browserTrace().header },
      body: JSON.stringify(callback),
    });
    expect(res.status).toBe(201);
    // The server is a child process: its log line can reach this one after the answer does.
    const stored = await waitFor(
      () => server?.lines().find((line) => line.msg === 'lead stored'),
      "the lead's log line",
    );
    expect(stored).not.toHaveProperty('trace_id');
    expect(server.output()).not.toContain('traces exported');
  });
});
