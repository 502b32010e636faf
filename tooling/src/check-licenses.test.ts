import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkLicences, isPermissive, type Lockfile } from './check-licenses.ts';

const FIXTURE = path.join(import.meta.dirname, 'fixtures/licenses/package-lock.json');
const fixture = () => JSON.parse(fs.readFileSync(FIXTURE, 'utf8')) as Lockfile;

describe('licence expressions', () => {
  it.each([
    'MIT',
    'ISC',
    'Apache-2.0',
    'BSD-3-Clause',
    'BlueOak-1.0.0',
    '0BSD',
    '(MIT OR GPL-3.0)',
    'MIT AND ISC',
    '(BSD-2-Clause OR MIT OR Apache-2.0)',
    'Apache-2.0 WITH LLVM-exception',
  ])('accepts %s', (expression) => expect(isPermissive(expression)).toBe(true));

  it.each([
    'GPL-3.0-only',
    'AGPL-3.0-or-later',
    'LGPL-2.1',
    'MPL-2.0',
    'SSPL-1.0',
    'MIT AND GPL-2.0',
    'SEE LICENSE IN LICENSE.md',
    'UNLICENSED',
    '',
    '(MIT',
  ])('refuses %j', (expression) => expect(isPermissive(expression)).toBe(false));
});

describe('the licence check over a lockfile', () => {
  it('names each production dependency without a permissive licence, with the chain that brings it in', () => {
    expect(checkLicences(fixture(), path.dirname(FIXTURE))).toEqual([
      { name: 'both', version: '2.1.0', licence: 'MIT AND LGPL-2.1-only', chain: ['lib', 'both'] },
      { name: 'gpl-thing', version: '1.0.0', licence: 'GPL-3.0-only', chain: ['app', 'left-pad', 'gpl-thing'] },
      { name: 'unlicensed', version: '0.0.1', licence: 'none declared', chain: ['app', 'unlicensed'] },
    ]);
  });

  it("reads a package's own package.json when the lockfile has no licence", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hl-licences-'));
    try {
      fs.mkdirSync(path.join(root, 'node_modules/unlicensed'), { recursive: true });
      fs.writeFileSync(
        path.join(root, 'node_modules/unlicensed/package.json'),
        JSON.stringify({ name: 'unlicensed', licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] }),
      );
      expect(checkLicences(fixture(), root).map((p) => p.name)).not.toContain('unlicensed');
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('fails from the command line, naming the package', () => {
    let failure: { status: number; stderr: string } | undefined;
    try {
      execFileSync(
        process.execPath,
        ['--import', 'tsx', path.join(import.meta.dirname, 'check-licenses.ts'), '--lockfile', FIXTURE],
        {
          stdio: 'pipe',
          encoding: 'utf8',
        },
      );
    } catch (error) {
      failure = error as { status: number; stderr: string };
    }
    expect(failure?.status).toBe(1);
    expect(failure?.stderr).toContain('gpl-thing@1.0.0: GPL-3.0-only (app > left-pad > gpl-thing)');
    expect(failure?.stderr).not.toContain('agpl-dev-tool');
  });
});
