import type { ComponentType } from 'react';
import { isUnavailable } from './fallback-plugin.ts';
import { federationReady } from './registry.ts';

/** Loads `remote/expose` and returns its default export, or null when the remote is unavailable. */
export async function loadRemoteDefault<T>(remote: string, expose: string, accept: (value: unknown) => boolean) {
  try {
    const { runtime } = await federationReady();
    const module = await runtime.loadRemote<{ default: T }>(`${remote}/${expose}`);
    if (!module || isUnavailable(module) || !accept(module.default)) return null;
    return module.default;
  } catch (error) {
    console.warn(`Remote module ${remote}/${expose} is unavailable`, error);
    return null;
  }
}

/** Loads `remote/Expose` and returns its default export, a component, or null when the remote is unavailable. */
export function loadRemoteComponent<P>(remote: string, expose: string): Promise<ComponentType<P> | null> {
  return loadRemoteDefault<ComponentType<P>>(remote, expose, (value) => typeof value === 'function');
}
