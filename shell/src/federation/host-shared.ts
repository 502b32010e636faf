import * as analytics from '@hl/shared/analytics';
import * as router from '@hl/shared/router';
import { SHARED_SINGLETONS } from '@hl/tooling/federation';
import type { init } from '@module-federation/enhanced/runtime';
import * as React from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';

/** The installed version of each shared package, written in by the build (tooling/src/rspack-config.ts). */
declare const __HL_SHARED_VERSIONS__: Record<string, string>;

type SharedOptions = NonNullable<Parameters<typeof init>[0]['shared']>;

/**
 * The singletons the shell provides to remotes, keyed as a remote's build asks for them. What the
 * page already runs is handed over as it is (marked loaded, so 'loaded-first' picks it);
 * react-hot-toast is fetched only when a remote or the shell's toaster first asks for it.
 */
export function hostShared(): SharedOptions {
  const modules: Record<string, { package: string; get: () => Promise<() => unknown>; loaded?: true }> = {
    react: { package: 'react', get: now(React), loaded: true },
    'react/jsx-runtime': { package: 'react', get: now(jsxRuntime), loaded: true },
    'react-dom': { package: 'react-dom', get: now(ReactDOM), loaded: true },
    'react-dom/client': { package: 'react-dom', get: now(ReactDOMClient), loaded: true },
    'react-hot-toast': { package: 'react-hot-toast', get: () => import('react-hot-toast').then((m) => () => m) },
    '@hl/shared/router': { package: '@hl/shared/router', get: now(router), loaded: true },
    '@hl/shared/analytics': { package: '@hl/shared/analytics', get: now(analytics), loaded: true },
  };
  return Object.fromEntries(
    Object.entries(modules).map(([name, m]) => {
      const singleton = SHARED_SINGLETONS[m.package];
      if (!singleton) throw new Error(`${m.package} is not a shared singleton`);
      return [
        name,
        {
          version: __HL_SHARED_VERSIONS__[m.package],
          get: m.get,
          ...(m.loaded ? { loaded: true } : {}),
          shareConfig: { singleton: true, requiredVersion: singleton.requiredVersion },
          strategy: 'loaded-first' as const,
        },
      ];
    }),
  );
}

const now = (module: unknown) => () => Promise.resolve(() => module);
