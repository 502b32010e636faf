import fs from 'node:fs';
import path from 'node:path';
import type { BuildFacts } from '@hl/shared/remotes';
import { RELEASE_INFO_FILE, releaseInfoOf } from './build-info.ts';

interface Manifest {
  metaData: { name: string; buildInfo: { buildVersion: string } };
  /** requiredVersion is null for the modules shared without a range (the @hl ones). */
  shared: Array<{ name: string; version?: string; requiredVersion?: string | false | null; singleton?: boolean }>;
  exposes: Array<{ name: string }>;
}

/** The facts of the production build in `dist`, from its manifest and its `hl-release.json`. */
export function buildFacts(dist: string): BuildFacts {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'mf-manifest.json'), 'utf8')) as Manifest;
  const info = releaseInfoOf(dist);
  if (info.version !== manifest.metaData.buildInfo.buildVersion || info.remote !== manifest.metaData.name) {
    throw new Error(`${dist}: ${RELEASE_INFO_FILE} and mf-manifest.json describe different builds: build again`);
  }
  return {
    name: manifest.metaData.name,
    version: info.version,
    shared: manifest.shared.map(({ name, version, requiredVersion, singleton }) => ({
      name,
      version,
      requiredVersion: requiredVersion ?? undefined,
      singleton,
    })),
    exposes: manifest.exposes.map((e) => e.name),
    contract: info.contract,
  };
}

/**
 * Publishes the build in `dist` as `releases/<version>/`, beside the versions released before and
 * never over one: the files are copied to a temporary folder, then renamed into place, so the
 * remote's server never serves half a version. A version already there is left as it is (the same
 * version is the same build). Resolves with the version's folder and whether it was new.
 */
export function publish(dist: string, releases: string, version: string): { folder: string; published: boolean } {
  const folder = path.join(releases, version);
  if (fs.existsSync(folder)) return { folder, published: false };
  fs.mkdirSync(releases, { recursive: true });
  const staging = fs.mkdtempSync(path.join(releases, `.incoming-${version}-`));
  fs.cpSync(dist, staging, { recursive: true });
  fs.renameSync(staging, folder);
  return { folder, published: true };
}

/**
 * Removes the oldest versions beyond the newest `keep`, never one of `inUse` (stable, the one
 * before it, a canary): a page still running an old version may fetch its chunks for a while, so
 * versions go only once nobody is sent to them. Resolves with the versions removed.
 */
export function prune(releases: string, keep: number, inUse: ReadonlySet<string>): string[] {
  if (!fs.existsSync(releases)) return [];
  const versions = fs
    .readdirSync(releases, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => ({ name: entry.name, at: fs.statSync(path.join(releases, entry.name)).mtimeMs }))
    .sort((a, b) => b.at - a.at);
  const removed = versions.slice(keep).filter((v) => !inUse.has(v.name));
  for (const { name } of removed) fs.rmSync(path.join(releases, name), { recursive: true, force: true });
  return removed.map((v) => v.name);
}

/** The BFF's admin API, as the release command uses it. */
export function bffClient(baseUrl: string, token: string) {
  async function call<T>(method: 'GET' | 'POST', url: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await fetch(new URL(url, baseUrl), {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    } catch (error) {
      throw new Error(`The BFF at ${baseUrl} does not answer (${(error as Error).message}): set BFF_URL`);
    }
    const answer = (await res.json().catch(() => ({}))) as T & { message?: string };
    if (!res.ok) throw new Error(answer.message ?? `${method} ${url} answered ${res.status}`);
    return answer;
  }
  return {
    get: <T>(url: string) => call<T>('GET', url),
    post: <T>(url: string, body: unknown) => call<T>('POST', url, body),
  };
}
