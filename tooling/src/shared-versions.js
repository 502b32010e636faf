// Plain JavaScript (types in shared-versions.d.ts): the vitest configs, which Node loads itself, use it too.
import fs from 'node:fs';
import path from 'node:path';
import { SHARED_SINGLETONS } from './federation.js';

/** The version of a package as installed for the folder `dir` (the nearest node_modules holding it). */
function installedVersion(dir, pkg) {
  for (let at = dir; ; at = path.dirname(at)) {
    const file = path.join(at, 'node_modules', pkg, 'package.json');
    if (fs.existsSync(file)) return JSON.parse(fs.readFileSync(file, 'utf8')).version;
    if (path.dirname(at) === at) throw new Error(`${pkg} is not installed for ${dir}`);
  }
}

/**
 * The installed version of each shared singleton, as the shell provides it to remotes (the build
 * writes it into the shell as __HL_SHARED_VERSIONS__). The @hl modules have their workspace's version.
 */
export function sharedVersions(dir) {
  return Object.fromEntries(
    Object.keys(SHARED_SINGLETONS).map((name) => [
      name,
      installedVersion(dir, name.startsWith('@hl/shared/') ? '@hl/shared' : name),
    ]),
  );
}
