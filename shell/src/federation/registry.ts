import { traceparent } from '@hl/shared/traceparent';

export interface RemoteEntry {
  /** Federation name, e.g. 'mf_calculators'. */
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
}

/** Where the BFF serves the registry, built from MF_*_URL at its start-up. */
export const REGISTRY_PATH = '/api/remotes';

export type FederationRuntime = typeof import('./runtime.ts');

interface Federation {
  runtime: FederationRuntime;
  remotes: RemoteEntry[];
}

let ready: Promise<Federation> | undefined;

async function readRegistry(): Promise<RemoteEntry[]> {
  // A trace of its own: how long the registry read takes, seen from the BFF.
  const res = await fetch(REGISTRY_PATH, { credentials: 'same-origin', headers: { traceparent: traceparent() } });
  if (!res.ok) throw new Error(`Remote registry answered ${res.status}`);
  const { remotes } = (await res.json()) as { remotes: RemoteEntry[] };
  return remotes;
}

/**
 * Loads the federation runtime (its own chunk: the first screen never waits for it) and reads the
 * registry, once per page load, registering every remote. A failed read is not kept: every slot
 * shows its fallback, and the next attempt (a slot's "Try again") reads the registry again.
 */
export function federationReady(): Promise<Federation> {
  ready ??= Promise.all([import('./runtime.ts'), readRegistry()])
    .then(([runtime, remotes]) => {
      runtime.registerRemotes(remotes);
      return { runtime, remotes };
    })
    .catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
  return ready;
}

/**
 * Forgets what the runtime cached about a remote (its manifest, its entry), so that the next
 * load fetches it afresh: a remote that was down and came back renders on the next attempt.
 */
export async function resetRemote(name: string): Promise<void> {
  const { runtime, remotes } = await federationReady();
  const remote = remotes.find((r) => r.name === name);
  if (remote) runtime.registerRemotes([remote], { force: true });
}
