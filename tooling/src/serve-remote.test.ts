import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveRemote } from './serve-remote.ts';

describe('the remote static server', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-remote-'));
  let app: Awaited<ReturnType<typeof serveRemote>>;

  beforeAll(async () => {
    fs.writeFileSync(path.join(dir, 'mf-manifest.json'), '{"id":"mf_x"}');
    fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'var x;');
    fs.writeFileSync(path.join(dir, '42.abcdef12.js'), 'var y;');
    app = await serveRemote(dir, 0, '127.0.0.1');
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

  it('serves hashed chunks as immutable and the entry as no-cache', async () => {
    expect((await app.inject({ url: '/42.abcdef12.js' })).headers['cache-control']).toContain('immutable');
    expect((await app.inject({ url: '/remoteEntry.js' })).headers['cache-control']).toBe('no-cache');
  });

  it('serves a file added after start-up (a redeploy into the same folder)', async () => {
    fs.writeFileSync(path.join(dir, '43.12345678.js'), 'var z;');
    expect((await app.inject({ url: '/43.12345678.js' })).statusCode).toBe(200);
  });
});
