import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { canaryBucket } from '../../../src/releases/canary.ts';
import { ADMIN_AUTH, startApp, type TestApp } from '../../app.ts';
import { databaseKinds } from '../../databases.ts';
import { admin, calculatorsBuild, HOST_SHARED, registryFor } from '../../releases.ts';

const CALCULATORS = 'http://localhost:8081/mf-manifest.json';
const at = (version: string) => `http://localhost:8081/${version}/mf-manifest.json`;
const calculatorsOf = async (t: TestApp, visitor: string, preview?: string) =>
  (await registryFor(t.app, visitor, preview)).remotes.find((r) => r.name === 'mf_calculators');

/** Visitors who fall inside and outside a canary of `share` percent of the calculators. */
function visitorsFor(share: number) {
  const inside: string[] = [];
  const outside: string[] = [];
  while (inside.length < 3 || outside.length < 3) {
    const id = crypto.randomUUID();
    (canaryBucket(id, 'mf_calculators') < share ? inside : outside).push(id);
  }
  return { inside, outside };
}

describe.each(databaseKinds)('releasing a remote on $name', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startApp({ MF_CALCULATORS_URL: CALCULATORS }, kind, HOST_SHARED);
  });
  afterAll(async () => t.close());

  it('refuses an incompatible build with a message naming each problem, and records nothing live', async () => {
    const react18 = calculatorsBuild('bad00001');
    for (const entry of react18.shared) if (/^react(-dom)?(\/|$)/.test(entry.name)) entry.requiredVersion = '^18.2.0';
    const refused = await admin(t.app, '/admin/remotes/mf_calculators/releases', react18);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'mf_calculators bad00001 cannot be released: mf_calculators asks react ^18.2.0; the shell provides 19.3.1. mf_calculators asks react-dom ^18.2.0; the shell provides 19.3.1.',
    );

    const noExpose = { ...calculatorsBuild('bad00002'), exposes: [] };
    expect((await admin(t.app, '/admin/remotes/mf_calculators/releases', noExpose)).json().message).toContain(
      'mf_calculators does not expose CalculatorsSection, which the shell loads.',
    );

    const wrongProp = { ...calculatorsBuild('bad00003'), contract: { CalculatorsSection: { calculator: 'string' } } };
    expect((await admin(t.app, '/admin/remotes/mf_calculators/releases', wrongProp)).json().message).toContain(
      "mf_calculators/CalculatorsSection: prop calculator is a string in this build; the shell's contract says not a prop.",
    );

    const { remotes } = (await t.app.inject({ url: '/admin/remotes', headers: ADMIN_AUTH })).json();
    const calculators = remotes.find((r: { name: string }) => r.name === 'mf_calculators');
    expect(calculators.releases).toEqual([]);
    const audit = (await t.app.inject({ url: '/admin/remotes', headers: ADMIN_AUTH })).json().audit;
    expect(
      audit.filter((a: { action: string }) => a.action === 'refused').map((a: { version: string }) => a.version),
    ).toEqual(['bad00003', 'bad00002', 'bad00001']);
  });

  it('names the field of a bad request and the remote it does not know', async () => {
    const bad = await admin(t.app, '/admin/remotes/mf_calculators/releases', {
      ...calculatorsBuild('x'),
      version: 'Not A Version',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('version must be 1-40 of 0-9, a-z, dot and dash.');
    const share = await admin(t.app, '/admin/remotes/mf_calculators/canary', { share: 150 });
    expect(share.statusCode).toBe(400);
    expect(share.json().message).toContain('share must be 1 to 99.');
    const unknown = await admin(t.app, '/admin/remotes/mf_weather/promote', {});
    expect(unknown.statusCode).toBe(404);
  });

  it('releases, canaries to a sticky share, promotes and rolls back, each reaching the next registry read', async () => {
    const { inside, outside } = visitorsFor(10);
    const released = await admin(t.app, '/admin/remotes/mf_calculators/releases', {
      ...calculatorsBuild('aaaa1111'),
      by: 'thandi',
      reason: 'new transfer costs',
    });
    expect(released.statusCode).toBe(201);
    // Released is not live: everybody still loads the configured build.
    expect(await calculatorsOf(t, inside[0] as string)).toEqual({
      name: 'mf_calculators',
      entry: CALCULATORS,
      version: null,
    });

    expect((await admin(t.app, '/admin/remotes/mf_calculators/promote', { version: 'aaaa1111' })).statusCode).toBe(200);
    for (const visitor of [...inside, ...outside]) {
      expect(await calculatorsOf(t, visitor)).toEqual({
        name: 'mf_calculators',
        entry: at('aaaa1111'),
        version: 'aaaa1111',
        // The build before it: the configured one.
        fallback: { entry: CALCULATORS, version: null },
      });
    }

    await admin(t.app, '/admin/remotes/mf_calculators/releases', calculatorsBuild('bbbb2222'));
    const canary = await admin(t.app, '/admin/remotes/mf_calculators/canary', { version: 'bbbb2222', share: 10 });
    expect(canary.json().canary).toEqual({ version: 'bbbb2222', share: 10 });
    for (const visitor of inside) {
      // The same version on every page load: the visitor cookie decides, not chance.
      for (let load = 0; load < 3; load++) {
        expect(await calculatorsOf(t, visitor)).toMatchObject({
          version: 'bbbb2222',
          fallback: { entry: at('aaaa1111'), version: 'aaaa1111' },
        });
      }
    }
    for (const visitor of outside) expect((await calculatorsOf(t, visitor))?.version).toBe('aaaa1111');
    const { live } = await registryFor(t.app, outside[0] as string);
    expect(live.find((l) => l.name === 'mf_calculators')).toEqual({
      name: 'mf_calculators',
      stable: 'aaaa1111',
      canary: { version: 'bbbb2222', share: 10 },
    });

    // Promote with no version takes the canary's.
    const promoted = await admin(t.app, '/admin/remotes/mf_calculators/promote', { by: 'thandi' });
    expect(promoted.json()).toMatchObject({ stable: 'bbbb2222', previous: 'aaaa1111', canary: null });
    for (const visitor of [...inside, ...outside]) expect((await calculatorsOf(t, visitor))?.version).toBe('bbbb2222');

    const rollback = await admin(t.app, '/admin/remotes/mf_calculators/rollback', { by: 'sipho', reason: 'errors' });
    expect(rollback.json()).toMatchObject({ stable: 'aaaa1111', previous: null, rolledBack: 'bbbb2222' });
    expect(await calculatorsOf(t, outside[0] as string)).toMatchObject({
      version: 'aaaa1111',
      fallback: { version: null },
    });
    // A second rollback goes back to the configured build; a third has nowhere to go.
    await admin(t.app, '/admin/remotes/mf_calculators/rollback', {});
    expect((await calculatorsOf(t, outside[0] as string))?.version).toBeNull();
    expect((await admin(t.app, '/admin/remotes/mf_calculators/rollback', {})).statusCode).toBe(409);

    const { audit } = (await t.app.inject({ url: '/admin/remotes', headers: ADMIN_AUTH })).json();
    const mine = audit.filter(
      (a: { name: string; action: string }) => a.name === 'mf_calculators' && a.action !== 'refused',
    );
    expect(mine.slice(0, 3).reverse()).toMatchObject([
      { action: 'promote', version: 'bbbb2222', actor: 'thandi' },
      { action: 'rollback', version: 'bbbb2222', actor: 'sipho', reason: 'errors' },
      { action: 'rollback', version: 'aaaa1111', actor: 'admin token' },
    ]);
    expect(mine.at(-1)).toMatchObject({
      action: 'release',
      version: 'aaaa1111',
      actor: 'thandi',
      reason: 'new transfer costs',
    });
  });

  it('shows a previewed version to the browser holding the link only', async () => {
    await admin(t.app, '/admin/remotes/mf_calculators/releases', calculatorsBuild('cccc3333'));
    const link = await admin(t.app, '/admin/remotes/mf_calculators/preview', { version: 'cccc3333' });
    expect(link.statusCode).toBe(200);
    const opened = await t.app.inject({ url: link.json().url });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe('/');
    const cookie = String(opened.headers['set-cookie']);
    expect(cookie).toMatch(/^hl_preview=[^;]+; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax/);
    const token = decodeURIComponent(/^hl_preview=([^;]+)/.exec(cookie)?.[1] ?? '');

    const visitor = crypto.randomUUID();
    expect(await calculatorsOf(t, visitor, token)).toMatchObject({ version: 'cccc3333', preview: true });
    expect((await calculatorsOf(t, visitor))?.preview).toBeUndefined();
    expect((await calculatorsOf(t, visitor))?.version).not.toBe('cccc3333');
    // A forged or unknown link sets nothing.
    const forged = await t.app.inject({ url: link.json().url.replace('cccc3333', 'dddd4444') });
    expect(forged.statusCode).toBe(400);
    expect(forged.headers['set-cookie']).toBeUndefined();
    expect((await admin(t.app, '/admin/remotes/mf_calculators/preview', { version: 'eeee5555' })).statusCode).toBe(404);
  });
});

describe('the registry on two replicas', () => {
  const postgres = databaseKinds.find((k) => k.name === 'postgres');
  it.runIf(postgres)('serves a change made on one replica from the other within 5 s, without a restart', async () => {
    const database = await (postgres as (typeof databaseKinds)[number]).create();
    const one = await startApp({ MF_CALCULATORS_URL: CALCULATORS }, database, HOST_SHARED);
    const two = await startApp({ MF_CALCULATORS_URL: CALCULATORS }, database, HOST_SHARED);
    try {
      await admin(one.app, '/admin/remotes/mf_calculators/releases', calculatorsBuild('ffff6666'));
      await admin(one.app, '/admin/remotes/mf_calculators/promote', { version: 'ffff6666' });
      const visitor = crypto.randomUUID();
      const started = Date.now();
      while ((await calculatorsOf(two, visitor))?.version !== 'ffff6666') {
        expect(Date.now() - started).toBeLessThan(5000);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      await two.close();
      await one.close();
      await database.drop();
    }
  });
});
