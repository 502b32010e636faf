import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, runUntilExit, startServer } from './server-process.ts';

/**
 * Start-up failures: the real server process exits within seconds with one line naming the setting
 * and the cause, never a hang or a stack trace.
 */
let dir: string;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-start-'));
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** The one fatal line, checked for what every start-up failure must say. */
function expectOneClearLine(result: Awaited<ReturnType<typeof runUntilExit>>, setting: string) {
  expect(result.code, result.output).toBe(1);
  expect(result.output).not.toMatch(/^\s+at /m); // no stack trace
  const fatal = result.lines.filter((line) => line.level === 60);
  expect(fatal, result.output).toHaveLength(1);
  const message = String(fatal[0]?.msg);
  expect(message).toContain(setting);
  // Nothing after the fatal line: it is the last thing an operator reads.
  expect(result.lines.at(-1)).toBe(fatal[0]);
  return message;
}

describe('an unusable SQLite path', () => {
  const cases: Array<[string, () => string, RegExp]> = [
    ['a folder under /proc', () => '/proc/hl-test/site.db', /cannot create the folder \/proc\/hl-test/],
    [
      'a parent that is a file',
      () => {
        fs.writeFileSync(path.join(dir, 'a-file'), 'x');
        return path.join(dir, 'a-file/db/site.db');
      },
      /a-file is a file, not a folder/,
    ],
    ['a folder given as the database', () => dir, /is a folder, not a database file/],
    [
      'a file that is not a database',
      () => {
        fs.writeFileSync(path.join(dir, 'notes.db'), 'plain text, not SQLite\n'.repeat(100));
        return path.join(dir, 'notes.db');
      },
      /file is not a database/,
    ],
  ];

  it.each(cases)(
    '%s: exits within seconds with one line naming DATABASE_URL and the cause',
    async (_name, file, cause) => {
      const result = await runUntilExit({ DATABASE_URL: `sqlite:${file()}` });
      const message = expectOneClearLine(result, 'DATABASE_URL');
      expect(message).toMatch(cause);
      expect(result.ms).toBeLessThan(15_000);
    },
  );

  it('a read-only folder: exits with one line naming DATABASE_URL and the cause', async () => {
    const readOnly = path.join(dir, 'read-only');
    fs.chmodSync(dir, 0o755); // the unprivileged user must reach the folder
    fs.mkdirSync(readOnly);
    fs.chmodSync(readOnly, 0o555);
    // root may write anywhere: run the server as an unprivileged user then (nobody).
    const asUser = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    const result = await runUntilExit({ DATABASE_URL: `sqlite:${path.join(readOnly, 'site.db')}` }, asUser);
    expect(expectOneClearLine(result, 'DATABASE_URL')).toMatch(/cannot write to .*read-only: permission denied/);
  });
});

describe('a PostgreSQL server that does not answer', () => {
  it('is tried again with a line each time for DATABASE_STARTUP_WAIT_S, then one clear line', async () => {
    const url = `postgres://hl:secret@127.0.0.1:${await freePort()}/site`;
    const result = await runUntilExit({ DATABASE_URL: url, DATABASE_STARTUP_WAIT_S: '2' });
    const message = expectOneClearLine(result, 'DATABASE_URL');
    expect(message).toMatch(/did not answer for 2 s: connect ECONNREFUSED/);
    expect(message).not.toContain('secret'); // the password never reaches the log
    const retries = result.lines.filter((line) => line.level === 40);
    expect(retries.length).toBeGreaterThanOrEqual(1);
    expect(String(retries[0]?.msg)).toMatch(/DATABASE_URL .* unreachable; trying again in 1 s/);
    expect(result.ms).toBeLessThan(15_000);
  });
});

describe('the listeners', () => {
  it('a site port in use: one line naming HOST:PORT', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = blocker.address() as net.AddressInfo;
      const result = await runUntilExit({ DATABASE_URL: `sqlite:${path.join(dir, 'port.db')}`, PORT: String(port) });
      expect(expectOneClearLine(result, 'HOST:PORT')).toContain('EADDRINUSE');
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
  });

  it('serves /metrics on its own loopback port, not on the site port', async () => {
    const server = await startServer({ DATABASE_URL: `sqlite:${path.join(dir, 'metrics.db')}`, HOST: '0.0.0.0' });
    try {
      const metricsUrl = /metrics served at (http:\/\/[^\s"]+)/.exec(server.output())?.[1];
      expect(metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/metrics$/);
      const metrics = await fetch(metricsUrl as string);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('http_request_duration_seconds');
      const port = new URL(server.url).port;
      const site = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(await site.text()).not.toContain('http_request_duration_seconds');
    } finally {
      expect(await server.stop()).toBe(0);
    }
  });
});
