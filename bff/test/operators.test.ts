import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, REDACT_PATHS } from '../src/logger.ts';
import { ADMIN_TOKEN, post, startApp, type TestApp } from './app.ts';

/** Personal details sent in the requests below: none may appear in any log line. */
const SECRETS = {
  name: 'Zanele Khumalo',
  email: 'zanele.khumalo@example.co.za',
  phone: '083 987 6543',
  message: 'My salary is R45 000 and I live at 12 Oak Street',
  agency: 'Khumalo Homes',
  session: crypto.randomUUID(),
  visitor: crypto.randomUUID(),
};

let t: TestApp;
beforeAll(async () => {
  t = await startApp();
  const cookie = `hl_session_id=${SECRETS.session}; visitor_id=${SECRETS.visitor}`;
  await post(
    t.app,
    '/contact/submit',
    {
      name: SECRETS.name,
      email: SECRETS.email,
      phone: SECRETS.phone,
      subject: 'consultation',
      message: SECRETS.message,
      stage: 'Need advice',
    },
    { headers: { cookie } },
  );
  await post(t.app, '/contact/partner', {
    fullName: SECRETS.name,
    email: SECRETS.email,
    phone: SECRETS.phone,
    estateAgency: SECRETS.agency,
  });
  await post(t.app, '/contact/newsletter/subscribe', { payload: { name: SECRETS.name, email: SECRETS.email } });
  await post(t.app, '/contact/callbackrequest', { name: SECRETS.name, email: 'not-an-email', mobile: SECRETS.phone });
  await post(t.app, '/analytics/pageview', { path: '/contact' }, { headers: { cookie } });
  await post(
    t.app,
    '/analytics/event',
    { type: 'input', element: 'email', value: SECRETS.email },
    { headers: { cookie } },
  );
  await t.app.inject({ url: '/admin/leads?format=csv', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, cookie } });
  await t.app.inject({ url: '/admin/leads', headers: { authorization: 'Bearer wrong-token-wrong-token' } });
});
afterAll(async () => t.close());

describe('log lines', () => {
  it('writes one line per request: request id, method, route, status and duration', () => {
    const requests = t.logs.filter((l) => l.msg === 'request completed');
    expect(requests).toHaveLength(8);
    expect(requests[0]).toMatchObject({
      reqId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      method: 'POST',
      route: '/contact/submit',
      url: '/contact/submit',
      status: 200,
      durationMs: expect.any(Number),
    });
    expect(requests.map((l) => l.status)).toEqual([200, 201, 201, 400, 202, 204, 200, 401]);
    // Query strings never reach the log.
    expect(requests[6]).toMatchObject({ route: '/admin/leads', url: '/admin/leads' });
  });

  it('writes one line per stored lead with its type and id only', async () => {
    const stored = t.logs.filter((l) => l.msg === 'lead stored');
    const leads = await t.app.leadsRepository.list();
    expect(stored.map((l) => l.lead)).toEqual(
      ['contact', 'partner', 'newsletter'].map((type) => ({
        type,
        id: leads.find((lead) => lead.type === type)?.id,
        spam: false,
      })),
    );
    expect(Object.keys(stored[0] ?? {}).sort()).toEqual([
      'instance',
      'lead',
      'level',
      'msg',
      'pid',
      'reqId',
      'service',
      'time',
      'version',
    ]);
  });

  it('never writes a name, e-mail address, phone number, message, cookie or token', () => {
    const everything = t.rawLogs.join('');
    for (const [what, secret] of Object.entries({ ...SECRETS, token: ADMIN_TOKEN })) {
      expect(everything, what).not.toContain(secret);
    }
    expect(everything).not.toContain('083 987');
  });

  it('censors personal keys and secrets wherever a line carries them', () => {
    const lines: string[] = [];
    const logger = createLogger(
      { LOG_LEVEL: 'info', SERVICE_VERSION: 'test' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    logger.info(
      {
        name: SECRETS.name,
        lead: { email: SECRETS.email, payload: { message: SECRETS.message } },
        req: {
          headers: { authorization: `Bearer ${ADMIN_TOKEN}`, cookie: `hl_session_id=${SECRETS.session}` },
          body: { phone: SECRETS.phone },
        },
        res: { headers: { 'set-cookie': `visitor_id=${SECRETS.visitor}` } },
        err: { message: 'duplicate key', detail: `Key (email)=(${SECRETS.email}) already exists.` },
        partner: { fullName: SECRETS.name, mobile: SECRETS.phone },
      },
      'a line with everything',
    );
    const [line] = lines;
    for (const secret of Object.values({ ...SECRETS, token: ADMIN_TOKEN })) expect(line).not.toContain(secret);
    expect(JSON.parse(line ?? '{}')).toMatchObject({
      name: '[redacted]',
      lead: { email: '[redacted]', payload: '[redacted]' },
      req: { headers: { authorization: '[redacted]', cookie: '[redacted]' }, body: '[redacted]' },
      res: { headers: { 'set-cookie': '[redacted]' } },
      err: { detail: '[redacted]' },
      partner: { fullName: '[redacted]', mobile: '[redacted]' },
    });
    expect(REDACT_PATHS).toContain('req.headers.authorization');
  });
});

describe('GET /metrics', () => {
  it('serves Prometheus text with requests, latency, leads, events, rate limits and validation failures', async () => {
    const res = await t.metrics.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toContain('http_request_duration_seconds_count{method="POST",route="/contact/submit",status="200"} 1');
    expect(text).toContain(
      'http_request_duration_seconds_count{method="POST",route="/analytics/event",status="204"} 1',
    );
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.025",method="POST",route="\/contact\/partner",status="201"\} \d/,
    );
    expect(text).toContain('leads_stored_total{type="contact",spam="false"} 1');
    expect(text).toContain('leads_stored_total{type="partner",spam="false"} 1');
    expect(text).toContain('analytics_records_stored_total{kind="pageview"} 1');
    expect(text).toContain('analytics_records_stored_total{kind="event"} 1');
    expect(text).toContain('validation_failures_total{route="/contact/callbackrequest",reason="schema"} 1');
    expect(text).toContain('# TYPE rate_limited_requests_total counter');
    expect(text).toContain('process_cpu_seconds_total');
    expect(text).not.toContain(SECRETS.email);
  });

  it('labels unknown URLs as one route, so scanners cannot blow up the label set', async () => {
    await t.app.inject({ method: 'POST', url: `/contact/${crypto.randomUUID()}` });
    await t.app.inject({ method: 'POST', url: `/analytics/${crypto.randomUUID()}` });
    const text = (await t.metrics.inject({ url: '/metrics' })).body;
    expect(text).toContain('http_request_duration_seconds_count{method="POST",route="not-found",status="404"} 2');
  });

  it('counts bad bodies by reason', async () => {
    await post(t.app, '/contact/submit', '{oops', {});
    await post(t.app, '/contact/submit', 'x', { headers: { 'content-type': 'text/plain' } });
    const text = (await t.metrics.inject({ url: '/metrics' })).body;
    expect(text).toContain('validation_failures_total{route="/contact/submit",reason="json"} 1');
    expect(text).toContain('validation_failures_total{route="/contact/submit",reason="media_type"} 1');
  });
});
