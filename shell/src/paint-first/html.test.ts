// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paintFirstHtml, preloadFonts } from './html.ts';

const BUILT = [
  '<head><title>x</title>',
  '<script defer src="/paint-first.1a2b3c4d.js"></script>',
  '<script defer src="/react-dom.b05320bd.js"></script>',
  '<script defer src="/main.0fac676a.js"></script>',
  '</head><body><div id="root"></div></body>',
].join('');

const LOADER = 'run(document.currentScript);\n//# sourceMappingURL=paint-first.1a2b3c4d.js.map';

describe('the HTML the shell sends', () => {
  it('preloads the scripts and runs only the loader, inline at the end of the head (before any button of the body), with their list in order', () => {
    const read: string[] = [];
    const html = paintFirstHtml(BUILT, (src) => {
      read.push(src);
      return LOADER;
    });
    expect(read).toEqual(['/paint-first.1a2b3c4d.js']);
    expect(html).toBe(
      [
        '<head><title>x</title>',
        '<link rel="preload" as="script" href="/react-dom.b05320bd.js" fetchpriority="low" />',
        '<link rel="preload" as="script" href="/main.0fac676a.js" fetchpriority="low" />',
        '<script data-scripts="/react-dom.b05320bd.js /main.0fac676a.js">run(document.currentScript);</script>',
        '</head><body><div id="root"></div></body>',
      ].join(''),
    );
  });

  it('refuses a build without the loader (the page would never run its scripts)', () => {
    expect(() => paintFirstHtml('<script defer src="/main.js"></script></body>', () => LOADER)).toThrow(/paint-first/);
  });

  it('refuses a loader that would end the inline script early', () => {
    expect(() => paintFirstHtml(BUILT, () => 'x("</script>")')).toThrow(/inline/);
  });

  it('preloads the fonts right after the viewport, in CORS mode (a preload without crossorigin goes unused)', () => {
    const html = preloadFonts('<head><meta charset="utf-8" /><meta name="viewport" content="x" /><title>x</title>', [
      '/assets/brand.1a2b3c4d.woff2',
    ]);
    expect(html).toBe(
      '<head><meta charset="utf-8" /><meta name="viewport" content="x" />' +
        '\n    <link rel="preload" as="font" type="font/woff2" href="/assets/brand.1a2b3c4d.woff2" crossorigin />' +
        '<title>x</title>',
    );
  });
});
