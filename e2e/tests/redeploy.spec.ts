import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, type Service, siteOrigin, startRemote, stop } from '@hl/tooling/stack';
import { expect, test } from '../support/fixtures.ts';
import { startBffWith } from '../support/stack.ts';

const REMOTE_PORT = 18095;
const BFF_PORT = 18096;
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
    for (const entry of ['src', 'rspack.config.ts', 'package.json']) {
      fs.cpSync(path.join(ROOT, 'mf-calculators', entry), path.join(WORKDIR, entry), { recursive: true });
    }
    const component = path.join(WORKDIR, 'src/components/CalculatorsSection.tsx');
    const source = fs.readFileSync(component, 'utf8');
    expect(source).toContain('Home Loan Calculators');
    fs.writeFileSync(component, source.replace('Home Loan Calculators', 'Home Loan Calculators, Rebuilt'));
    execFileSync(
      process.execPath,
      [path.join(ROOT, 'node_modules/@rspack/cli/bin/rspack.js'), 'build', '--mode', 'production'],
      {
        cwd: WORKDIR,
        stdio: 'ignore',
      },
    );
    fs.cpSync(path.join(WORKDIR, 'dist'), SERVED, { recursive: true });

    await page.reload();
    await expect(heading).toHaveText('Home Loan Calculators, Rebuilt');
    expect(hashTree(path.join(ROOT, 'shell/dist'))).toBe(shellBefore);
  } finally {
    if (bff) await stop(bff);
    if (remote) await stop(remote);
    fs.rmSync(WORKDIR, { recursive: true, force: true });
  }
});
