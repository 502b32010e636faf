import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';
import { fallbackPlugin } from './fallback-plugin.ts';

/**
 * A transient failure (a dropped connection, a remote restarting during a deploy) is retried
 * before a slot gives up: the manifest fetch twice (the plugin waits 1 s between tries), the
 * remote entry's script twice, 500 ms apart. Only then does the fallback plugin take over.
 */
const retry = RetryPlugin({ fetch: { retryTimes: 2 }, script: { retryTimes: 2, retryDelay: 500 } });

export interface RemoteEntry {
  /** Federation name, e.g. 'mf_calculators'. */
  name: string;
  /** URL of the remote's mf-manifest.json. */
  entry: string;
}

/** Where the BFF serves the registry, built from MF_*_URL at its start-up. */
export const REGISTRY_PATH = '/api/remotes';

let pluginRegistered = false;
let ready: Promise<RemoteEntry[]> | undefined;

async function readRegistry(): Promise<RemoteEntry[]> {
  if (!pluginRegistered) {
    registerPlugins([retry, fallbackPlugin()]);
    pluginRegistered = true;
  }
  const res = await fetch(REGISTRY_PATH, { credentials: 'same-origin' });
  if (!res.ok) throw new Error(`Remote registry answered ${res.status}`);
  const { remotes } = (await res.json()) as { remotes: RemoteEntry[] };
  registerRemotes(remotes);
  return remotes;
}

/**
 * Reads the registry once per page load and registers every remote with the federation runtime.
 * A failed read is not kept: every slot shows its fallback, and the next attempt (a slot's
 * "Try again") reads the registry again.
 */
export function federationReady(): Promise<RemoteEntry[]> {
  ready ??= readRegistry().catch((error: unknown) => {
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
  const remotes = await federationReady();
  const remote = remotes.find((r) => r.name === name);
  if (remote) registerRemotes([remote], { force: true });
}
