import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registryEnv, type Service, startBff } from '@hl/tooling/stack';
import { E2E_PORTS } from './ports.ts';

/** The e2e site's admin token: tests read what the forms stored through the operators' /admin/leads. */
export const E2E_ADMIN_TOKEN = 'e2e-admin-token-not-secret';

/**
 * A visitor's browser, for records a test sends itself: the User-Agent of Playwright's request
 * context is on isbot's list, and the BFF stores no bot's records (docs/BFF.md, Bots).
 */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

/**
 * A BFF serving the shell build, with the e2e remotes in its registry; `overrides` replaces
 * MF_*_URL settings, e.g. to point one remote at a dead port, or METRICS_PORT to give it a metrics
 * listener. Its database lives in a temporary folder that goes when the process exits.
 */
export async function startBffWith(port: number, overrides: Record<string, string>): Promise<Service> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-e2e-bff-'));
  try {
    const service = await startBff(
      port,
      {
        ...registryEnv(E2E_PORTS),
        // The tests' browsers are headless Chromium and Firefox under WebDriver: their visits count.
        COUNT_AUTOMATED_VISITS: 'true',
        // No metrics listener unless asked for: several e2e stacks run at once, on ports of their own.
        METRICS_PORT: 'off',
        ...overrides,
        DATABASE_URL: `sqlite:${path.join(dir, 'e2e.db')}`,
        LOG_LEVEL: 'warn',
      },
      { quiet: true },
    );
    service.child.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return service;
  } catch (error) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
