import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * Nothing acknowledged is lost: the real server (node --import tsx src/server.ts) acknowledges
 * leads and events, is killed with SIGKILL while more are still arriving, and after a restart
 * every acknowledged one is there.
 */
const BFF = path.resolve(import.meta.dirname, '..');
const TOKEN = 'crash-test-admin-token-0123456789';
let dir: string;
let env: Record<string, string>;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-crash-'));
  env = {
    HOST: '127.0.0.1',
    PORT: '0',
    LOG_LEVEL: 'info',
    DATABASE_URL: `sqlite:${path.join(dir, 'site.db')}`,
    SHELL_DIST: dir,
    ADMIN_TOKEN: TOKEN,
    CONTACT_RATE_LIMIT: '100000',
    ANALYTICS_RATE_LIMIT: '100000',
  };
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Starts the server and resolves with its base URL once it listens (read from its log line). */
function start(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: BFF,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output: string | null = '';
    const failed = (code: number | null) => reject(new Error(`the server exited (${code}):\n${output}`));
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 15_000);
    child.once('exit', failed);
    // Keep reading stdout for the server's whole life, or a full pipe would block its logging.
    child.stdout?.on('data', (chunk: Buffer) => {
      if (output === null) return;
      output += chunk;
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        child.off('exit', failed);
        output = null;
        resolve({ child, url: match[1] });
      }
    });
  });
}

const exited = (child: ChildProcess) =>
  new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null)
      resolve({ code: child.exitCode, signal: child.signalCode });
    else child.once('exit', (code, signal) => resolve({ code, signal }));
  });

function lead(i: number): [string, unknown] {
  const email = `crash${i}@example.co.za`;
  switch (i % 4) {
    case 0:
      return ['/contact/newsletter/subscribe', { payload: { name: `Crash ${i}`, email } }];
    case 1:
      return ['/contact/partner', { fullName: `Crash ${i}`, email, phone: '082 123 4567', estateAgency: 'Agency' }];
    case 2:
      return ['/contact/callbackrequest', { name: `Crash ${i}`, email, mobile: '082 123 4567' }];
    default:
      return [
        '/contact/submit',
        { name: `Crash ${i}`, email, subject: 'consultation', message: 'Hi', stage: 'Need advice' },
      ];
  }
}

describe('crash safety', () => {
  it('finds every acknowledged lead and event after a kill -9 and a restart', async () => {
    const first = await start();
    const ackedLeads: string[] = [];
    let ackedEvents = 0;
    let killed = false;
    const kill = () => {
      if (!killed) first.child.kill('SIGKILL');
      killed = true;
    };

    const send = async (url: string, body: unknown) => {
      try {
        const res = await fetch(`${first.url}${url}`, {
          method: 'POST',
          // The page's own origin: analytics are accepted only from the site.
          headers: { 'content-type': 'application/json', origin: first.url },
          body: JSON.stringify(body),
        });
        return res.ok;
      } catch {
        return false; // cut off by the kill: not acknowledged
      }
    };
    // Twenty clients send leads and events one after another; the server is killed right after the
    // 150th acknowledgement, while the other clients' requests are still in flight.
    let sent = 0;
    const client = async () => {
      while (!killed) {
        const i = sent++;
        if (i % 2 === 0) {
          const [url, body] = lead(i);
          if (!(await send(url, body))) return;
          ackedLeads.push(`crash${i}@example.co.za`);
        } else {
          if (!(await send('/analytics/event', { type: 'crash_test', value: String(i) }))) return;
          ackedEvents++;
        }
        if (ackedLeads.length + ackedEvents >= 150) kill();
      }
    };
    await Promise.all(Array.from({ length: 20 }, client));
    kill(); // in case the clients stopped early (an error answer): the checks below then say why
    expect(await exited(first.child)).toEqual({ code: null, signal: 'SIGKILL' });
    expect(ackedLeads.length).toBeGreaterThan(30);
    expect(ackedEvents).toBeGreaterThan(30);
    expect(sent).toBeGreaterThan(ackedLeads.length + ackedEvents); // some were cut off by the kill

    const second = await start();
    try {
      const headers = { authorization: `Bearer ${TOKEN}` };
      const { leads } = (await (await fetch(`${second.url}/admin/leads`, { headers })).json()) as {
        leads: Array<{ email: string }>;
      };
      const found = new Set(leads.map((l) => l.email));
      expect(ackedLeads.filter((email) => !found.has(email))).toEqual([]);

      const summary = (await (await fetch(`${second.url}/admin/analytics/summary`, { headers })).json()) as {
        eventsByType: Array<{ value: string; count: number }>;
      };
      const stored = summary.eventsByType.find((e) => e.value === 'crash_test')?.count ?? 0;
      expect(stored).toBeGreaterThanOrEqual(ackedEvents);
    } finally {
      // A graceful stop: SIGTERM closes the server and the database, and the process exits.
      second.child.kill('SIGTERM');
      expect((await exited(second.child)).code).toBe(0);
    }
  });
});
