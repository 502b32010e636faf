import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The boundaries the root biome.json enforces (docs/ARCHITECTURE.md, "Package boundaries"), each
 * shown firing on a file that breaks it and staying quiet on one that keeps it. Biome lints a file
 * given on stdin without printing a rule's diagnostic, so each case is a real file: the root config,
 * copied as it is, in a scratch folder laid out like the repository (no git checkout, so the
 * config's VCS settings are off there).
 */
const repoRoot = resolve(import.meta.dirname, '../..');
const biome = join(repoRoot, 'node_modules/.bin/biome');
let scratch: string;

beforeAll(() => {
  scratch = mkdtempSync(join(tmpdir(), 'hl-boundaries-'));
  copyFileSync(join(repoRoot, 'biome.json'), join(scratch, 'biome.json'));
});
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function lint(files: Record<string, string>) {
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(scratch, path)), { recursive: true });
    writeFileSync(join(scratch, path), source);
  }
  const run = spawnSync(biome, ['lint', '--vcs-enabled=false', ...Object.keys(files)], {
    cwd: scratch,
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

/** Expects biome to refuse the file with the rule's message. */
function refused(path: string, source: string, message: string) {
  const { status, output } = lint({ [path]: source });
  expect(output).toContain(message);
  expect(status).not.toBe(0);
}

/** Expects biome to accept the file. */
function accepted(path: string, source: string) {
  const { status, output } = lint({ [path]: source });
  expect(output).not.toContain('lint/');
  expect(status).toBe(0);
}

const PATH_INTO = 'A workspace uses another only through its package exports';
const PURE = 'domain/ is pure TypeScript: no React';
const NO_REMOTE = "no part imports a remote's code";
const NO_E2E = 'Nothing imports the e2e suite';
const SHARED_BOTTOM = 'shared is the bottom of the dependency graph';
const TOOLING_ON_SHARED = 'tooling sits on shared alone';

describe('package boundaries', () => {
  it('refuses a path into another workspace, and allows its package export', () => {
    refused('shell/src/x.ts', "import '../../shared/src/site.ts';\n", PATH_INTO);
    accepted('shell/src/y.ts', "import { site } from '@hl/shared/site';\nexport const s = site;\n");
  });

  it('keeps domain/ free of React, wherever it is', () => {
    refused('mf-calculators/src/domain/x.ts', "import { useState } from 'react';\nexport const s = useState;\n", PURE);
    refused('mf-leads/src/domain/x.ts', "import { Link } from '@hl/shared/router';\nexport const l = Link;\n", PURE);
    refused(
      'mf-knowledge/src/domain/x.ts',
      "import View from '../components/View.tsx';\nexport const v = View;\n",
      PURE,
    );
    accepted('mf-calculators/src/domain/y.ts', "import { z } from './z.ts';\nexport const y = z;\n");
  });

  it('lets no part import a remote: not another remote, not the shell, not the BFF', () => {
    for (const from of ['mf-knowledge/src/x.ts', 'shell/src/x.ts', 'bff/src/x.ts']) {
      refused(from, "import { x } from '@hl/mf-calculators/domain';\nexport const y = x;\n", NO_REMOTE);
    }
  });

  it('lets nobody import the e2e suite, and the suite import none of the top-level scripts', () => {
    refused('scripts/x.ts', "import '../e2e/support/fixtures.ts';\n", NO_E2E);
    refused('tooling/src/x.ts', "import '@hl/e2e/fixtures';\n", NO_E2E);
    refused('e2e/tests/x.spec.ts', "import '../../scripts/start.ts';\n", 'The top-level scripts');
    accepted('e2e/tests/y.spec.ts', "import { stop } from '@hl/tooling/stack';\nexport const s = stop;\n");
  });

  it('keeps shared at the bottom and tooling on shared alone', () => {
    refused('shared/src/x.ts', "import '@hl/tooling/rspack';\n", SHARED_BOTTOM);
    refused('shared/vitest.config.ts', "import '@hl/tooling/vitest';\n", SHARED_BOTTOM);
    refused('tooling/src/x.ts', "import '@hl/bff/app';\n", TOOLING_ON_SHARED);
    accepted(
      'tooling/src/y.ts',
      "import { cacheControlFor } from '@hl/shared/cache-control';\nexport const c = cacheControlFor;\n",
    );
  });

  it('refuses an import cycle', () => {
    const { status, output } = lint({
      'bff/src/cycle-a.ts': "import { b } from './cycle-b.ts';\nexport const a = () => b;\n",
      'bff/src/cycle-b.ts': "import { a } from './cycle-a.ts';\nexport const b = () => a;\n",
    });
    expect(output).toContain('noImportCycles');
    expect(status).not.toBe(0);
  });

  it('keeps routing to the one shared router, also where an override adds rules', () => {
    for (const from of ['mf-leads/src/x.ts', 'mf-calculators/src/domain/x.ts', 'mf-analytics/src/tracker/x.ts']) {
      refused(from, "import 'react-router';\n", 'Routing comes from @hl/shared/router');
    }
  });
});

describe('the analytics remote: the tracker and the insights page apart', () => {
  it('refuses an import of the insights code from the tracker', () => {
    refused(
      'mf-analytics/src/tracker/x.ts',
      "import '../insights/lib/x.ts';\n",
      "The tracker loads on every public page: it never imports the insights page's code",
    );
  });

  it('refuses an import of the tracker code from the insights page', () => {
    refused(
      'mf-analytics/src/insights/lib/x.ts',
      "import '../../tracker/lib/x.ts';\n",
      "The insights page never imports the tracker's code",
    );
  });

  it('lets the tracker import the shared pure code', () => {
    accepted('mf-analytics/src/tracker/y.ts', "import { p } from '../domain/payload.ts';\nexport const q = p;\n");
  });
});
