import { REMOTES, type Service, startRemote, stop } from '@hl/tooling/stack';
import { E2E_PORTS, METRICS_PORT, SITE_ORIGINS } from './support/ports.ts';
import { E2E_ADMIN_TOKEN, startBffWith } from './support/stack.ts';

/** Runs the production builds: each remote from its own origin, the BFF serving the shell. */
export default async function globalSetup() {
  const services: Service[] = [];
  try {
    for (const remote of REMOTES)
      services.push(
        await startRemote(remote.workspace, E2E_PORTS[remote.workspace], { quiet: true, siteOrigins: SITE_ORIGINS }),
      );
    services.push(
      await startBffWith(E2E_PORTS.bff, { ADMIN_TOKEN: E2E_ADMIN_TOKEN, METRICS_PORT: String(METRICS_PORT) }),
    );
  } catch (error) {
    await Promise.all(services.map(stop));
    throw error;
  }
  return async () => {
    await Promise.all(services.map(stop));
  };
}
