// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The root biome.json keeps the tracker (loaded on every public page) and the insights page apart.
 * Biome lints a file given on stdin without ever printing a rule's diagnostic (it only prints the
 * fixed text back, and exits 1 whenever it fixed nothing), so each case is a real file: the root
 * config, copied as it is, in a scratch folder laid out like the repository.
 */
const repoRoot = resolve(import.meta.dirname, '../..');
const biome = join(repoRoot, 'node_modules/.bin/biome');
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'hl-boundaries-'));
  copyFileSync(join(repoRoot, 'biome.json'), join(scratch, 'biome.json'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(path: string, source: string) {
  mkdirSync(dirname(join(scratch, path)), { recursive: true });
  writeFileSync(join(scratch, path), source);
  // The scratch folder is no git checkout, so the config's VCS settings are off here.
  const run = spawnSync(biome, ['lint', '--vcs-enabled=false', path], { cwd: scratch, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

describe('the boundary between the tracker and the insights page', () => {
  it('refuses an import of the insights code from the tracker', () => {
    const { status, output } = lint('mf-analytics/src/tracker/x.ts', "import '../insights/lib/x.ts';\n");
    expect(status).not.toBe(0);
    expect(output).toContain("The tracker loads on every public page: it never imports the insights page's code");
  });

  it('refuses an import of the tracker code from the insights page', () => {
    const { status, output } = lint('mf-analytics/src/insights/lib/x.ts', "import '../../tracker/lib/x.ts';\n");
    expect(status).not.toBe(0);
    expect(output).toContain("The insights page never imports the tracker's code");
  });

  it('lets the tracker import the shared pure code', () => {
    const { status, output } = lint('mf-analytics/src/tracker/y.ts', "import '../domain/payload.ts';\n");
    expect(output).not.toContain('noRestrictedImports');
    expect(status).toBe(0);
  });

  it("keeps the root's restrictions in both folders (an override's options replace the root's)", () => {
    const router = lint('mf-analytics/src/tracker/z.ts', "import 'react-router';\n");
    expect(router.status).not.toBe(0);
    expect(router.output).toContain('Routing comes from @hl/shared/router');
    const workspace = lint('mf-analytics/src/insights/z.ts', "import '../../../shell/src/x.ts';\n");
    expect(workspace.status).not.toBe(0);
    expect(workspace.output).toContain('A workspace uses another only through its package exports');
  });
});
