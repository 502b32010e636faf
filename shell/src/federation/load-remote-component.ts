import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { isUnavailable } from './fallback-plugin.ts';
import { federationReady } from './registry.ts';

/** Loads `remote/Expose` and returns its default export, or null when the remote is unavailable. */
export async function loadRemoteComponent<P>(remote: string, expose: string): Promise<ComponentType<P> | null> {
  try {
    await federationReady();
    const module = await loadRemote<{ default: ComponentType<P> }>(`${remote}/${expose}`);
    if (!module || isUnavailable(module) || typeof module.default !== 'function') return null;
    return module.default;
  } catch (error) {
    console.warn(`Remote module ${remote}/${expose} is unavailable`, error);
    return null;
  }
}
