// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BROWSER_TARGETS } from './browsers.ts';
import { checkScript, checkStylesheet, loadedBehindTest } from './check-browser-targets.ts';

describe('what the shipped files may use', () => {
  it('refuses a built-in a supported browser lacks, naming the browsers', () => {
    const problems = checkScript('a.js', 'let n=e.find(t=>t.ok)??e.at(-1);');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ file: 'a.js', uses: 'Array.prototype.at' });
    expect(problems[0]?.lacking).toMatch(/ios 15\.0/);
    expect(checkScript('b.js', 'if(Object.hasOwn(a,"b"))c()')[0]?.uses).toBe('Object.hasOwn');
  });

  it('lets through what every supported browser has, and a use behind its feature test', () => {
    expect(checkScript('a.js', 'e.at(-1)', ['chrome 130'])).toEqual([]);
    expect(checkScript('c.js', 'a.replaceAll("x","y");Promise.allSettled(p);x.flatMap(f)')).toEqual([]);
    const zod =
      'try{if("u">typeof URL&&"function"==typeof URL.canParse)return URL.canParse(e);return new URL(e),!0}catch{}';
    expect(checkScript('zod.js', zod)).toEqual([]);
    expect(checkScript('bare.js', 'return URL.canParse(e)')[0]?.uses).toBe('URL.canParse');
  });

  it('lets a library chunk through only where its part loads it behind the feature test', () => {
    const [problem] = checkScript('mf-analytics/dist/web-vitals.5fd4.js', 'let i=this.o.at(-1)');
    if (!problem) throw new Error('the use of .at() was not reported');
    const loader = 'mf-analytics/dist/tracker.1a2b.js';
    const guarded = new Map([[loader, '"at"in Array.prototype&&n.e(7).then(()=>c())']]);
    expect(loadedBehindTest(problem, guarded)).toBe(true);
    expect(loadedBehindTest(problem, new Map([[loader, 'n.e(7).then(()=>c())']]))).toBe(false);
    // The test in another part's folder does not guard this one's loader.
    expect(loadedBehindTest(problem, new Map([['shell/dist/main.js', '"at"in Array.prototype']]))).toBe(false);
    // Only the chunk named, for what it is allowed.
    expect(loadedBehindTest({ ...problem, file: 'mf-analytics/dist/840.js' }, guarded)).toBe(false);
  });

  it('states the site’s targets once, in package.json, iOS Safari 15 among them', () => {
    expect(BROWSER_TARGETS).toContain('iOS >= 15');
    expect(BROWSER_TARGETS).toContain('Samsung >= 20');
  });

  it('refuses color-mix() without a fallback declaration before it in the same rule', () => {
    expect(checkStylesheet('a.css', '.i{color:red;background:color-mix(in srgb,var(--a) 14%,#fff)}')).toEqual([
      { file: 'a.css', uses: 'background: color-mix()', lacking: 'without a fallback declaration before it' },
    ]);
    expect(
      checkStylesheet(
        'b.css',
        '.i{background:var(--hl-color-bg-subtle,#eef2f7);background:color-mix(in srgb,var(--a) 14%,#fff)}',
      ),
    ).toEqual([]);
  });
});
