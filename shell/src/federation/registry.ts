import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { fallbackPlugin } from './fallback-plugin.ts';

export interface RemoteEntry {
  /** Federation name, e.g. 'mf_calculators'. */
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
}

/** Where the BFF serves the registry, built from MF_*_URL at its start-up. */
export const REGISTRY_PATH = '/api/remotes';

let ready: Promise<RemoteEntry[]> | undefined;

/**
 * Reads the registry once per page load and registers every remote with the federation runtime.
 * A failed registry read leaves no remote registered: each slot then shows its fallback.
 */
export function federationReady(): Promise<RemoteEntry[]> {
  ready ??= (async () => {
    registerPlugins([fallbackPlugin()]);
    const res = await fetch(REGISTRY_PATH, { credentials: 'same-origin' });
    if (!res.ok) throw new Error(`Remote registry answered ${res.status}`);
    const { remotes } = (await res.json()) as { remotes: RemoteEntry[] };
    registerRemotes(remotes);
    return remotes;
  })();
  return ready;
}

/**
 * Forgets what the runtime cached about a remote (its manifest, its entry), so that the next
 * load fetches it afresh: a remote that was down and came back renders on the next attempt.
 */
export async function resetRemote(name: string): Promise<void> {
  const remotes = await federationReady();
  const remote = remotes.find((r) => r.name === name);
  if (remote) registerRemotes([remote], { force: true });
}
