import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RemoteServerOptions, serveRemote } from './serve-remote.ts';

const CHUNK = `var chunk = ${JSON.stringify('x'.repeat(4000))};`;

describe('the remote static server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-remote-'));
  let app: Awaited<ReturnType<typeof serveRemote>>;
  const lines: string[] = [];

  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"mf_x"}');
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x;');
    fs.writeFileSync(path.join(dir, '42.abcdef12.js'), 'var y;');
    // A chunk as the build leaves it: the file and its precompressed copies.
    fs.writeFileSync(path.join(dir, '7.0badcafe.js'), CHUNK);
    fs.writeFileSync(path.join(dir, '7.0badcafe.js.br'), zlib.brotliCompressSync(CHUNK));
    fs.writeFileSync(path.join(dir, '7.0badcafe.js.gz'), zlib.gzipSync(CHUNK));
    fs.writeFileSync(path.join(dir, '7.0badcafe.js.map'), '{"version":3}');
    app = await serveRemote(dir, 0, '127.0.0.1', {
      corsOrigins: ['http://localhost:8080'],
      sourceMaps: false,
      logStream: { write: (line) => void lines.push(line) },
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('serves the manifest with CORS and no-cache', async () => {
    const res = await app.inject({ url: '/mf-manifest.json', headers: { origin: 'http://localhost:8080' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8080');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers CORS for the configured origins only', async () => {
    const res = await app.inject({ url: '/mf-manifest.json', headers: { origin: 'https://evil.example' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps the source maps unpublished', async () => {
    for (const accept of ['', 'br']) {
      const res = await app.inject({ url: '/7.0badcafe.js.map', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('"version":3');
    }
  });

  it("logs each request's method, path and status, never the client's address", async () => {
    await app.inject({ url: '/remoteEntry.js?v=1', remoteAddress: '203.0.113.9' });
    const logged = lines.join('');
    expect(logged).toContain('"url":"/remoteEntry.js"');
    expect(logged).toContain('"statusCode":200');
    expect(logged).not.toContain('203.0.113.9');
    expect(logged).not.toContain('remotePort');
  });

  it('serves hashed chunks as immutable and the entry as no-cache', async () => {
    expect((await app.inject({ url: '/42.abcdef12.js' })).headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
  });

  it('serves a file added after start-up (a redeploy into the same folder)', async () => {
    fs.writeFileSync(path.join(dir, '43.12345678.js'), 'var z;');
    expect((await app.inject({ url: '/43.12345678.js' })).statusCode).toBe(200);
  });

  it('sends the precompressed copy a browser accepts, labelled, cached like the file', async () => {
    for (const [accept, encoding, decode] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await app.inject({ url: '/7.0badcafe.js', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers['content-type']).toContain('javascript');
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['cache-control']).toContain('immutable');
      expect(decode(res.rawPayload).toString()).toBe(CHUNK);
    }
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const res = await app.inject({ url: '/7.0badcafe.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers.vary).toContain('accept-encoding');
    expect(res.body).toBe(CHUNK);
  });
});

describe('released versions', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-remote-releases-'));
  const dist = path.join(root, 'dist');
  const releases = path.join(root, 'releases');
  let app: Awaited<ReturnType<typeof serveRemote>>;

  beforeAll(async () => {
    fs.mkdirSync(dist);
    fs.writeFileSync(path.join(dist, 'mf-manifest.json'), '{"version":"working copy"}');
    for (const version of ['aaaa1111', 'bbbb2222']) {
      fs.mkdirSync(path.join(releases, version), { recursive: true });
      fs.writeFileSync(path.join(releases, version, 'mf-manifest.json'), `{"version":"${version}"}`);
      fs.writeFileSync(path.join(releases, version, `1.${version}.js`), `var v = '${version}';`);
    }
    app = await serveRemote(dist, 0, '127.0.0.1', {
      corsOrigins: [],
      sourceMaps: false,
      logStream: { write() {} },
      releasesDir: releases,
    });
  });
  afterAll(async () => {
    await app.close();
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('serves each version from its own folder beside the build at the root', async () => {
    expect((await app.inject({ url: '/mf-manifest.json' })).json()).toEqual({ version: 'working copy' });
    expect((await app.inject({ url: '/aaaa1111/mf-manifest.json' })).json()).toEqual({ version: 'aaaa1111' });
    expect((await app.inject({ url: '/bbbb2222/mf-manifest.json' })).json()).toEqual({ version: 'bbbb2222' });
    expect((await app.inject({ url: '/aaaa1111/1.aaaa1111.js' })).body).toBe("var v = 'aaaa1111';");
  });

  it('serves a version published after it started, and 404s one that is not there', async () => {
    fs.mkdirSync(path.join(releases, 'cccc3333'));
    fs.writeFileSync(path.join(releases, 'cccc3333', 'mf-manifest.json'), '{"version":"cccc3333"}');
    expect((await app.inject({ url: '/cccc3333/mf-manifest.json' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/dddd4444/mf-manifest.json' })).statusCode).toBe(404);
  });
});

/** A build folder of `files` served with `options`, for `check`; both gone after. */
async function withServedFiles(
  files: Record<string, string>,
  options: Omit<RemoteServerOptions, 'logStream'>,
  check: (app: Awaited<ReturnType<typeof serveRemote>>) => Promise<void>,
) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-remote-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  const app = await serveRemote(dir, 0, '127.0.0.1', { ...options, logStream: { write() {} } });
  try {
    await check(app);
  } finally {
    await app.close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the remote static server without settings', () => {
  it('answers no CORS at all, and serves source maps when SERVE_SOURCE_MAPS says so', async () => {
    await withServedFiles(
      { 'mf-manifest.json': '{"id":"mf_x"}', '1.abcdef12.js.map': '{"version":3}' },
      { corsOrigins: [], sourceMaps: true },
      async (app) => {
        const res = await app.inject({ url: '/mf-manifest.json', headers: { origin: 'http://localhost:8080' } });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect((await app.inject({ url: '/1.abcdef12.js.map' })).body).toBe('{"version":3}');
      },
    );
  });
});

describe('a page served as the site serves its pages', () => {
  it("gives its HTML (not its scripts) the headers it is told to, such as the site's opener policy", async () => {
    await withServedFiles(
      { 'index.html': '<!doctype html><title>x</title>', 'main.abcdef12.js': 'var x = 1;' },
      {
        corsOrigins: [],
        sourceMaps: false,
        pageHeaders: { 'cross-origin-opener-policy': 'same-origin', 'content-security-policy': "default-src 'self'" },
      },
      async (app) => {
        const page = await app.inject({ url: '/' });
        expect(page.statusCode).toBe(200);
        expect(page.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(page.headers['content-security-policy']).toBe("default-src 'self'");
        const script = await app.inject({ url: '/main.abcdef12.js' });
        expect(script.headers['cross-origin-opener-policy']).toBeUndefined();
      },
    );
  });
});
