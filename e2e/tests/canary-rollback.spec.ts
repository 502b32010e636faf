import fs from 'node:fs';
import path from 'node:path';
import { buildFacts, publish } from '@hl/tooling/release';
import { ROOT, type Service, startRemote, stop } from '@hl/tooling/stack';
import { expect, test } from '../support/fixtures.ts';
import { CANARY_PORTS } from '../support/ports.ts';
import { CALCULATORS_HEADING } from '../support/remote-build.ts';
import { E2E_ADMIN_TOKEN, startBffWith } from '../support/stack.ts';

/**
 * The automatic canary rollback against a BFF of its own that looks every second: the calculators'
 * stable build, and a canary whose section throws on half its loads (the same build, its heading
 * made to throw at random). Visitors of the canary load the page until it has the 50 page views the
 * check wants; the BFF rolls the canary back by itself and says why; the stable version is untouched.
 */
const site = `http://localhost:${CANARY_PORTS.bff}`;
const WORKDIR = path.join(ROOT, '.e2e-canary-calculators');
const RELEASES = path.join(WORKDIR, 'releases');
const admin = { authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'content-type': 'application/json' };

async function adminPost(url: string, body: unknown) {
  const res = await fetch(`${site}${url}`, { method: 'POST', headers: admin, body: JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The calculators version the registry gives a visitor (by their visitor cookie). */
async function versionFor(visitor: string) {
  const res = await fetch(`${site}/api/remotes`, { headers: { cookie: `visitor_id=${visitor}` } });
  const { remotes } = (await res.json()) as { remotes: Array<{ name: string; version: string | null }> };
  return remotes.find((r) => r.name === 'mf_calculators')?.version;
}

/** The calculators build with its section throwing on half its renders, as a careless change would. */
function halfThrowingBuild(): string {
  const dist = path.join(WORKDIR, 'bad-dist');
  fs.cpSync(path.join(ROOT, 'mf-calculators/dist'), dist, { recursive: true });
  let changed = 0;
  for (const file of fs.readdirSync(dist)) {
    // The precompressed copies would be served instead of the changed file.
    if (/\.(gz|br)$/.test(file)) fs.rmSync(path.join(dist, file));
    else if (file.endsWith('.js')) {
      const source = fs.readFileSync(path.join(dist, file), 'utf8');
      const heading = JSON.stringify(CALCULATORS_HEADING);
      if (!source.includes(heading)) continue;
      const throwing = `(()=>{if(Math.random()<.5)throw new Error("bad deploy");return ${heading}})()`;
      fs.writeFileSync(path.join(dist, file), source.replace(heading, throwing));
      changed += 1;
    }
  }
  if (changed === 0) throw new Error(`no chunk of mf-calculators/dist says "${CALCULATORS_HEADING}"`);
  return dist;
}

let remote: Service | undefined;
let bff: Service | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  fs.rmSync(WORKDIR, { recursive: true, force: true });
  publish(path.join(ROOT, 'mf-calculators/dist'), RELEASES, 'good1');
  publish(halfThrowingBuild(), RELEASES, 'bad2');
  remote = await startRemote('mf-calculators', CANARY_PORTS.remote, {
    quiet: true,
    siteOrigins: [site],
    dist: path.join(ROOT, 'mf-calculators/dist'),
    releasesDir: RELEASES,
  });
  bff = await startBffWith(CANARY_PORTS.bff, {
    ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    MF_CALCULATORS_URL: `http://localhost:${CANARY_PORTS.remote}/mf-manifest.json`,
    CANARY_CHECK_MS: '1000',
  });
  for (const version of ['good1', 'bad2']) {
    const facts = { ...buildFacts(path.join(RELEASES, version)), version };
    expect((await adminPost('/admin/remotes/mf_calculators/releases', facts)).status).toBe(201);
  }
  expect((await adminPost('/admin/remotes/mf_calculators/promote', { version: 'good1' })).status).toBe(200);
});

test.afterAll(async () => {
  if (bff) await stop(bff);
  if (remote) await stop(remote);
  fs.rmSync(WORKDIR, { recursive: true, force: true });
});

test('a canary throwing on half its loads is rolled back by the BFF, which says why; the stable one is untouched', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const canary = await adminPost('/admin/remotes/mf_calculators/canary', { version: 'bad2', share: 50, by: 'e2e' });
  expect(canary.body.canary).toEqual({ version: 'bad2', share: 50 });
  let inCanary: string | undefined;
  let outside: string | undefined;
  while (!inCanary || !outside) {
    const visitor = crypto.randomUUID();
    if ((await versionFor(visitor)) === 'bad2') inCanary ??= visitor;
    else outside ??= visitor;
  }

  // Each load a visit of its own (a fresh session), the canary's visitor every time, until the
  // check has what it needs and rolls the canary back.
  let loads = 0;
  while ((await versionFor(inCanary)) === 'bad2') {
    expect(loads, 'the canary is still running after 70 of its page loads').toBeLessThan(70);
    const context = await browser.newContext();
    await context.addCookies([{ name: 'visitor_id', value: inCanary, url: site }]);
    const page = await context.newPage();
    await page.goto(`${site}/calculators`);
    // Thrown or not, the section shows: a throw falls back to the stable build.
    await expect(page.locator('#calculators').getByRole('heading', { name: CALCULATORS_HEADING })).toBeVisible();
    // The tracker loads once the page has gone idle; a page closed before then records no page view
    // (and so no load the check can count).
    await page.waitForLoadState('networkidle');
    // Hidden: the tracker's beacon takes what waits.
    await page.close({ runBeforeUnload: true });
    await context.close();
    loads += 1;
  }
  expect(loads).toBeGreaterThanOrEqual(50);

  const state = (await (await fetch(`${site}/admin/remotes`, { headers: admin })).json()) as {
    remotes: Array<{ name: string; stable: string | null; canary: unknown }>;
    audit: Array<{ name: string; action: string; version: string; actor: string; reason: string }>;
  };
  expect(state.remotes.find((r) => r.name === 'mf_calculators')).toMatchObject({ stable: 'good1', canary: null });
  expect(state.audit[0]).toMatchObject({
    name: 'mf_calculators',
    action: 'rollback',
    version: 'bad2',
    actor: 'canary check',
    reason: expect.stringMatching(/^errors per page view .* more than 3 times the stable version's/),
  });
  expect(await versionFor(outside)).toBe('good1');
});
