import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BROWSER_UA } from './app.ts';
import { exited, startServer } from './server-process.ts';

/**
 * Nothing acknowledged is lost: the real server (node --import tsx src/server.ts) acknowledges
 * leads and events, is killed with SIGKILL while more are still arriving, and after a restart
 * every acknowledged one is there.
 */
const TOKEN = 'crash-test-admin-token-0123456789';
let dir: string;
let env: Record<string, string>;

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-crash-'));
  env = {
    DATABASE_URL: `sqlite:${path.join(dir, 'site.db')}`,
    SHELL_DIST: dir,
    ADMIN_TOKEN: TOKEN,
    CONTACT_RATE_LIMIT: '100000',
    ANALYTICS_RATE_LIMIT: '100000',
  };
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const start = () => startServer(env);

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
          // A visitor's browser on the page's own origin: analytics are accepted only from the site, and not from bots.
          headers: { 'content-type': 'application/json', origin: first.url, 'user-agent': BROWSER_UA },
          body: JSON.stringify(body),
        });
        return res.ok;
      } catch {
        return false; // cut off by the kill: not acknowledged
      }
    };
    // Twenty clients send leads and events one after another until the server is gone; it is
    // killed right after the 150th acknowledgement, while the other clients' requests are in flight.
    let sent = 0;
    const client = async () => {
      for (;;) {
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
      // Every page of the list.
      const found = new Set<string>();
      for (let offset = 0; ; offset += 500) {
        const page = (await (
          await fetch(`${second.url}/admin/leads?limit=500&offset=${offset}`, { headers })
        ).json()) as {
          leads: Array<{ email: string }>;
          total: number;
        };
        for (const lead of page.leads) found.add(lead.email);
        if (offset + 500 >= page.total) break;
      }
      expect(ackedLeads.filter((email) => !found.has(email))).toEqual([]);

      const summary = (await (await fetch(`${second.url}/admin/analytics/summary`, { headers })).json()) as {
        eventsByType: Array<{ value: string; count: number }>;
      };
      const stored = summary.eventsByType.find((e) => e.value === 'crash_test')?.count ?? 0;
      expect(stored).toBeGreaterThanOrEqual(ackedEvents);
    } finally {
      // A graceful stop: SIGTERM closes the server and the database, and the process exits.
      expect(await second.stop()).toBe(0);
    }
  });
});
