import type {
  ComponentExpose,
  ComponentRemote,
  ExposeName,
  ExposeProps,
  RemoteExposes,
  RemoteName,
} from '@hl/shared/remotes';
import type { ComponentType } from 'react';
import { isUnavailable } from './fallback-plugin.ts';
import { federationReady } from './registry.ts';

/**
 * Loads `remote/expose` of the contract (@hl/shared/remotes) and returns its default export, or
 * null when the remote is unavailable or the export is not what `accept` expects.
 */
export async function loadRemoteDefault<R extends RemoteName, E extends ExposeName<R>>(
  remote: R,
  expose: E,
  accept: (value: unknown) => boolean,
): Promise<RemoteExposes<R>[E] | null> {
  try {
    const { runtime } = await federationReady();
    const module = await runtime.loadRemote<{ default: RemoteExposes<R>[E] }>(`${remote}/${expose}`);
    if (!module || isUnavailable(module) || !accept(module.default)) return null;
    return module.default;
  } catch (error) {
    console.warn(`Remote module ${remote}/${expose} is unavailable`, error);
    return null;
  }
}

/** Loads a component expose and returns it, or null when the remote is unavailable. */
export function loadRemoteComponent<R extends ComponentRemote, E extends ComponentExpose<R>>(
  remote: R,
  expose: E,
): Promise<ComponentType<ExposeProps<R, E>> | null> {
  // A component expose is an ExposeName of its remote; TypeScript cannot see it through the generics.
  return loadRemoteDefault(
    remote,
    expose as ExposeName<R>,
    (value) => typeof value === 'function',
  ) as Promise<ComponentType<ExposeProps<R, E>> | null>;
}
