import { reportClientError, setRemoteVersion } from '@hl/shared/analytics';
import type { RemoteRegistryEntry } from '@hl/shared/remotes';
import { isUnavailable } from './fallback-plugin.ts';
import { showPreviews } from './PreviewBanner.tsx';
import { loadRemote, registerRemotes } from './runtime.ts';

/** One build of a remote: its manifest and its version (null: the remote's configured address). */
export interface Build {
  readonly entry: string;
  readonly version: string | null;
}

/** A remote as the registry lists it; a BFF without versioned releases sends only `name` and `entry`. */
type Listed = Pick<RemoteRegistryEntry, 'name' | 'entry'> & Partial<RemoteRegistryEntry>;

interface Remote {
  listed: Listed;
  /** The build registered with the runtime: the listed one, or its fallback once that failed. */
  build: Build;
}

const remotes = new Map<string, Remote>();
let announceSwitch: (name: string) => void = () => {};

const listedBuild = ({ entry, version }: Listed): Build => ({ entry, version: version ?? null });
const listing = (registry: unknown) => (registry as { remotes: Listed[] }).remotes;

/** Registers every remote of the registry's first answer; `onSwitch` hears of each later change of build. */
export function start(registry: unknown, onSwitch: (name: string) => void): void {
  announceSwitch = onSwitch;
  apply(listing(registry));
}

/**
 * Takes a fresh answer of the registry (null: it could not be read) and starts `name` over from the
 * build listed for it. A remote whose listed build changed (a rollback, a promotion) is registered
 * anew, unless it already runs that build (its fallback became the stable one).
 */
export function retry(name: string, registry: unknown | null): void {
  apply(registry === null ? [...remotes.values()].map((r) => r.listed) : listing(registry), name);
}

function apply(listed: Listed[], restart?: string): void {
  for (const entry of listed) {
    const known = remotes.get(entry.name);
    if (!known) {
      const build = listedBuild(entry);
      remotes.set(entry.name, { listed: entry, build });
      registerRemotes([{ name: entry.name, entry: build.entry }]);
      continue;
    }
    const moved = entry.entry !== known.listed.entry && entry.entry !== known.build.entry;
    known.listed = entry;
    if (moved || entry.name === restart) use(known, listedBuild(entry));
  }
  showPreviews(
    listed.filter((entry) => entry.preview).map(({ name, version }) => ({ name, version: version ?? null })),
  );
}

/**
 * Serves the remote from `build` from now on: the runtime forgets what it cached of the previous
 * one (manifest, entry, container, loaded modules) and every slot of the remote loads again, so a
 * page runs one build of a remote and the versions its records carry are the ones it runs.
 */
function use(remote: Remote, build: Build): void {
  const { name } = remote.listed;
  remote.build = build;
  // Two builds of a remote share rspack's chunk registry, a global named after the remote (tooling
  // builds remotes with their federation name as uniqueName): left in place, the next build would
  // take the chunks the previous one installed (same ids) instead of loading its own.
  delete (globalThis as Record<string, unknown>)[`rspackChunk${name}`];
  registerRemotes([{ name, entry: build.entry }], { force: true });
  setRemoteVersion(name, null);
  announceSwitch(name);
}

/**
 * After `from` failed (its manifest, entry or a chunk did not load, or its component threw while
 * rendering): switches the remote to the registry's fallback build. True when a build other than
 * `from` now serves the remote (load again), false when none is left to try.
 */
export function fallBack(name: string, from: Build): boolean {
  const remote = remotes.get(name);
  if (!remote) return false;
  if (remote.build !== from) return true;
  const { fallback } = remote.listed;
  if (!fallback || fallback.entry === from.entry) return false;
  console.warn(
    `Remote ${name}: build ${from.version ?? from.entry} failed, loading ${fallback.version ?? fallback.entry}`,
  );
  use(remote, { entry: fallback.entry, version: fallback.version ?? null });
  return true;
}

/**
 * What part of a remote failed to load, from the federation runtime's error (its RUNTIME-00x codes)
 * or the bundler's chunk loading error: the manifest, a chunk, else the entry.
 */
export function loadFailure(error: unknown): 'manifest' | 'chunk' | 'entry' {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  if (/RUNTIME-00[37]|RUNTIME-013|manifest/i.test(text)) return 'manifest';
  if (/ChunkLoadError|Loading (?:CSS )?chunk/i.test(text)) return 'chunk';
  return 'entry';
}

/**
 * Loads `name/expose` from the build that serves the remote, and from its fallback when that build
 * fails; resolves to the default export and the build it came from, or null when no build gave an
 * export `accept` takes. The version of the build that loaded is what records carry from then on.
 */
export async function loadExpose(
  name: string,
  expose: string,
  accept: (value: unknown) => boolean,
): Promise<{ value: unknown; build: Build } | null> {
  const remote = remotes.get(name);
  if (!remote) {
    console.warn(`Remote ${name} is not in the registry`);
    return null;
  }
  for (;;) {
    const { build } = remote;
    let failure: unknown;
    const module = await loadRemote<{ default: unknown }>(`${name}/${expose}`).catch((error: unknown) => {
      console.warn(`Remote module ${name}/${expose} is unavailable`, error);
      failure = error;
      return null;
    });
    // Switched meanwhile (by another slot, or a retry): what came back is of the previous build.
    if (remote.build !== build) continue;
    if (module && !isUnavailable(module) && accept(module.default)) {
      setRemoteVersion(name, build.version);
      return { value: module.default, build };
    }
    failure ??= isUnavailable(module) ? module.error : undefined;
    reportClientError({
      type: loadFailure(failure),
      remote: name,
      ...(build.version === null ? {} : { version: build.version }),
      error: failure ?? new Error(`${name}/${expose} did not load`),
    });
    if (!fallBack(name, build)) return null;
  }
}
