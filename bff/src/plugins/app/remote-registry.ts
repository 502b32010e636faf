import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_CONTRACT, type RemoteRegistry, type RemoteRegistryEntry } from '@hl/shared/remotes';
import fp from 'fastify-plugin';
import { remoteRegistry as configuredRemotes } from '../../config.ts';
import { canaryBucket } from '../../releases/canary.ts';
import { type BuildFacts, type Host, releaseProblems } from '../../releases/checks.ts';
import type { RemoteState } from './repositories/remote-registry.ts';

/** How often each process reads the registry again: a change made on another replica shows within this. */
export const REGISTRY_REFRESH_MS = 2000;

/** The manifest of a version of a remote: in its own folder on the remote's server. */
export const versionEntry = (state: Pick<RemoteState, 'baseUrl'>, version: string) =>
  `${state.baseUrl}${encodeURIComponent(version)}/mf-manifest.json`;

/** A build this browser may load: its manifest's address and its version (null: the configured address). */
const build = (state: RemoteState, version: string | null) => ({
  entry: version === null ? state.configuredEntry : versionEntry(state, version),
  version,
});

/**
 * What one browser loads of one remote: the preview it holds, else the canary if it falls in the
 * canary's share, else the stable version; and the last build known to be good for it (the stable
 * one under a canary or a preview, the previous stable one otherwise).
 */
export function registryEntry(state: RemoteState, visitorId: string, preview?: string): RemoteRegistryEntry {
  const stable = build(state, state.stable);
  const before = state.stable === null ? undefined : build(state, state.previous);
  if (preview !== undefined) return { name: state.name, ...build(state, preview), fallback: stable, preview: true };
  const { canary } = state;
  if (canary && canaryBucket(visitorId, state.name) < canary.share) {
    return { name: state.name, ...build(state, canary.version), fallback: stable };
  }
  return { name: state.name, ...stable, ...(before ? { fallback: before } : {}) };
}

/** What the shell running now provides and expects, read from its build (shared-versions.json). */
function hostOf(shellDist: string): Host | undefined {
  const file = path.join(shellDist, 'shared-versions.json');
  if (!fs.existsSync(file)) return undefined;
  return { shared: JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, string>, contract: REMOTE_CONTRACT };
}

export interface LiveRegistry {
  /** The registry as this process last read it. */
  current(): RemoteState[];
  /** Reads the registry again now (after a change made here, so this process serves it at once). */
  refresh(): Promise<void>;
  /** GET /api/remotes for one browser: its visitor id and the version it previews, if any. */
  answer(visitorId: string, preview?: { remote: string; version: string }): RemoteRegistry;
  /** Why `build` cannot go live beside the shell running now; empty when it can. */
  problems(build: BuildFacts): string[];
  /**
   * client_errors_total's labels for an error of `remote` at `version`: a remote of the registry
   * (else `other`; `none`: no remote, the shell's own) and a version it sends visitors to or
   * rolled back from (stable, previous, canary; else `other`), so the series stay few whatever a
   * browser sends.
   */
  labels(
    remote: string | null,
    version: string | null,
    kind: string,
  ): { remote: string; version: string; kind: string };
}

declare module 'fastify' {
  interface FastifyInstance {
    remoteRegistry: LiveRegistry;
  }
}

/**
 * The remote registry as the site serves it: seeded from MF_*_URL on start-up (so the settings keep
 * working with no version released), then read from the database every REGISTRY_REFRESH_MS, so a
 * release, promotion or rollback made through any replica reaches every replica's next page loads
 * within seconds, without a restart. A read that fails keeps the last state (one log line).
 */
export default fp(
  async (app) => {
    const repository = app.remoteRegistryRepository;
    const moved = await repository.seed(configuredRemotes(app.config).remotes);
    if (moved.length > 0) app.log.info({ remotes: moved }, 'remote registry: remotes added or moved by MF_*_URL');
    const host = hostOf(app.config.SHELL_DIST);
    let states = await repository.states();
    let failing = false;

    const refresh = async () => {
      try {
        states = await repository.states();
        if (failing) app.log.info('remote registry: read again');
        failing = false;
      } catch (error) {
        if (!failing) app.log.warn({ err: error }, 'remote registry: cannot be read; serving the last state read');
        failing = true;
      }
    };
    const timer = setInterval(() => void refresh(), REGISTRY_REFRESH_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));

    app.decorate('remoteRegistry', {
      current: () => states,
      refresh,
      answer(visitorId, preview) {
        return {
          remotes: states.map((state) =>
            registryEntry(state, visitorId, preview?.remote === state.name ? preview.version : undefined),
          ),
          live: states.map((s) => ({ name: s.name, stable: s.stable, canary: s.canary })),
        };
      },
      labels(remote, version, kind) {
        if (remote === null) return { remote: 'none', version: 'none', kind };
        const state = states.find((s) => s.name === remote);
        if (!state) return { remote: 'other', version: 'other', kind };
        const known = version !== null && [state.stable, state.previous, state.canary?.version].includes(version);
        return { remote, version: known ? version : version === null ? 'none' : 'other', kind };
      },
      problems(candidate) {
        if (!host) {
          return [
            `The shell build in SHELL_DIST has no shared-versions.json: rebuild the shell (npm run build -w shell).`,
          ];
        }
        return releaseProblems(candidate, host);
      },
    } satisfies LiveRegistry);
  },
  { name: 'remote-registry', dependencies: ['remote-registry-repository'], decorators: { fastify: ['config'] } },
);
