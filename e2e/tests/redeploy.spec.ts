import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, type Service, siteOrigin, startRemote, stop } from '@hl/tooling/stack';
import { expect, test } from '../support/fixtures.ts';
import { REDEPLOY_PORTS } from '../support/ports.ts';
import { buildCalculatorsVariant } from '../support/remote-build.ts';
import { startBffWith } from '../support/stack.ts';

const { remote: REMOTE_PORT, bff: BFF_PORT } = REDEPLOY_PORTS;
/** A scratch copy of the calculators workspace, beside the real one so its relative imports resolve. */
const WORKDIR = path.join(ROOT, '.e2e-redeploy-calculators');
const SERVED = path.join(WORKDIR, 'served', 'dist');

function hashTree(dir: string): string {
  const hash = createHash('sha256');
  for (const file of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()) {
    const full = path.join(dir, file);
    if (fs.statSync(full).isFile()) hash.update(file).update(fs.readFileSync(full));
  }
  return hash.digest('hex');
}

test('a remote rebuilt with a visible change is picked up by a reload, the shell untouched', async ({ page }) => {
  test.setTimeout(120_000);
  fs.rmSync(WORKDIR, { recursive: true, force: true });
  const shellBefore = hashTree(path.join(ROOT, 'shell/dist'));
  let remote: Service | undefined;
  let bff: Service | undefined;
  try {
    // Deploy v1: the current build, served from its own origin.
    fs.cpSync(path.join(ROOT, 'mf-calculators/dist'), SERVED, { recursive: true });
    remote = await startRemote('mf-calculators', REMOTE_PORT, {
      quiet: true,
      dist: SERVED,
      siteOrigins: [siteOrigin(BFF_PORT)],
    });
    bff = await startBffWith(BFF_PORT, { MF_CALCULATORS_URL: `http://localhost:${REMOTE_PORT}/mf-manifest.json` });

    await page.goto(`http://localhost:${BFF_PORT}/calculators`);
    const heading = page.locator('#calculators').getByRole('heading', { level: 2 }).first();
    await expect(heading).toHaveText('Home Loan Calculators');

    // The calculators team changes its heading, rebuilds and deploys; nobody touches the shell.
    const rebuilt = buildCalculatorsVariant(WORKDIR, 'Home Loan Calculators, Rebuilt');
    fs.cpSync(rebuilt, SERVED, { recursive: true });

    await page.reload();
    await expect(heading).toHaveText('Home Loan Calculators, Rebuilt');
    expect(hashTree(path.join(ROOT, 'shell/dist'))).toBe(shellBefore);
  } finally {
    if (bff) await stop(bff);
    if (remote) await stop(remote);
    fs.rmSync(WORKDIR, { recursive: true, force: true });
  }
});
