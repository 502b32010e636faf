// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const TOKENS_FILE = path.join(import.meta.dirname, 'tokens.css');
const REPO = path.resolve(import.meta.dirname, '../../..');
/** Where the shell defines what only it has (its header's height): read with any fallback. */
const SHELL_GLOBALS = path.join(REPO, 'shell/src/styles/global.css');

/** The custom properties a stylesheet defines: name → value. */
function definedIn(file: string): Map<string, string> {
  const css = fs.readFileSync(file, 'utf8');
  return new Map(
    [...css.matchAll(/(--hl-[a-z0-9-]+):\s*([^;]+);/g)].map((m) => [m[1] as string, (m[2] as string).trim()]),
  );
}

/** Every stylesheet of the site's parts (not dependencies, not builds), this file's own excepted. */
function stylesheets(dir = REPO): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') && full !== TOKENS_FILE ? [full] : [];
  });
}

/**
 * `var(--hl-x, fallback)` uses: the fallback is what a page without tokens.css shows. A long one
 * may be wrapped over lines by the formatter: whitespace counts as one space.
 */
function tokenUses(css: string) {
  return [...css.matchAll(/var\(\s*(--hl-[a-z0-9-]+)(?:\s*,\s*((?:[^()]|\([^()]*\))*))?\)/g)].map((m) => ({
    name: m[1] as string,
    fallback: m[2]?.replace(/\s+/g, ' ').trim(),
  }));
}

describe('design tokens', () => {
  it('every stylesheet reads only defined tokens, each with its value as the fallback', () => {
    const tokens = definedIn(TOKENS_FILE);
    const shellOnly = definedIn(SHELL_GLOBALS);
    const files = stylesheets();
    expect(files.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    for (const file of files) {
      for (const use of tokenUses(fs.readFileSync(file, 'utf8'))) {
        const value = tokens.get(use.name);
        if (value === undefined && shellOnly.has(use.name)) continue;
        if (value === undefined) wrong.push(`${path.relative(REPO, file)}: ${use.name} is not defined`);
        else if (use.fallback !== value)
          wrong.push(
            `${path.relative(REPO, file)}: ${use.name} falls back to ${use.fallback ?? 'nothing'}, not ${value}`,
          );
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the shell and the standalone pages load the tokens', () => {
    expect(fs.readFileSync(path.join(REPO, 'shell/src/index.tsx'), 'utf8')).toContain(
      "import '@hl/shared/tokens.css';",
    );
    expect(fs.readFileSync(path.join(import.meta.dirname, '../standalone.tsx'), 'utf8')).toContain(
      "import './ui/tokens.css';",
    );
  });

  it('text colours meet WCAG AA (4.5:1) on the backgrounds they are used on', () => {
    const tokens = definedIn(TOKENS_FILE);
    const pairs: Array<[text: string, backgrounds: string[]]> = [
      ['ink', ['bg', 'bg-soft', 'bg-subtle']],
      ['muted', ['bg', 'bg-soft']],
      ['muted-strong', ['bg', 'bg-soft', 'bg-subtle', 'teal-wash']],
      ['teal', ['bg']],
      ['teal-dark', ['bg', 'teal-wash']],
      ['teal-ink', ['teal-tint']],
      ['navy', ['bg', 'bg-soft', 'gold', 'gold-light']],
      ['on-gold', ['gold', 'gold-light']],
      ['white', ['navy', 'navy-light', 'navy-deep', 'teal-dark']],
      ...['100', '200', '300', '400', '500', '600'].map((step): [string, string[]] => [
        `on-dark-${step}`,
        ['navy', 'navy-light', 'navy-deep'],
      ]),
      ['danger', ['bg']],
      ['danger-ink', ['danger-bg']],
      ['danger-ink-strong', ['danger-bg-alt']],
      ['warning-ink', ['warning-bg']],
      ['success-ink', ['success-bg']],
    ];
    const below: string[] = [];
    for (const [text, backgrounds] of pairs) {
      for (const background of backgrounds) {
        const ratio = contrast(colour(tokens, text), colour(tokens, background));
        if (ratio < 4.5) below.push(`${text} on ${background}: ${ratio.toFixed(2)}:1`);
      }
    }
    expect(below).toEqual([]);
  });
});

/** A colour token's value as #rrggbb (the tokens file writes #rgb and #rrggbb). */
function colour(tokens: Map<string, string>, name: string): string {
  const value = tokens.get(`--hl-color-${name}`);
  if (!value?.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)) throw new Error(`--hl-color-${name} is not an opaque hex colour`);
  return value.length === 4 ? `#${[...value.slice(1)].map((c) => c + c).join('')}` : value;
}

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    }) as [number, number, number];
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}
