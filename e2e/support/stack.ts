import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { registryEnv, type Service, startBff } from '../../scripts/lib/stack.ts';
import { E2E_PORTS } from './ports.ts';

/**
 * A second BFF (serving the same shell build) whose registry differs from the main e2e stack's:
 * `overrides` replaces MF_*_URL settings, e.g. to point one remote at a dead port.
 */
export async function startBffWith(
  port: number,
  overrides: Record<string, string>,
): Promise<Service & { dir: string }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-e2e-bff-'));
  const service = await startBff(
    port,
    { ...registryEnv(E2E_PORTS), ...overrides, DATABASE_URL: `sqlite:${path.join(dir, 'e2e.db')}`, LOG_LEVEL: 'warn' },
    { quiet: true },
  );
  return { ...service, dir };
}
