import { traceparent } from '@hl/shared/traceparent';
import type { Build } from './builds.ts';

/** Where the BFF serves the registry: which build of each remote this browser loads. */
export const REGISTRY_PATH = '/api/remotes';

/** The federation code, a chunk of its own: the runtime and which build of each remote the page runs. */
export type Federation = typeof import('./builds.ts');

let ready: Promise<Federation> | undefined;
const switchListeners = new Set<(remote: string) => void>();

async function readRegistry(): Promise<unknown> {
  // A trace of its own: how long the registry read takes, seen from the BFF.
  const res = await fetch(REGISTRY_PATH, { credentials: 'same-origin', headers: { traceparent: traceparent() } });
  if (!res.ok) throw new Error(`Remote registry answered ${res.status}`);
  return res.json();
}

/**
 * Loads the federation code (its own chunk: the first screen never waits for it) and reads the
 * registry, once per page load, registering every remote. A failed read is not kept: every slot
 * shows its fallback, and the next attempt (a slot's "Try again") reads the registry again.
 */
export function federationReady(): Promise<Federation> {
  ready ??= Promise.all([import('./builds.ts'), readRegistry()])
    .then(([federation, registry]) => {
      federation.start(registry, (remote) => {
        for (const listener of switchListeners) listener(remote);
      });
      return federation;
    })
    .catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
  return ready;
}

/**
 * Calls `listener` with a remote's name each time the page switches that remote to another build
 * (its fallback, or what a fresh read of the registry names): every slot of it loads again.
 */
export function onBuildSwitch(listener: (remote: string) => void): () => void {
  switchListeners.add(listener);
  return () => switchListeners.delete(listener);
}

/**
 * "Try again": reads the registry afresh, so a rollback or a fix released meanwhile applies without
 * a page reload (every remote whose build changed is registered anew), and starts `remote` over
 * from the build the registry names, its cached manifest and entry forgotten. A registry that
 * cannot be read leaves the known builds; one never read is read by the slot's next load.
 */
export async function retryRemote(remote: string): Promise<void> {
  const federation = await ready?.catch(() => undefined);
  if (!federation) return;
  const registry = await readRegistry().catch((error: unknown) => {
    console.warn('The remote registry could not be read again', error);
    return null;
  });
  federation.retry(remote, registry);
}

/**
 * A component of `from` threw while rendering: loads the registry's fallback build of the remote in
 * its place. True when another build now serves the remote (its slots load again), false when there
 * is none to try.
 */
export async function fallBack(remote: string, from: Build): Promise<boolean> {
  return (await federationReady()).fallBack(remote, from);
}
