import { leadFollowUpSchema } from '@hl/shared/insights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUTH, post, SITE_ORIGIN, staffSession, startApp, type TestApp } from '../../app.ts';
import { databaseKinds } from '../../databases.ts';

for (const kind of databaseKinds) {
  describe(`lead follow-up on ${kind.name}`, () => {
    let t: TestApp;
    let agent: Awaited<ReturnType<typeof staffSession>>;
    let leadId: string;
    const send = (id: string, body: unknown, headers = agent.headers) =>
      t.app.inject({
        method: 'PATCH',
        url: `/admin/leads/${id}`,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
    const get = (url: string, headers: Record<string, string> = agent.headers) => t.app.inject({ url, headers });

    beforeAll(async () => {
      t = await startApp({ CONTACT_RATE_LIMIT: '1000' }, kind);
      for (const name of ['Thandi Nkosi', 'Pieter Botha', 'Sipho Dube']) {
        const email = `${name.split(' ')[0]?.toLowerCase()}@example.co.za`;
        await post(t.app, '/contact/callbackrequest', { name, email, mobile: '0821234567' });
      }
      leadId = (await t.app.leadsRepository.list()).find((l) => l.email === 'thandi@example.co.za')?.id ?? '';
      agent = await staffSession(t.app, 'agent');
    });
    afterAll(async () => t?.close());

    it('takes a lead from new through the statuses with an owner and notes, each change in its history', async () => {
      expect((await get(`/admin/leads/${leadId}`)).json().followUp).toEqual({
        status: 'new',
        lostReason: null,
        owner: null,
        history: [],
      });
      expect((await send(leadId, { ownerId: agent.user.id, status: 'contacted' })).statusCode).toBe(200);
      await send(leadId, { note: 'Called: wants pre-approval before viewing.' });
      await send(leadId, { status: 'pre_approval_started' });
      const res = await send(leadId, { status: 'lost', lostReason: 'Chose another bank' });
      expect(res.statusCode).toBe(200);
      const followUp = leadFollowUpSchema.parse(res.json().followUp);
      expect(followUp).toMatchObject({
        status: 'lost',
        lostReason: 'Chose another bank',
        owner: { id: agent.user.id, name: 'Test agent' },
      });
      expect(followUp.history?.map((h) => [h.by, h.change, h.from, h.to, h.text])).toEqual([
        ['Test agent', 'status', 'new', 'contacted', null],
        ['Test agent', 'owner', null, 'Test agent', null],
        ['Test agent', 'note', null, null, 'Called: wants pre-approval before viewing.'],
        ['Test agent', 'status', 'contacted', 'pre_approval_started', null],
        ['Test agent', 'status', 'pre_approval_started', 'lost', 'Chose another bank'],
      ]);
      // The furthest stage it reached stays, lost or not: what the funnel counts.
      const row = await t.db
        .selectFrom('leads')
        .select(['status', 'reached'])
        .where('id', '=', leadId)
        .executeTakeFirst();
      expect(row).toEqual({ status: 'lost', reached: 2 });
    });

    it('refuses what would not make sense with 400 naming the field, and changes nothing', async () => {
      const other = (await t.app.leadsRepository.list()).find((l) => l.email === 'pieter@example.co.za')?.id ?? '';
      for (const [body, field] of [
        [{ status: 'lost' }, 'lostReason'],
        [{ status: 'contacted', lostReason: 'x' }, 'lostReason'],
        [{ status: 'closed' }, 'status'],
        [{ ownerId: 'nobody-at-all' }, 'ownerId'],
        [{ note: '   ' }, 'note'],
        [{}, 'status'],
      ] as const) {
        const res = await send(other, body);
        expect(res.statusCode, JSON.stringify(body)).toBe(400);
        expect(
          res.json().errors.map((e: { field: string }) => e.field),
          JSON.stringify(body),
        ).toContain(field);
      }
      expect((await get(`/admin/leads/${other}`)).json().followUp).toMatchObject({ status: 'new', history: [] });
      expect((await send('no-such-lead', { status: 'contacted' })).statusCode).toBe(404);
      const viewer = await staffSession(t.app, 'viewer');
      expect((await send(other, { status: 'contacted' }, viewer.headers)).statusCode).toBe(403);
    });

    it('filters the list by status and owner, counts the leads by status, and puts the follow-up in the CSV', async () => {
      const list = (query: string) => get(`/admin/leads?${query}`).then((r) => r.json());
      const lost = await list('status=lost');
      expect(lost.leads.map((l: { email: string }) => l.email)).toEqual(['thandi@example.co.za']);
      expect(lost.statusCounts).toMatchObject({ new: 2, lost: 1, contacted: 0 });
      expect((await list(`owner=${agent.user.id}`)).total).toBe(1);
      expect((await list('owner=none')).total).toBe(2);
      const csv = (await get('/admin/leads?format=csv&status=lost')).body;
      expect(csv).toContain(',lost,Chose another bank,Test agent,');
    });

    it('writes each change to the audit log without the note', async () => {
      const entries = (await get('/admin/audit', ADMIN_AUTH)).json().entries as Array<{
        action: string;
        detail: Record<string, unknown>;
      }>;
      const updates = entries.filter((e) => e.action === 'lead.update');
      expect(updates.map((e) => e.detail.changed)).toContainEqual(['note']);
      expect(JSON.stringify(updates)).not.toContain('pre-approval before viewing');
    });

    it('deletes a lead’s history with the lead on a deletion request', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/admin/erasure',
        headers: { ...ADMIN_AUTH, origin: SITE_ORIGIN, 'content-type': 'application/json' },
        payload: JSON.stringify({ email: 'thandi@example.co.za' }),
      });
      expect(res.json()).toMatchObject({ leads: 1 });
      expect(await t.db.selectFrom('lead_history').selectAll().where('lead_id', '=', leadId).execute()).toEqual([]);
    });
  });
}
