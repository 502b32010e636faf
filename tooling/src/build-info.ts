import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_CONTRACT, type ReleaseInfo, type RemoteName } from '@hl/shared/remotes';
import type { Compiler } from '@rspack/core';

/** Files a remote build writes about itself, beside its manifest. */
export const RELEASE_INFO_FILE = 'hl-release.json';
/** What the shell's build provides to remotes (singleton → installed version), for the BFF's release checks. */
export const HOST_SHARED_FILE = 'shared-versions.json';
/** Manifest files carrying the build's version; they are left out of its content hash. */
const MANIFESTS = ['mf-manifest.json', 'mf-stats.json'];

/**
 * The version of the code in `dir`: HL_BUILD_VERSION when set, else the commit's short hash when
 * the folder has no change git has not committed; undefined otherwise (no git, or uncommitted
 * changes), and the build then takes its content's hash.
 */
export function commitVersion(dir: string): string | undefined {
  if (process.env.HL_BUILD_VERSION) return process.env.HL_BUILD_VERSION;
  try {
    const git = (...args: string[]) =>
      execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    if (git('status', '--porcelain', '--', '.') !== '') return undefined;
    return git('rev-parse', '--short=8', 'HEAD');
  } catch {
    return undefined;
  }
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
function filesUnder(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
}

/** A hash of the build's files (names and contents), the manifests aside: the same build, the same hash. */
export function contentVersion(dist: string): string {
  const hash = createHash('sha256');
  for (const file of filesUnder(dist)) {
    if (MANIFESTS.includes(file) || file === RELEASE_INFO_FILE) continue;
    hash
      .update(file)
      .update('\0')
      .update(fs.readFileSync(path.join(dist, file)))
      .update('\0');
  }
  return `c${hash.digest('hex').slice(0, 10)}`;
}

/**
 * What a production build tells its servers about itself, once its files are written (before they
 * are precompressed). A remote: its version, written into its manifests' buildVersion (every build
 * reported 0.1.0 before, so nobody could tell which a visitor had), and `hl-release.json` with the
 * contract (REMOTE_CONTRACT of @hl/shared/remotes) it was compiled against, which the BFF checks
 * before the version can go live. The shell: `shared-versions.json`, the versions of the singletons
 * it provides to remotes.
 */
export class BuildInfoPlugin {
  constructor(
    private readonly options:
      | { kind: 'remote'; name: string; dir: string }
      | { kind: 'host'; sharedVersions: Record<string, string> },
  ) {}

  apply(compiler: Compiler) {
    compiler.hooks.done.tap('BuildInfoPlugin', (stats) => {
      if (stats.hasErrors()) return;
      const dist = compiler.options.output.path as string;
      if (this.options.kind === 'host') {
        fs.writeFileSync(path.join(dist, HOST_SHARED_FILE), `${JSON.stringify(this.options.sharedVersions)}\n`);
        return;
      }
      const { name, dir } = this.options;
      const version = commitVersion(dir) ?? contentVersion(dist);
      for (const file of MANIFESTS) {
        const at = path.join(dist, file);
        if (!fs.existsSync(at)) continue;
        const manifest = JSON.parse(fs.readFileSync(at, 'utf8')) as {
          metaData: { buildInfo: { buildVersion: string } };
        };
        manifest.metaData.buildInfo.buildVersion = version;
        fs.writeFileSync(at, JSON.stringify(manifest));
      }
      const info: ReleaseInfo = { remote: name, version, contract: REMOTE_CONTRACT[name as RemoteName] ?? {} };
      fs.writeFileSync(path.join(dist, RELEASE_INFO_FILE), `${JSON.stringify(info)}\n`);
    });
  }
}

/** The version a build of a remote recorded, from its `hl-release.json`. */
export function releaseInfoOf(dist: string): ReleaseInfo {
  const file = path.join(dist, RELEASE_INFO_FILE);
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build the remote for production first`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as ReleaseInfo;
}
