import { REMOTE_CONTRACT } from '@hl/shared/remotes';
import type { FastifyInstance } from 'fastify';
import type { BuildFacts } from '../src/releases/checks.ts';
import { ADMIN_AUTH } from './app.ts';

/** The shell build's shared-versions.json: what it provides to remotes (React 19). */
export const HOST_SHARED = {
  'shared-versions.json': JSON.stringify({
    react: '19.3.1',
    'react-dom': '19.3.1',
    'react-hot-toast': '2.6.1',
    '@hl/shared/router': '0.1.0',
    '@hl/shared/analytics': '0.1.0',
  }),
};

/** The shared modules of a remote's manifest as today's build lists them (React 19, the @hl singletons). */
export const sharedAsBuilt = (): BuildFacts['shared'] => [
  { name: '@hl/shared/router', version: '0.1.0', singleton: true },
  { name: 'react-dom/client', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true },
  { name: 'react-hot-toast', version: '2.6.1', requiredVersion: '^2.0.0', singleton: true },
  { name: 'react-dom', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true },
  { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true },
  { name: '@hl/shared/analytics', version: '0.1.0', singleton: true },
];

/** A calculators build as the release command describes it, compatible with that shell. */
export function calculatorsBuild(version: string): BuildFacts {
  return {
    name: 'mf_calculators',
    version,
    shared: sharedAsBuilt(),
    exposes: ['CalculatorsSection'],
    contract: structuredClone(REMOTE_CONTRACT.mf_calculators) as BuildFacts['contract'],
  };
}

/** POST to an admin route with the token, as the release command does. */
export function admin(app: FastifyInstance, url: string, body: unknown) {
  return app.inject({
    method: 'POST',
    url,
    headers: { ...ADMIN_AUTH, 'content-type': 'application/json' },
    payload: JSON.stringify(body),
  });
}

/** A visitor: the registry as its browser gets it, with its visitor cookie (and a preview cookie, if any). */
export async function registryFor(app: FastifyInstance, visitorId: string, preview?: string) {
  const cookie = `visitor_id=${visitorId}${preview ? `; hl_preview=${preview}` : ''}`;
  const res = await app.inject({ url: '/api/remotes', headers: { cookie } });
  return res.json() as {
    remotes: Array<{
      name: string;
      entry: string;
      version: string | null;
      fallback?: { entry: string; version: string | null };
      preview?: true;
    }>;
    live: Array<{ name: string; stable: string | null; canary: { version: string; share: number } | null }>;
  };
}
