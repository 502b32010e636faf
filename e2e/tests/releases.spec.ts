import fs from 'node:fs';
import path from 'node:path';
import { buildFacts, publish } from '@hl/tooling/release';
import { ROOT, type Service, startRemote, stop } from '@hl/tooling/stack';
import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.ts';
import { RELEASE_PORTS } from '../support/ports.ts';
import { buildCalculatorsVariant, CALCULATORS_HEADING } from '../support/remote-build.ts';
import { E2E_ADMIN_TOKEN, startBffWith } from '../support/stack.ts';

/**
 * Releasing the calculators remote as its team does, against a BFF of its own: three builds whose
 * heading tells them apart are published side by side and released through the BFF's admin API
 * (what `npm run release` calls), then go to a canary, get promoted, rolled back and previewed while
 * browsers load the composed site. No BFF restart anywhere.
 */
const site = `http://localhost:${RELEASE_PORTS.bff}`;
const WORKDIR = path.join(ROOT, '.e2e-release-calculators');
const RELEASES = path.join(WORKDIR, 'releases');
const HEADINGS = {
  e2e1: CALCULATORS_HEADING,
  e2e2: `${CALCULATORS_HEADING}, v2`,
  e2e3: `${CALCULATORS_HEADING}, preview`,
};

async function adminPost(url: string, body: unknown) {
  const res = await fetch(`${site}${url}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${E2E_ADMIN_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { message?: string } };
}

/** The calculators version the registry gives a visitor (by their visitor cookie). */
async function versionFor(visitor: string) {
  const res = await fetch(`${site}/api/remotes`, { headers: { cookie: `visitor_id=${visitor}` } });
  const { remotes } = (await res.json()) as { remotes: Array<{ name: string; version: string | null }> };
  return remotes.find((r) => r.name === 'mf_calculators')?.version;
}

/** A browser of its own for one visitor (their visitor cookie set), showing the calculators page. */
async function visitorPage(browser: Browser, visitor?: string): Promise<Page> {
  const context = await browser.newContext();
  if (visitor) await context.addCookies([{ name: 'visitor_id', value: visitor, url: site }]);
  return context.newPage();
}

const calculatorsHeading = (page: Page) => page.locator('#calculators').getByRole('heading', { level: 2 }).first();

let remote: Service | undefined;
let bff: Service | undefined;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  fs.rmSync(WORKDIR, { recursive: true, force: true });
  // e2e1: the build as it is; e2e2 and e2e3: the team's next changes, built as the release builds.
  publish(path.join(ROOT, 'mf-calculators/dist'), RELEASES, 'e2e1');
  for (const version of ['e2e2', 'e2e3'] as const) {
    publish(buildCalculatorsVariant(path.join(WORKDIR, version), HEADINGS[version], version), RELEASES, version);
  }
  remote = await startRemote('mf-calculators', RELEASE_PORTS.remote, {
    quiet: true,
    siteOrigins: [site],
    dist: path.join(ROOT, 'mf-calculators/dist'),
    releasesDir: RELEASES,
  });
  bff = await startBffWith(RELEASE_PORTS.bff, {
    ADMIN_TOKEN: E2E_ADMIN_TOKEN,
    MF_CALCULATORS_URL: `http://localhost:${RELEASE_PORTS.remote}/mf-manifest.json`,
  });
  for (const version of ['e2e1', 'e2e2', 'e2e3']) {
    const facts = { ...buildFacts(path.join(RELEASES, version)), version };
    expect((await adminPost('/admin/remotes/mf_calculators/releases', facts)).status).toBe(201);
  }
  expect((await adminPost('/admin/remotes/mf_calculators/promote', { version: 'e2e1' })).status).toBe(200);
});

test.afterAll(async () => {
  if (bff) await stop(bff);
  if (remote) await stop(remote);
  fs.rmSync(WORKDIR, { recursive: true, force: true });
});

test.describe.configure({ mode: 'serial' });

test('a canary splits visitors: each keeps their own version across pages, the others keep the stable one', async ({
  browser,
}) => {
  const canary = await adminPost('/admin/remotes/mf_calculators/canary', { version: 'e2e2', share: 50, by: 'e2e' });
  expect(canary.body.canary).toEqual({ version: 'e2e2', share: 50 });
  // One visitor the canary took and one it did not, as the registry tells them apart.
  let inCanary: string | undefined;
  let outside: string | undefined;
  while (!inCanary || !outside) {
    const visitor = crypto.randomUUID();
    if ((await versionFor(visitor)) === 'e2e2') inCanary ??= visitor;
    else outside ??= visitor;
  }
  const canaryPage = await visitorPage(browser, inCanary);
  const stablePage = await visitorPage(browser, outside);
  // Section routes load the remotes above their section at once (on / the calculators wait to be scrolled to).
  for (const path of ['/calculators', '/team', '/calculators']) {
    await canaryPage.goto(`${site}${path}`);
    await expect(calculatorsHeading(canaryPage)).toHaveText(HEADINGS.e2e2);
    await stablePage.goto(`${site}${path}`);
    await expect(calculatorsHeading(stablePage)).toHaveText(HEADINGS.e2e1);
  }
  // The version's files come from its own folder.
  const requested: string[] = [];
  canaryPage.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await canaryPage.reload();
  await expect(calculatorsHeading(canaryPage)).toHaveText(HEADINGS.e2e2);
  expect(requested).toContain('/e2e2/mf-manifest.json');
  expect(requested.filter((p) => p.startsWith('/e2e1/'))).toEqual([]);
  await canaryPage.context().close();
  await stablePage.context().close();
});

test('promote and rollback reach the next page load, without a restart', async ({ browser }) => {
  const page = await visitorPage(browser, crypto.randomUUID());
  const promoted = await adminPost('/admin/remotes/mf_calculators/promote', { by: 'e2e', reason: 'canary is fine' });
  expect(promoted.body).toMatchObject({ stable: 'e2e2', canary: null });
  await page.goto(`${site}/calculators`);
  await expect(calculatorsHeading(page)).toHaveText(HEADINGS.e2e2);

  const rolledBack = await adminPost('/admin/remotes/mf_calculators/rollback', { by: 'e2e', reason: 'test' });
  expect(rolledBack.body).toMatchObject({ stable: 'e2e1', rolledBack: 'e2e2' });
  await page.reload();
  await expect(calculatorsHeading(page)).toHaveText(HEADINGS.e2e1);
  await page.context().close();
});

test('a preview link shows a candidate to the one browser that opened it', async ({ browser }) => {
  const link = await adminPost('/admin/remotes/mf_calculators/preview', { version: 'e2e3', by: 'e2e' });
  expect(link.status).toBe(200);
  const previewer = await visitorPage(browser);
  const other = await visitorPage(browser);
  await previewer.goto(`${site}${link.body.url as string}`);
  await expect(previewer).toHaveURL(`${site}/`);
  await previewer.goto(`${site}/calculators`);
  await expect(calculatorsHeading(previewer)).toHaveText(HEADINGS.e2e3);
  await other.goto(`${site}/calculators`);
  await expect(calculatorsHeading(other)).toHaveText(HEADINGS.e2e1);
  // Ending the preview brings the stable version back to that browser too.
  await previewer.goto(`${site}/api/remotes/preview/end`);
  await previewer.goto(`${site}/calculators`);
  await expect(calculatorsHeading(previewer)).toHaveText(HEADINGS.e2e1);
  await previewer.context().close();
  await other.context().close();
});

test('an incompatible build is refused, with a message naming the problem', async () => {
  const facts = buildFacts(path.join(RELEASES, 'e2e1'));
  const react18 = {
    ...facts,
    version: 'e2e-react18',
    shared: facts.shared.map((s) => (s.name === 'react' ? { ...s, requiredVersion: '^18.3.0' } : s)),
  };
  const refused = await adminPost('/admin/remotes/mf_calculators/releases', react18);
  expect(refused.status).toBe(409);
  expect(refused.body.message).toBe(
    'mf_calculators e2e-react18 cannot be released: mf_calculators asks react ^18.3.0; the shell provides 19.3.1.',
  );
  const noExpose = await adminPost('/admin/remotes/mf_calculators/releases', {
    ...facts,
    version: 'e2e-empty',
    exposes: [],
  });
  expect(noExpose.body.message).toContain('mf_calculators does not expose CalculatorsSection, which the shell loads.');
  const wrongProp = await adminPost('/admin/remotes/mf_calculators/releases', {
    ...facts,
    version: 'e2e-props',
    contract: { CalculatorsSection: { initialCalculator: 'number' } },
  });
  expect(wrongProp.body.message).toContain(
    "mf_calculators/CalculatorsSection: prop initialCalculator is a number in this build; the shell's contract says not a prop.",
  );
});
