import { createHash, randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '../src/page-templates.ts';
import { post, SHELL_HTML, startApp, type TestApp } from './app.ts';
import { rateLimitStores } from './redis.ts';
import { freePort } from './server-process.ts';

const callback = { name: 'Pieter', email: 'pieter@example.co.za', mobile: '082 123 4567' };
const contact = {
  name: 'Nomsa',
  email: 'nomsa@example.co.za',
  subject: 'consultation',
  message: 'Hello',
  stage: 'Need advice',
};

describe.each(rateLimitStores)('per-IP rate limits, counted in $name', ({ env }) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ CONTACT_RATE_LIMIT: '3', ANALYTICS_RATE_LIMIT: '5', ...env });
  });
  afterAll(async () => t.close());

  // Addresses of this run only: Redis keeps its counters for a minute, across runs too.
  const subnet = `10.${randomInt(256)}.${randomInt(256)}`;
  const from = (host: number) => ({ remoteAddress: `${subnet}.${host}` });

  it('allows CONTACT_RATE_LIMIT requests a minute across all /contact routes, then answers 429 with Retry-After', async () => {
    const ip = from(1);
    expect((await post(t.app, '/contact/callbackrequest', callback, ip)).statusCode).toBe(201);
    expect((await post(t.app, '/contact/submit', contact, ip)).statusCode).toBe(200);
    expect((await post(t.app, '/contact/partner', {}, ip)).statusCode).toBe(400); // bad input counts too
    const before = (await t.app.leadsRepository.list()).length;
    const limited = await post(t.app, '/contact/submit', contact, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(limited.json()).toMatchObject({
      statusCode: 429,
      error: 'Too Many Requests',
      message: expect.stringMatching(
        /^Too many requests: at most 3 a minute from one address\. Please try again in \d+ (seconds?|minutes?)\.$/,
      ),
    });
    expect((await t.app.leadsRepository.list()).length).toBe(before);
  });

  it('counts each address on its own, and analytics apart from contact', async () => {
    expect((await post(t.app, '/contact/submit', contact, from(2))).statusCode).toBe(200);
    expect((await post(t.app, '/analytics/event', { type: 'click' }, from(1))).statusCode).toBe(204);
  });

  it('limits /analytics to ANALYTICS_RATE_LIMIT a minute', async () => {
    const ip = from(3);
    for (let i = 0; i < 5; i++)
      expect((await post(t.app, '/analytics/event', { type: 'click' }, ip)).statusCode).toBe(204);
    const limited = await post(t.app, '/analytics/event', { type: 'click' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('uses the client address from X-Forwarded-For only behind a trusted proxy', async () => {
    // Not trusted: every forged X-Forwarded-For still counts against the real address.
    const ip = from(4);
    const statuses = [];
    for (const forged of ['1.1.1.1', '2.2.2.2', '3.3.3.3', '4.4.4.4']) {
      statuses.push(
        (await post(t.app, '/contact/submit', contact, { ...ip, headers: { 'x-forwarded-for': forged } })).statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('counts the refusals in rate_limited_requests_total', async () => {
    const metrics = (await t.metrics.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/rate_limited_requests_total\{group="contact"\} [1-9]/);
    expect(metrics).toMatch(/rate_limited_requests_total\{group="analytics"\} [1-9]/);
  });
});

describe('an unreachable Redis', () => {
  it('costs the shared rate limits, not the site: requests are served and the log says why', async () => {
    const t = await startApp({ REDIS_URL: `redis://127.0.0.1:${await freePort()}`, CONTACT_RATE_LIMIT: '1' });
    try {
      for (let i = 0; i < 3; i++) expect((await post(t.app, '/contact/submit', contact)).statusCode).toBe(200);
      expect(t.logs.map((line) => line.msg)).toContain(
        `Redis at REDIS_URL (redis://127.0.0.1:${new URL(t.app.config.REDIS_URL ?? '').port}) unreachable: rate limits are not applied until it answers`,
      );
    } finally {
      await t.close();
    }
  });
});

describe('body limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp();
  });
  afterAll(async () => t.close());

  it('takes a contact body just under 16 KiB and refuses one just over it with 413', async () => {
    const padded = (size: number) => {
      const body = { ...contact, message: '' };
      const overhead = JSON.stringify(body).length;
      const text = JSON.stringify({ ...body, message: 'x'.repeat(size - overhead) });
      expect(Buffer.byteLength(text)).toBe(size);
      return text;
    };
    // The message field itself is capped at 5000 characters, so a body this big is a 400, not a 413.
    const under = await post(t.app, '/contact/submit', padded(16 * 1024));
    expect(under.statusCode).toBe(400);
    expect(under.json().errors[0].field).toBe('message');
    const over = await post(t.app, '/contact/submit', padded(16 * 1024 + 1));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('The body is too large: at most 16 KiB.');
  });

  it('takes a 50-record batch under 64 KiB and refuses one over it', async () => {
    const batch = (valueSize: number) =>
      Array.from({ length: 50 }, () => ({ kind: 'event', type: 'scroll', value: 'v'.repeat(valueSize) }));
    const under = await post(t.app, '/analytics/batch', batch(1000));
    expect(JSON.stringify(batch(1000)).length).toBeGreaterThan(50 * 1024);
    expect(under.statusCode).toBe(202);
    const over = await post(t.app, '/analytics/batch', batch(1300));
    expect(over.statusCode).toBe(413);
    expect(over.json().message).toBe('The body is too large: at most 64 KiB.');
  });
});

describe('CORS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ SITE_ORIGINS: 'https://www.bondbridge.example, https://bondbridge.example/' });
  });
  afterAll(async () => t.close());

  it('allows a configured site origin, with credentials for the cookies', async () => {
    const res = await post(
      t.app,
      '/analytics/event',
      { type: 'click' },
      { headers: { origin: 'https://bondbridge.example' } },
    );
    expect(res.headers['access-control-allow-origin']).toBe('https://bondbridge.example');
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/contact/submit',
      headers: {
        origin: 'https://www.bondbridge.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,traceparent',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://www.bondbridge.example');
    expect(preflight.headers['access-control-allow-methods']).toContain('POST');
    // The forms and the tracker start a trace with each call.
    expect(preflight.headers['access-control-allow-headers']).toBe('Content-Type, traceparent');
  });

  it('gives any other origin no CORS headers, so browsers refuse it', async () => {
    for (const origin of ['https://evil.example', 'https://bondbridge.example.evil.example', 'null']) {
      const res = await post(t.app, '/analytics/event', { type: 'click' }, { headers: { origin } });
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/contact/submit',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('allows no cross-origin caller at all when SITE_ORIGINS is unset', async () => {
    const plain = await startApp();
    try {
      const res = await post(
        plain.app,
        '/analytics/event',
        { type: 'click' },
        { headers: { origin: 'http://localhost:8084' } },
      );
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({
      MF_CALCULATORS_URL: 'https://calc.cdn.example/mf-manifest.json',
      MF_KNOWLEDGE_URL: 'https://knowledge.cdn.example:8443/v2/mf-manifest.json',
      MF_LEADS_URL: 'https://calc.cdn.example/leads/mf-manifest.json',
      MF_ANALYTICS_URL: 'http://localhost:8084/mf-manifest.json',
    });
  });
  afterAll(async () => t.close());

  /** The CSP of an answer as { directive: [sources] }. */
  const csp = (header: unknown) =>
    Object.fromEntries(
      String(header)
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .map(([name, ...sources]) => [name, sources]),
    );
  const remotes = ['https://calc.cdn.example', 'https://knowledge.cdn.example:8443', 'http://localhost:8084'];

  it("gives the shell's HTML a Content-Security-Policy allowing exactly the registered remote origins", async () => {
    const res = await t.app.inject({ url: '/articles/some-article-12' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const policy = csp(res.headers['content-security-policy']);
    for (const directive of ['script-src', 'connect-src', 'style-src', 'img-src', 'font-src']) {
      const origins = policy[directive]?.filter((s: string) => /^https?:/.test(s));
      expect(origins, directive).toEqual(remotes);
      expect(policy[directive], directive).toContain("'self'");
    }
    expect(policy['script-src']).toEqual(["'self'", ...remotes]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-eval|\*/);
  });

  it('sets the other helmet headers on the pages, the forms, the admin and unknown routes', async () => {
    for (const res of [
      await t.app.inject({ url: '/' }),
      await post(t.app, '/contact/submit', {}),
      await t.app.inject({ url: '/admin/leads' }),
      await t.app.inject({ url: '/nothing/here.js' }),
    ]) {
      expect(res.headers).toMatchObject({
        'x-content-type-options': 'nosniff',
        'x-frame-options': 'SAMEORIGIN',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': expect.stringContaining('max-age='),
        'content-security-policy': expect.stringContaining("default-src 'self'"),
      });
    }
  });

  it("gives the tracker's beacon answers (never a document) only nosniff", async () => {
    for (const res of [
      await post(t.app, '/analytics/event', { type: 'click' }),
      await post(t.app, '/analytics/pageview', { path: '/' }),
      await post(t.app, '/analytics/batch', [{ kind: 'conversion', type: 'x' }]),
      await post(t.app, '/analytics/event', {}),
    ]) {
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBeUndefined();
    }
  });
});

describe("the shell's inline script", () => {
  const LOADER = 'document.currentScript.dataset.scripts.split(" ")';
  const hash = `'sha256-${createHash('sha256').update(LOADER).digest('base64')}'`;
  const page = (body: string) => SHELL_HTML.replace('</body>', `${body}</body>`);

  it('is allowed by its hash, and nothing else inline: a data block is not a script', () => {
    const html = page(
      `<script type="application/ld+json">{"a":1}</script><script data-scripts="/m.js">${LOADER}</script>`,
    );
    expect(inlineScriptHashes(html)).toEqual([hash]);
    expect(inlineScriptHashes(SHELL_HTML)).toEqual([]);
  });

  it("is in the Content-Security-Policy of every page, read from the shell's build", async () => {
    const t = await startApp({}, undefined, {
      'index.html': page(`<script data-scripts="/m.js">${LOADER}</script>`),
      'pages/apply.html': page(`<script data-scripts="/m.js">${LOADER}</script>`),
    });
    try {
      for (const url of ['/', '/apply', '/no-such-page']) {
        const policy = String((await t.app.inject({ url })).headers['content-security-policy']);
        const scriptSrc = policy.split(';').find((d) => d.startsWith('script-src '));
        const sources = scriptSrc?.split(' ').slice(1) ?? [];
        expect(
          sources.filter((source) => !/^https?:/.test(source)),
          url,
        ).toEqual(["'self'", hash]);
      }
    } finally {
      await t.close();
    }
  });
});

describe('under pressure', () => {
  it('answers 503 with Retry-After when the process is overloaded; liveness and metrics still answer', async () => {
    // A heap limit of 1 MiB is always exceeded: the next sample (every second) puts the BFF under pressure.
    const t = await startApp({ MAX_HEAP_USED_MB: '1' });
    try {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      const res = await post(t.app, '/contact/callbackrequest', callback);
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('10');
      expect(res.json()).toMatchObject({ statusCode: 503, message: expect.stringContaining('busy') });
      expect((await t.app.inject({ url: '/readyz' })).statusCode).toBe(503);
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect((await t.metrics.inject({ url: '/metrics' })).statusCode).toBe(200);
      expect((await t.app.leadsRepository.list()).length).toBe(0);
    } finally {
      await t.close();
    }
  });
});
