import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './app.ts';

describe('the BFF as the shell host', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ MF_LEADS_URL: 'https://leads.example.net/mf-manifest.json' });
  });
  afterAll(() => t.close());

  it('serves index.html, revalidated, for the site paths the shell routes', async () => {
    for (const url of [
      '/',
      '/team',
      '/contact',
      '/articles/transfer-duty-in-south-africa-18',
      '/apply3',
      '/pre-approval',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('<div id="root">');
    }
  });

  it('answers a missing file with a JSON 404, never with the HTML page', async () => {
    const res = await t.app.inject({ url: '/main.0123abcd.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json().message).toContain('/main.0123abcd.js');
  });

  it('keeps the API prefixes out of the page fallback', async () => {
    for (const url of ['/contact/nothing', '/analytics/nothing', '/api/nothing']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toContain('application/json');
    }
  });

  it('serves the remote registry from the MF_*_URL settings, revalidated', async () => {
    const res = await t.app.inject({ url: '/api/remotes' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    // No version released yet: every remote loads from its setting, with nothing to fall back to.
    expect(res.json().remotes).toEqual([
      { name: 'mf_analytics', entry: 'http://localhost:8084/mf-manifest.json', version: null },
      { name: 'mf_calculators', entry: 'http://localhost:8081/mf-manifest.json', version: null },
      { name: 'mf_knowledge', entry: 'http://localhost:8082/mf-manifest.json', version: null },
      { name: 'mf_leads', entry: 'https://leads.example.net/mf-manifest.json', version: null },
    ]);
  });

  it('allows exactly the registered remote origins in the shell page CSP', async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    const scriptSrc = csp.split(';').find((d) => d.startsWith('script-src '));
    expect(scriptSrc?.split(' ').slice(1).sort()).toEqual(
      [
        "'self'",
        'http://localhost:8081',
        'http://localhost:8082',
        'http://localhost:8084',
        'https://leads.example.net',
      ].sort(),
    );
  });

  it('allows no third-party tag origin while the tag is off (the default)', async () => {
    const csp = String((await t.app.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).not.toContain('tags.example.net');
    expect((await t.app.inject({ url: '/analytics/config' })).json()).toEqual({ thirdPartyTag: null });
  });

  it('allows exactly the tag origin for scripts, requests and images when the tag is on, and tells the tracker', async () => {
    const tagged = await startApp({ THIRD_PARTY_TAG_URL: 'https://tags.example.net/tag.js?id=BB-1' });
    try {
      const csp = String((await tagged.app.inject({ url: '/' })).headers['content-security-policy']);
      const directive = (name: string) =>
        csp
          .split(';')
          .find((d) => d.startsWith(`${name} `))
          ?.split(' ')
          .slice(1) ?? [];
      for (const name of ['script-src', 'connect-src', 'img-src']) {
        expect(directive(name)).toContain('https://tags.example.net');
      }
      for (const name of ['style-src', 'font-src', 'default-src']) {
        expect(directive(name)).not.toContain('https://tags.example.net');
      }
      expect(csp).not.toContain('tag.js');
      const config = await tagged.app.inject({ url: '/analytics/config' });
      expect(config.json()).toEqual({ thirdPartyTag: 'https://tags.example.net/tag.js?id=BB-1' });
      expect(config.headers['cache-control']).toBe('public, max-age=300');
    } finally {
      await tagged.close();
    }
  });

  it('does not serve the shell source maps (nor /metrics) on the site', async () => {
    fs.writeFileSync(path.join(t.app.config.SHELL_DIST, 'main.0123abcd.js'), 'console.log(1);');
    fs.writeFileSync(path.join(t.app.config.SHELL_DIST, 'main.0123abcd.js.map'), '{"version":3}');
    expect((await t.app.inject({ url: '/main.0123abcd.js' })).statusCode).toBe(200);
    const map = await t.app.inject({ url: '/main.0123abcd.js.map' });
    expect(map.statusCode).toBe(404);
    expect(map.body).not.toContain('"version":3');
    // /metrics is just another site path here (metrics have a port of their own).
    expect((await t.app.inject({ url: '/metrics' })).body).not.toContain('http_request_duration_seconds');
  });

  it('says it is alive, and ready while the database answers', async () => {
    expect((await t.app.inject({ url: '/healthz' })).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject({ url: '/readyz' })).json()).toMatchObject({ status: 'ready', database: 'sqlite' });
  });
});

describe('SERVE_SOURCE_MAPS=true', () => {
  it('serves the shell source maps', async () => {
    const t = await startApp({ SERVE_SOURCE_MAPS: 'true' });
    try {
      fs.writeFileSync(path.join(t.app.config.SHELL_DIST, 'main.0123abcd.js.map'), '{"version":3}');
      const map = await t.app.inject({ url: '/main.0123abcd.js.map' });
      expect(map.statusCode).toBe(200);
      expect(map.body).toBe('{"version":3}');
    } finally {
      await t.close();
    }
  });
});
