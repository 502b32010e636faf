import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { measurePages, pageFonts, pageScripts } from './measure-first-load.ts';

const gzip = (text: string) => zlib.gzipSync(text, { level: 9 }).length;

describe('the first-load budget', () => {
  let dist = '';
  afterEach(() => {
    if (dist) fs.rmSync(dist, { recursive: true, force: true });
  });

  it('counts the scripts and script or module preloads a page loads, once each, and nothing else', () => {
    const html =
      '<head><script defer src="/main.1.js"></script><link rel="modulepreload" href="/vendor.2.js">' +
      '<link rel="preload" href="/api/remotes" as="fetch"><link rel="stylesheet" href="/main.css">' +
      '<link rel="preload" as="script" href="/react-dom.3.js" /><link rel="preload" as="image" href="/a.svg">' +
      '<script src="/main.1.js"></script></head><body><script type="application/ld+json">{}</script></body>';
    expect(pageScripts(html)).toEqual(['/main.1.js', '/vendor.2.js', '/react-dom.3.js']);
  });

  it('counts the fonts a page preloads, once each, and no other preload', () => {
    const html =
      '<head><link rel="preload" as="font" type="font/woff2" href="/assets/brand.1.woff2" crossorigin />' +
      '<link rel="preload" as="image" href="/a.svg"><link rel="preload" as="font" href="/assets/brand.1.woff2">' +
      '<link rel="preload" as="script" href="/main.1.js"></head>';
    expect(pageFonts(html)).toEqual(['/assets/brand.1.woff2']);
  });

  it('counts a preloaded font by its own size beside the gzipped scripts', () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    const main = 'console.log("main");'.repeat(50);
    fs.writeFileSync(path.join(dist, 'main.js'), main);
    fs.writeFileSync(path.join(dist, 'brand.woff2'), Buffer.alloc(6_000, 7));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<link rel="preload" as="font" href="/brand.woff2" crossorigin><script src="/main.js"></script>',
    );
    expect(measurePages(dist)[0]?.total).toBe(gzip(main) + 6_000);
  });

  it('measures every prerendered page of a build, and refuses a script the build does not have', () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    fs.mkdirSync(path.join(dist, 'pages'));
    const main = 'console.log("main");'.repeat(50);
    const lazy = 'console.log("lazy");'.repeat(50);
    fs.writeFileSync(path.join(dist, 'main.js'), main);
    fs.writeFileSync(path.join(dist, 'lazy.js'), lazy);
    fs.writeFileSync(path.join(dist, 'index.html'), '<script src="/main.js"></script><style>p{color:red}</style>');
    fs.writeFileSync(path.join(dist, 'pages/apply.html'), '<script src="/main.js"></script>');

    const loads = measurePages(dist);
    expect(loads.map((l) => [l.page, l.total])).toEqual([
      ['index.html', gzip(main)],
      ['pages/apply.html', gzip(main)],
    ]);
    expect(loads[0]?.inlineCssGzip).toBe(gzip('p{color:red}'));

    fs.writeFileSync(path.join(dist, 'pages/apply.html'), '<script src="/gone.js"></script>');
    expect(() => measurePages(dist)).toThrow('pages/apply.html loads /gone.js');
  });
});
