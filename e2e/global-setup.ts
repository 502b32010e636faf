import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTES, registryEnv, type Service, startBff, startRemote, stop } from '../scripts/lib/stack.ts';
import { E2E_PORTS } from './support/ports.ts';

/** Runs the production builds: each remote from its own origin, the BFF serving the shell. */
export default async function globalSetup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-e2e-'));
  const services: Service[] = [];
  try {
    for (const remote of REMOTES)
      services.push(await startRemote(remote.workspace, E2E_PORTS[remote.workspace], { quiet: true }));
    services.push(
      await startBff(
        E2E_PORTS.bff,
        { ...registryEnv(E2E_PORTS), DATABASE_URL: `sqlite:${path.join(dataDir, 'e2e.db')}`, LOG_LEVEL: 'warn' },
        { quiet: true },
      ),
    );
  } catch (error) {
    await Promise.all(services.map(stop));
    throw error;
  }
  return async () => {
    await Promise.all(services.map(stop));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
