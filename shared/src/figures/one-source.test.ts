import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTypedFigures } from './scan.ts';

/*
 * One source for every moving figure: this test fails when a figure is typed anywhere else in the
 * repository, in code, docs or content (scan.ts says how a typed figure is recognised). Articles
 * and FAQs write {{prime}}, code imports @hl/shared/figures.
 */

/**
 * Where a figure may be typed, and why: the data itself, and tests that work a result out by hand
 * from the schedules (their comments must show the schedule's numbers) or feed the content build a
 * wrong figure to prove it refuses it.
 */
const ALLOWED: readonly RegExp[] = [
  /^shared\/src\/figures\//,
  /^shared\/src\/finance\/.*\.test\.ts$/,
  /^mf-calculators\/src\/.*\.test\.tsx?$/,
  /^mf-knowledge\/scripts\/.*\.test\.ts$/,
  /^e2e\/tests\/calculators\.spec\.ts$/,
];

const ROOT = join(import.meta.dirname, '../../..');
const TEXT_FILE = /\.(?:ts|tsx|js|mjs|md|yaml|yml|json|html)$/;

function trackedFiles(): string[] {
  const out = execFileSync('git', ['ls-files', '-z'], { cwd: ROOT, encoding: 'utf8' });
  return out
    .split('\0')
    .filter((file) => TEXT_FILE.test(file) && !file.endsWith('package-lock.json') && !file.includes('/generated/'))
    .filter((file) => !ALLOWED.some((allowed) => allowed.test(file)));
}

function typedFigures(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) =>
    // A {{placeholder}} is the figure computed, not typed: its arguments are the example's inputs.
    findTypedFigures(line.replace(/\{\{[^}]*\}\}/g, '…')).map(
      ({ figure, value }) => `${file}:${index + 1}: ${figure.name} (${value})`,
    ),
  );
}

describe('one source for every moving figure', () => {
  it('finds a figure typed in context, in any of its spellings', () => {
    expect(typedFigures('x.md', 'Prime is 10.50% today.')).toHaveLength(1);
    expect(typedFigures('x.md', 'No duty up to R1,210,000.')).toHaveLength(1);
    expect(typedFigures('x.ts', 'const DUTY_FREE = 1_210_000;')).toHaveLength(1);
    expect(typedFigures('x.md', 'a loan of R1,210,000 at 11%')).toEqual([]);
    expect(typedFigures('x.md', 'prime minus 0.5%')).toEqual([]);
    expect(typedFigures('x.md', 'prime was 10.25% then')).toEqual(['x.md:1: prime (10.25)']);
  });

  it('no file outside the figures module types one of them', () => {
    const typed = trackedFiles().flatMap((file) => typedFigures(file, readFileSync(join(ROOT, file), 'utf8')));
    expect(typed).toEqual([]);
  });
});
