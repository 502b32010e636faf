import type {
  ComponentExpose,
  ComponentRemote,
  ExposeName,
  ExposeProps,
  RemoteExposes,
  RemoteName,
} from '@hl/shared/remotes';
import type { ComponentType } from 'react';
import type { Build } from './builds.ts';
import { federationReady } from './registry.ts';

/** An expose's default export and the build of the remote it came from. */
export interface Loaded<T> {
  value: T;
  build: Build;
}

/**
 * Loads `remote/expose` of the contract (@hl/shared/remotes), from the remote's fallback build when
 * the registry's fails, and returns its default export, or null when no build is available or the
 * export is not what `accept` expects.
 */
async function loadExpose<R extends RemoteName, E extends ExposeName<R>>(
  remote: R,
  expose: E,
  accept: (value: unknown) => boolean,
): Promise<Loaded<RemoteExposes<R>[E]> | null> {
  try {
    const federation = await federationReady();
    return (await federation.loadExpose(remote, expose, accept)) as Loaded<RemoteExposes<R>[E]> | null;
  } catch (error) {
    console.warn(`Remote module ${remote}/${expose} is unavailable`, error);
    return null;
  }
}

/** The default export of `remote/expose`, or null (see loadExpose). */
export async function loadRemoteDefault<R extends RemoteName, E extends ExposeName<R>>(
  remote: R,
  expose: E,
  accept: (value: unknown) => boolean,
): Promise<RemoteExposes<R>[E] | null> {
  return (await loadExpose(remote, expose, accept))?.value ?? null;
}

/** Loads a component expose and returns it with its build, or null when the remote is unavailable. */
export function loadRemoteComponent<R extends ComponentRemote, E extends ComponentExpose<R>>(
  remote: R,
  expose: E,
): Promise<Loaded<ComponentType<ExposeProps<R, E>>> | null> {
  // A component expose is an ExposeName of its remote; TypeScript cannot see it through the generics.
  return loadExpose(remote, expose as ExposeName<R>, (value) => typeof value === 'function') as Promise<Loaded<
    ComponentType<ExposeProps<R, E>>
  > | null>;
}
