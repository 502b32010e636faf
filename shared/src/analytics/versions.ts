/** Remote (federation name) → the version of the build of it the page runs. */
export type RemoteVersions = Readonly<Record<string, string>>;

/**
 * Replaced, never changed in place: a record stamped with it keeps the versions of its moment,
 * even while it waits in the queue for the tracker.
 */
let current: RemoteVersions = {};

/**
 * Says which build of a remote the page runs (the shell calls it once a build has loaded), or that
 * it runs none (null: not loaded, or a build without a version). Every record made from then on
 * carries it in `remotes`.
 */
export function setRemoteVersion(name: string, version: string | null): void {
  const { [name]: _previous, ...others } = current;
  current = version === null ? others : { ...others, [name]: version };
}

/** The versions of the remotes loaded on the page so far; undefined while there are none. */
export function remoteVersions(): RemoteVersions | undefined {
  return Object.keys(current).length > 0 ? current : undefined;
}
