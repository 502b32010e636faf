// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { paintFirstHtml } from './html.ts';

const BUILT = [
  '<head><title>x</title>',
  '<script defer src="/paint-first.1a2b3c4d.js"></script>',
  '<script defer src="/react-dom.b05320bd.js"></script>',
  '<script defer src="/main.0fac676a.js"></script>',
  '</head>',
].join('');

describe('the HTML the shell sends', () => {
  it('preloads the scripts and runs only the loader, which gets them in their order', () => {
    const html = paintFirstHtml(BUILT);
    expect(html).toBe(
      [
        '<head><title>x</title>',
        '<script defer src="/paint-first.1a2b3c4d.js" data-scripts="/react-dom.b05320bd.js /main.0fac676a.js"></script>',
        '<link rel="preload" as="script" href="/react-dom.b05320bd.js" fetchpriority="low" />',
        '<link rel="preload" as="script" href="/main.0fac676a.js" fetchpriority="low" />',
        '</head>',
      ].join(''),
    );
    expect(html.match(/<script/g)).toHaveLength(1);
  });

  it('refuses a build without the loader (the page would never run its scripts)', () => {
    expect(() => paintFirstHtml('<script defer src="/main.js"></script>')).toThrow(/paint-first/);
  });
});
