import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineFonts, measurePages, pageScripts } from './measure-first-load.ts';

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

  it('counts the fonts inline in the stylesheet by their decoded size, and no other data: URL', () => {
    const font = Buffer.alloc(6_000, 7).toString('base64');
    const html =
      `<style>@font-face{src:url(data:font/woff2;base64,${font})format("woff2")}` +
      `.a{background:url("data:image/svg+xml;base64,${font}")}</style><link rel="preload" as="font" href="/x.woff2">`;
    expect(inlineFonts(html)).toEqual([6_000]);
  });

  it('counts an inline font beside the gzipped scripts, and leaves it out of the stylesheet it reports', () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-load-'));
    const main = 'console.log("main");'.repeat(50);
    fs.writeFileSync(path.join(dist, 'main.js'), main);
    const font = Buffer.alloc(6_000, 7).toString('base64');
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<style>@font-face{src:url(data:font/woff2;base64,${font})}</style><script src="/main.js"></script>`,
    );
    const [load] = measurePages(dist);
    expect(load?.total).toBe(gzip(main) + 6_000);
    expect(load?.inlineCssGzip).toBe(gzip('@font-face{src:url()}'));
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
