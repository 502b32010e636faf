import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_AUTH, post, startApp, type TestApp } from '../../app.ts';
import { databaseKinds } from '../../databases.ts';
import { admin, calculatorsBuild, HOST_SHARED } from '../../releases.ts';

const CALCULATORS = 'http://localhost:8081/mf-manifest.json';

describe.each(databaseKinds)('the automatic canary rollback on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // The timer off: the test looks when it wants to.
    t = await startApp({ MF_CALCULATORS_URL: CALCULATORS, CANARY_CHECK_MS: '0' }, kind, HOST_SHARED);
    await admin(t.app, '/admin/remotes/mf_calculators/releases', calculatorsBuild('aaaa1111'));
    await admin(t.app, '/admin/remotes/mf_calculators/promote', { version: 'aaaa1111' });
  });
  afterAll(async () => t.close());

  const calculators = () => t.app.remoteRegistry.current().find((s) => s.name === 'mf_calculators');

  /** `pages` page views of a visit that ran `version`, as the tracker records them (a section seen on each). */
  async function pageViews(version: string, pages: number) {
    const session = crypto.randomUUID();
    const records = Array.from({ length: pages }, (_, i) => ({
      kind: 'event',
      type: 'section_view',
      element: 'calculators',
      passive: true,
      path: `/calculators/${i}`,
      remotes: { mf_calculators: version },
    }));
    const res = await post(t.app, '/analytics/batch', records, {
      headers: { cookie: `hl_session_id=${session}; visitor_id=${crypto.randomUUID()}` },
    });
    expect(res.statusCode).toBe(202);
  }

  async function errors(version: string, count: number, more: Record<string, unknown> = {}) {
    const error = {
      kind: 'error',
      type: 'render',
      remote: 'mf_calculators',
      version,
      message: 'TypeError: rate is undefined',
      path: '/calculators',
      ...more,
    };
    await post(
      t.app,
      '/analytics/batch',
      Array.from({ length: count }, () => error),
    );
  }

  it('leaves a canary that throws alone while it has fewer than 50 page views', async () => {
    await admin(t.app, '/admin/remotes/mf_calculators/releases', calculatorsBuild('bbbb2222'));
    await admin(t.app, '/admin/remotes/mf_calculators/canary', { version: 'bbbb2222', share: 50 });
    await pageViews('bbbb2222', 49);
    await errors('bbbb2222', 20);
    expect(await t.app.canaryCheck.run()).toEqual([]);
    expect(calculators()?.canary).toEqual({ version: 'bbbb2222', share: 50 });
  });

  it('rolls back a canary throwing on half its page views, says why at warn and in the audit log, and leaves the stable one', async () => {
    // A page whose one record naming the canary is its error (the version threw, and the last good
    // build took its place) is a page view of the canary too.
    await errors('bbbb2222', 1, { path: '/calculators/thrown', remotes: { mf_calculators: 'bbbb2222' } });
    await errors('bbbb2222', 4);
    await pageViews('aaaa1111', 50);
    await errors('aaaa1111', 1);
    expect(await t.app.canaryCheck.run()).toEqual(['mf_calculators']);

    expect(calculators()).toMatchObject({ stable: 'aaaa1111', canary: null });
    const warning = t.logs.find(
      (l) => l.level === 40 && String(l.msg).startsWith('canary mf_calculators bbbb2222 rolled back'),
    );
    expect(warning?.msg).toContain('errors per page view 0.5 (25 in 50)');
    const audit = await t.app.remoteRegistryRepository.auditLog({ name: 'mf_calculators', limit: 1 });
    expect(audit[0]).toMatchObject({
      action: 'rollback',
      version: 'bbbb2222',
      actor: 'canary check',
      reason: expect.stringMatching(
        /^errors per page view 0\.5 .* more than 3 times the stable version's 0\.02 \(1 in 50\)$/,
      ),
    });
    // The operators' page marks it, with the reason.
    const from = encodeURIComponent(new Date(Date.now() - 3_600_000).toISOString());
    const to = encodeURIComponent(new Date(Date.now() + 60_000).toISOString());
    const answer = await t.app.inject({
      url: `/admin/insights/errors?from=${from}&to=${to}`,
      headers: ADMIN_AUTH,
    });
    expect(answer.json().markers.at(-1)).toMatchObject({
      action: 'rollback',
      actor: 'canary check',
      version: 'bbbb2222',
    });

    // Looked at again: no canary now, and the stable version is untouched.
    expect(await t.app.canaryCheck.run()).toEqual([]);
    expect(calculators()).toMatchObject({ stable: 'aaaa1111', canary: null });
  });
});
