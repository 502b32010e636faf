import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** What loadRemote resolves to when a remote could not be loaded, with why (reported as a client error). */
export interface Unavailable {
  readonly unavailable: true;
  readonly error?: unknown;
}

/** A failed load whose cause is not known. */
export const UNAVAILABLE: Unavailable = Object.freeze({ unavailable: true as const });

export function isUnavailable(module: unknown): module is Unavailable {
  return typeof module === 'object' && module !== null && (module as Partial<Unavailable>).unavailable === true;
}

/**
 * Turns a failed remote load (server down, broken manifest, missing expose) into a value the
 * slot can render a fallback for, instead of a rejection that would blank the page. The runtime
 * emits errorLoadRemote at several lifecycles; only at 'onLoad' is the return value taken as
 * the module (returned earlier it would be read as a manifest and fail again).
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'hl-remote-fallback',
    errorLoadRemote(args) {
      if (args.lifecycle !== 'onLoad') return undefined;
      console.warn(`Remote module ${args.id} is unavailable`, args.error);
      return Object.freeze({ unavailable: true as const, error: args.error });
    },
  };
}
