import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './server-process.ts';

/**
 * The far ends of the outbox in tests, on loopback: a real SMTP server (smtp-server) that keeps
 * what it accepts, parsed (mailparser), and a CRM webhook endpoint that checks the signature as the
 * README tells a CRM to.
 */

export interface SmtpReceiver {
  /** The port it listens on while started; fixed, so it can be stopped and started again. */
  port: number;
  url: string;
  /** Every message it accepted, in order. */
  messages: ParsedMail[];
  /** Messages whose data it took without answering (mode stall). */
  stalled: number;
  /**
   * accept: take every message. stall: take the connection and the message's data, but never
   * answer it (a relay hanging mid-send).
   */
  mode: 'accept' | 'stall';
  /** Addresses it refuses for good (550), as a relay refuses an unknown mailbox. */
  refuse: Set<string>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

export async function smtpReceiver(port?: number): Promise<SmtpReceiver> {
  const at = port ?? (await freePort());
  let server: SMTPServer | undefined;
  const receiver: SmtpReceiver = {
    port: at,
    url: `smtp://127.0.0.1:${at}`,
    messages: [],
    stalled: 0,
    mode: 'accept',
    refuse: new Set(),
    async start() {
      const started = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        closeTimeout: 100,
        onRcptTo(address, _session, callback) {
          if (!receiver.refuse.has(address.address)) return callback();
          callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
        },
        onData(stream, _session, callback) {
          if (receiver.mode === 'stall') {
            receiver.stalled++;
            stream.resume();
            return;
          }
          simpleParser(stream).then((mail) => {
            receiver.messages.push(mail);
            callback();
          }, callback);
        },
      });
      // A client that goes away mid-message (a BFF killed with SIGKILL) is an error of that
      // connection only; without a listener the server would throw it.
      started.on('error', () => {});
      await new Promise<void>((resolve) => started.listen(at, '127.0.0.1', resolve));
      server = started;
    },
    async stop() {
      const stopping = server;
      server = undefined;
      await new Promise<void>((resolve) => (stopping ? stopping.close(() => resolve()) : resolve()));
    },
  };
  return receiver;
}

/**
 * A CRM's check of the webhook signature, as the README gives it: the timestamp within five
 * minutes, then the HMAC of `<t>.<raw body>` compared in constant time with each v1 value.
 */
export function verifyWebhook(secret: string, header: string | undefined, rawBody: string, nowS = Date.now() / 1000) {
  const parts = (header ?? '').split(',').map((part) => part.split('='));
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowS - timestamp) > 300) return false;
  const expected = Buffer.from(createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex'));
  return parts
    .filter(([key]) => key === 'v1')
    .some(([, value]) => {
      const given = Buffer.from(value ?? '');
      return given.length === expected.length && timingSafeEqual(given, expected);
    });
}

export interface WebhookRequest {
  key: string | undefined;
  signature: string | undefined;
  body: string;
  verified: boolean;
  status: number;
}

export interface WebhookReceiver {
  url: string;
  /** Every request, as it came. */
  requests: WebhookRequest[];
  /** What the CRM acted on: one entry per Idempotency-Key, the first verified body under it. */
  processed: Map<
    string,
    { id: string; lead: { id: string; type: string; url: string; details: Record<string, unknown> } }
  >;
  /**
   * How to answer a verified request for a key not yet processed: a status, and how long to wait
   * before answering (the request is processed first when the status is 2xx).
   */
  answer: (request: { key: string; seen: number }) => { status: number; delayMs?: number };
  close(): Promise<void>;
}

/** A CRM endpoint that refuses unsigned requests and acts on each Idempotency-Key once. */
export async function webhookReceiver(secret: string): Promise<WebhookReceiver> {
  const receiver: Omit<WebhookReceiver, 'url' | 'close'> = {
    requests: [],
    processed: new Map(),
    answer: () => ({ status: 200 }),
  };
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const key = req.headers['idempotency-key'] as string | undefined;
    const signature = req.headers['leads-signature'] as string | undefined;
    const verified = verifyWebhook(secret, signature, body);
    const seen = receiver.requests.filter((r) => r.key === key).length;
    let status = 400;
    let delayMs = 0;
    if (verified && key) {
      // A key already acted on is acknowledged again without acting twice.
      ({ status, delayMs = 0 } = receiver.processed.has(key) ? { status: 200 } : receiver.answer({ key, seen }));
      if (status < 300 && !receiver.processed.has(key)) receiver.processed.set(key, JSON.parse(body));
    }
    receiver.requests.push({ key, signature, body, verified, status });
    setTimeout(() => res.writeHead(status).end(), delayMs);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(receiver, {
    url: `http://127.0.0.1:${port}/hooks/leads`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** A span as an OTLP/HTTP JSON export carries it, with its attributes as a plain object. */
export interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  service: string;
  attributes: Record<string, unknown>;
}

export interface OtlpReceiver {
  /** The endpoint to give OTEL_EXPORTER_OTLP_ENDPOINT (the exporter adds /v1/traces). */
  url: string;
  spans: ExportedSpan[];
  close(): Promise<void>;
}

type OtlpValue = { stringValue?: string; intValue?: string | number; boolValue?: boolean; doubleValue?: number };
const otlpValue = (value: OtlpValue) => value.stringValue ?? value.intValue ?? value.boolValue ?? value.doubleValue;
const otlpAttributes = (attributes: Array<{ key: string; value: OtlpValue }> = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, otlpValue(value)]));

/** An OpenTelemetry collector's OTLP/HTTP traces endpoint, as the BFF's exporter sends JSON to it. */
export async function otlpReceiver(): Promise<OtlpReceiver> {
  const spans: ExportedSpan[] = [];
  const server = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    for (const resourceSpans of body.resourceSpans ?? []) {
      const service = String(otlpAttributes(resourceSpans.resource?.attributes)['service.name']);
      for (const scopeSpans of resourceSpans.scopeSpans ?? []) {
        for (const span of scopeSpans.spans ?? []) {
          spans.push({ ...span, service, attributes: otlpAttributes(span.attributes) });
        }
      }
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
