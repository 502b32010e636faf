import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { auditAnswerSchema, staffUserSchema } from '@hl/shared/staff';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCK_OUT_MS, MAX_FAILED_SIGN_INS } from '../../../src/plugins/app/repositories/staff.ts';
import {
  ADMIN_AUTH,
  ADMIN_TOKEN,
  post,
  SITE_ORIGIN,
  STAFF_PASSWORD,
  staffSession,
  staffSignIn,
  startApp,
  type TestApp,
} from '../../app.ts';
import { databaseKinds } from '../../databases.ts';

const RANGE = 'from=2026-11-10T00:00:00%2B02:00&to=2026-11-11T00:00:00%2B02:00';
const LEAD_EMAIL = 'thandi@example.co.za';

for (const kind of databaseKinds) {
  describe(`staff accounts and roles on ${kind.name}`, () => {
    let t: TestApp;
    let leadId: string;
    const as = (
      headers: Record<string, string>,
      url: string,
      method: 'GET' | 'POST' | 'PATCH' = 'GET',
      body?: unknown,
    ) =>
      t.app.inject({
        method,
        url,
        headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { payload: JSON.stringify(body) } : {}),
      });

    beforeAll(async () => {
      t = await startApp({ CONTACT_RATE_LIMIT: '1000' }, kind);
      await post(t.app, '/contact/callbackrequest', { name: 'Thandi Nkosi', email: LEAD_EMAIL, mobile: '0821234567' });
      leadId = (await t.app.leadsRepository.list())[0]?.id ?? '';
    });
    afterAll(async () => t?.close());

    it('lets ADMIN_TOKEN create the first admin, checks what it is given, and refuses a second account per e-mail', async () => {
      const first = await as(ADMIN_AUTH, '/admin/users', 'POST', {
        email: ' Owner@BondBridge.example ',
        name: 'Owner',
        role: 'admin',
        password: STAFF_PASSWORD,
      });
      expect(first.statusCode, first.body).toBe(201);
      expect(staffUserSchema.parse(first.json())).toMatchObject({ email: 'owner@bondbridge.example', role: 'admin' });
      expect(first.body).not.toContain(STAFF_PASSWORD);
      const again = await as(ADMIN_AUTH, '/admin/users', 'POST', {
        email: 'owner@bondbridge.example',
        name: 'Owner again',
        role: 'viewer',
        password: STAFF_PASSWORD,
      });
      expect(again.statusCode).toBe(409);
      for (const [body, field] of [
        [{ email: 'x@bondbridge.example', name: 'X', role: 'admin', password: 'short' }, 'password'],
        [{ email: 'x@bondbridge.example', name: 'X', role: 'boss', password: STAFF_PASSWORD }, 'role'],
        [{ email: 'not-an-address', name: 'X', role: 'agent', password: STAFF_PASSWORD }, 'email'],
        [{ email: 'x@bondbridge.example', name: '  ', role: 'agent', password: STAFF_PASSWORD }, 'name'],
      ] as const) {
        const res = await as(ADMIN_AUTH, '/admin/users', 'POST', body);
        expect(res.statusCode, field).toBe(400);
        expect(res.json().errors.map((e: { field: string }) => e.field)).toContain(field);
      }
      // Stored as a scrypt hash, never as typed.
      const row = await t.db
        .selectFrom('staff_users')
        .selectAll()
        .where('email', '=', 'owner@bondbridge.example')
        .executeTakeFirstOrThrow();
      expect(row.password_hash).toMatch(/^scrypt\$/);
      expect(JSON.stringify(row)).not.toContain(STAFF_PASSWORD);
    });

    it('shows a viewer the figures and nothing personal', async () => {
      const viewer = await staffSession(t.app, 'viewer');
      expect((await as(viewer.headers, `/admin/insights/summary?${RANGE}`)).statusCode).toBe(200);
      expect((await as(viewer.headers, `/admin/insights/leads-by-day?${RANGE}`)).statusCode).toBe(200);
      for (const url of [
        '/admin/leads',
        '/admin/leads?format=csv',
        `/admin/leads/${leadId}`,
        '/admin/users',
        '/admin/audit',
        '/admin/remotes',
        '/admin/analytics/records',
      ]) {
        const res = await as(viewer.headers, url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json().message).toBe(
          `This needs the ${url.startsWith('/admin/leads') ? 'agent' : 'admin'} role, and you are signed in as a viewer: ask an admin if you need it.`,
        );
        expect(res.body).not.toMatch(/thandi|082/i);
      }
    });

    it('lets an agent read the leads, and keeps deletions, accounts and releases for admins', async () => {
      const agent = await staffSession(t.app, 'agent');
      const list = await as(agent.headers, '/admin/leads');
      expect(list.statusCode).toBe(200);
      expect(list.json().leads[0].email).toBe(LEAD_EMAIL);
      expect((await as(agent.headers, `/admin/leads/${leadId}`)).statusCode).toBe(200);
      expect((await as(agent.headers, '/admin/erasure', 'POST', { email: LEAD_EMAIL })).statusCode).toBe(403);
      expect((await as(agent.headers, '/admin/users')).statusCode).toBe(403);
      expect((await as(agent.headers, '/admin/remotes/mf_calculators/rollback', 'POST', {})).statusCode).toBe(403);
      expect((await as(agent.headers, '/admin/outbox')).statusCode).toBe(403);
    });

    it('writes every read of personal data and every change to the audit log, which only admins read', async () => {
      const agent = await staffSession(t.app, 'agent');
      await as(agent.headers, '/admin/leads?type=callback');
      await as(agent.headers, `/admin/leads/${leadId}`);
      await as(agent.headers, '/admin/leads?format=csv');
      const admin = await staffSession(t.app, 'admin');
      const created = await as(admin.headers, '/admin/users', 'POST', {
        email: 'sipho@bondbridge.example',
        name: 'Sipho',
        role: 'viewer',
        password: STAFF_PASSWORD,
      });
      await as(admin.headers, `/admin/users/${created.json().id}`, 'PATCH', { role: 'agent' });

      const res = await as(admin.headers, '/admin/audit?limit=50');
      expect(res.statusCode).toBe(200);
      const { entries } = auditAnswerSchema.parse(res.json());
      const mine = (email: string) => entries.filter((e) => e.actor === email).map((e) => [e.action, e.subject]);
      expect(mine(agent.user.email)).toEqual([
        ['leads.export', null],
        ['lead.read', leadId],
        ['leads.list', null],
        ['session.start', null],
      ]);
      expect(entries.find((e) => e.action === 'leads.list' && e.actor === agent.user.email)?.detail).toMatchObject({
        query: { type: 'callback' },
        count: 1,
        leads: [leadId],
      });
      expect(mine(admin.user.email).slice(0, 2)).toEqual([
        ['user.update', created.json().id],
        ['user.create', created.json().id],
      ]);
      expect(entries.find((e) => e.action === 'user.update')?.detail).toEqual({
        changed: ['role'],
        role: { from: 'viewer', to: 'agent' },
      });
      // Ids and counts: the lead's details are not copied into the log.
      expect(JSON.stringify(entries)).not.toMatch(/thandi|0821234567|password/i);
    });

    it('locks an account after repeated failed sign-ins until the time is up or an admin unlocks it', async () => {
      const { user } = await staffSession(t.app, 'agent');
      for (let i = 1; i < MAX_FAILED_SIGN_INS; i++) {
        expect((await staffSignIn(t.app, user.email, 'a wrong password')).statusCode).toBe(401);
      }
      const locking = await staffSignIn(t.app, user.email, 'a wrong password');
      expect(locking.statusCode).toBe(429);
      expect(Number(locking.headers['retry-after'])).toBeGreaterThan(LOCK_OUT_MS / 1000 - 60);
      expect(locking.json().message).toMatch(/^Too many failed sign-ins: this account is locked until \d\d:\d\d/);
      // Locked: the right password does not open it either.
      expect((await staffSignIn(t.app, user.email)).statusCode).toBe(429);

      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + LOCK_OUT_MS + 1000 });
      try {
        expect((await staffSignIn(t.app, user.email)).statusCode).toBe(200);
      } finally {
        vi.useRealTimers();
      }

      for (let i = 0; i < MAX_FAILED_SIGN_INS; i++) await staffSignIn(t.app, user.email, 'a wrong password');
      expect((await staffSignIn(t.app, user.email)).statusCode).toBe(429);
      const admin = await staffSession(t.app, 'admin');
      const listed = (await as(admin.headers, '/admin/users'))
        .json()
        .users.find((u: { id: string }) => u.id === user.id);
      expect(listed.lockedUntil).not.toBeNull();
      expect(
        (await as(admin.headers, `/admin/users/${user.id}`, 'PATCH', { unlock: true })).json().lockedUntil,
      ).toBeNull();
      expect((await staffSignIn(t.app, user.email)).statusCode).toBe(200);
    });

    it('signs out everywhere, and ends every session of an account whose password changes or that is deactivated', async () => {
      const phone = await staffSession(t.app, 'agent');
      const desk = await staffSignIn(t.app, phone.user.email);
      const deskCookie = { cookie: `hl_admin_session=${desk.cookies[0]?.value}` };
      expect((await as(deskCookie, '/admin/leads')).statusCode).toBe(200);
      const out = await t.app.inject({
        method: 'DELETE',
        url: '/admin/session?everywhere=true',
        headers: phone.headers,
      });
      expect(out.statusCode).toBe(204);
      expect((await as(deskCookie, '/admin/leads')).statusCode).toBe(401);
      expect((await as(phone.headers, '/admin/leads')).statusCode).toBe(401);
      const bad = await t.app.inject({
        method: 'DELETE',
        url: '/admin/session?everywhere=maybe',
        headers: { origin: SITE_ORIGIN },
      });
      expect(bad.statusCode).toBe(400);

      const admin = await staffSession(t.app, 'admin');
      const agent = await staffSession(t.app, 'agent');
      await as(admin.headers, `/admin/users/${agent.user.id}`, 'PATCH', { password: 'a brand new password 456' });
      expect((await as(agent.headers, '/admin/leads')).statusCode).toBe(401);
      expect((await staffSignIn(t.app, agent.user.email)).statusCode).toBe(401);
      expect((await staffSignIn(t.app, agent.user.email, 'a brand new password 456')).statusCode).toBe(200);

      const leaving = await staffSession(t.app, 'agent');
      const deactivated = await as(admin.headers, `/admin/users/${leaving.user.id}`, 'PATCH', { active: false });
      expect(deactivated.json().active).toBe(false);
      expect((await as(leaving.headers, '/admin/leads')).statusCode).toBe(401);
      expect((await staffSignIn(t.app, leaving.user.email)).statusCode).toBe(401);
    });

    it('keeps at least one active admin', async () => {
      const lone = await startApp({}, kind);
      try {
        const admin = await staffSession(lone.app, 'admin');
        const demote = await lone.app.inject({
          method: 'PATCH',
          url: `/admin/users/${admin.user.id}`,
          headers: { ...admin.headers, 'content-type': 'application/json' },
          payload: JSON.stringify({ role: 'viewer' }),
        });
        expect(demote.statusCode).toBe(409);
        expect(demote.json().message).toBe('This is the last active admin: make another account an admin first.');
        const empty = await lone.app.inject({
          method: 'PATCH',
          url: `/admin/users/${admin.user.id}`,
          headers: { ...admin.headers, 'content-type': 'application/json' },
          payload: '{}',
        });
        expect(empty.statusCode).toBe(400);
      } finally {
        await lone.close();
      }
    });

    it('never writes a password to the logs', async () => {
      await staffSignIn(t.app, 'owner@bondbridge.example', 'a guess that is wrong 1');
      await staffSession(t.app, 'viewer');
      expect(t.rawLogs.join('\n')).not.toMatch(/a guess that is wrong 1|a long staff password|a brand new password/);
    });
  });
}

describe('npm run staff -w bff', () => {
  let t: TestApp;
  let url: string;
  const run = promisify(execFile);
  const staff = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, '../../../scripts/staff.ts'), ...args], {
      env: { ...process.env, BFF_URL: url, ...env },
    });

  beforeAll(async () => {
    t = await startApp();
    url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => t.close());

  it('creates the first admin with ADMIN_TOKEN, who can then sign in', async () => {
    const { stdout } = await staff(['add', '--email', 'first@bondbridge.example', '--name', 'First Admin'], {
      ADMIN_TOKEN,
      STAFF_PASSWORD,
    });
    expect(stdout).toContain('first@bondbridge.example can sign in');
    expect((await staffSignIn(t.app, 'first@bondbridge.example')).json().user).toMatchObject({ role: 'admin' });
  });

  it('says what is wrong, and exits 1, without the right token', async () => {
    const failed = staff(['add', '--email', 'x@bondbridge.example', '--name', 'X'], {
      ADMIN_TOKEN: 'not-the-token-0123456789',
      STAFF_PASSWORD,
    });
    await expect(failed).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Sign in first') });
  });
});
