import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentVersion, RELEASE_INFO_FILE } from './build-info.ts';
import { buildFacts, prune, publish } from './release.ts';

const folders: string[] = [];
const tmp = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-release-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

/** A remote's production build as the build leaves it: manifest, release info and a chunk. */
function dist(version: string, chunk = 'var a = 1;') {
  const dir = tmp();
  fs.writeFileSync(
    path.join(dir, 'mf-manifest.json'),
    JSON.stringify({
      metaData: { name: 'mf_calculators', buildInfo: { buildVersion: version } },
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true },
        { name: '@hl/shared/router', version: '0.1.0', requiredVersion: null, singleton: true },
      ],
      exposes: [{ name: 'CalculatorsSection', path: './CalculatorsSection' }],
    }),
  );
  fs.writeFileSync(
    path.join(dir, RELEASE_INFO_FILE),
    JSON.stringify({ remote: 'mf_calculators', version, contract: { CalculatorsSection: {} } }),
  );
  fs.writeFileSync(path.join(dir, '1.abcd1234.js'), chunk);
  return dir;
}

describe('a release of a remote', () => {
  it('describes its build as the BFF checks it, ranges left out where the manifest has none', () => {
    expect(buildFacts(dist('abc12345'))).toEqual({
      name: 'mf_calculators',
      version: 'abc12345',
      shared: [
        { name: 'react', version: '19.3.1', requiredVersion: '^19.0.0', singleton: true },
        { name: '@hl/shared/router', version: '0.1.0', requiredVersion: undefined, singleton: true },
      ],
      exposes: ['CalculatorsSection'],
      contract: { CalculatorsSection: {} },
    });
  });

  it('refuses a build whose manifest and release info disagree (half rebuilt)', () => {
    const build = dist('abc12345');
    fs.writeFileSync(
      path.join(build, RELEASE_INFO_FILE),
      JSON.stringify({ remote: 'mf_calculators', version: 'other' }),
    );
    expect(() => buildFacts(build)).toThrow(/describe different builds/);
  });

  it('publishes a version into its own folder, never over one released before', () => {
    const releases = tmp();
    const first = publish(dist('aaaa1111', 'var first;'), releases, 'aaaa1111');
    expect(first.published).toBe(true);
    expect(fs.readFileSync(path.join(releases, 'aaaa1111', '1.abcd1234.js'), 'utf8')).toBe('var first;');
    // The same version again changes nothing; another version sits beside it.
    expect(publish(dist('aaaa1111', 'var changed;'), releases, 'aaaa1111').published).toBe(false);
    expect(fs.readFileSync(path.join(releases, 'aaaa1111', '1.abcd1234.js'), 'utf8')).toBe('var first;');
    publish(dist('bbbb2222', 'var second;'), releases, 'bbbb2222');
    expect(fs.readdirSync(releases).sort()).toEqual(['aaaa1111', 'bbbb2222']);
  });

  it('keeps the newest versions and every version the registry still uses', () => {
    const releases = tmp();
    const versions = ['v1', 'v2', 'v3', 'v4', 'v5'];
    versions.forEach((version, i) => {
      publish(dist(version), releases, version);
      const at = new Date(Date.now() - (versions.length - i) * 60_000);
      fs.utimesSync(path.join(releases, version), at, at);
    });
    expect(prune(releases, 2, new Set(['v1']))).toEqual(['v3', 'v2']);
    expect(fs.readdirSync(releases).sort()).toEqual(['v1', 'v4', 'v5']);
  });

  it('names a build without git by its content: the same files, the same version', () => {
    expect(contentVersion(dist('x', 'var same;'))).toBe(contentVersion(dist('y', 'var same;')));
    expect(contentVersion(dist('x', 'var same;'))).not.toBe(contentVersion(dist('x', 'var other;')));
    expect(contentVersion(dist('x'))).toMatch(/^c[0-9a-f]{10}$/);
  });
});
