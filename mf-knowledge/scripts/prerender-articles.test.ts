import { describe, expect, it } from 'vitest';
import { chunkStylesheets, inlineSvgImages, PRERENDER_ASSET_BASE } from './prerender-articles.ts';

describe('publishing the article screens', () => {
  it("puts the screen's SVG images inline and drops their preload links, which nothing would use", () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"/>';
    const html =
      `<link rel="preload" as="image" href="${PRERENDER_ASSET_BASE}assets/rates.1234abcd.svg" fetchPriority="high"/>` +
      `<link rel="preload" as="image" href="${PRERENDER_ASSET_BASE}assets/photo.1234abcd.png"/>` +
      `<img class="hero" src="${PRERENDER_ASSET_BASE}assets/rates.1234abcd.svg" alt=""/>` +
      `<img src="${PRERENDER_ASSET_BASE}assets/photo.1234abcd.png" alt=""/>`;
    const read: string[] = [];
    const out = inlineSvgImages(html, PRERENDER_ASSET_BASE, (file) => {
      read.push(file);
      return Buffer.from(svg);
    });
    expect(read).toEqual(['assets/rates.1234abcd.svg']);
    expect(out).toContain(`<img class="hero" src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}"`);
    expect(out).not.toContain('assets/rates.1234abcd.svg');
    // An image left as a URL keeps its preload: the page uses it.
    expect(out).toContain(`<link rel="preload" as="image" href="${PRERENDER_ASSET_BASE}assets/photo.1234abcd.png"/>`);
    expect(out).toContain(`src="${PRERENDER_ASSET_BASE}assets/photo.1234abcd.png"`);
  });

  it('takes the stylesheets of the named chunks, in order, and says which one the build lacks', () => {
    const files = ['reader.aa.css', 'sections.bb.css', 'sections.bb.css.br', 'main.cc.js'];
    const css: Record<string, string> = {
      'reader.aa.css': '.r{}\n/*# sourceMappingURL=reader.aa.css.map*/',
      'sections.bb.css': '.s{}',
    };
    expect(chunkStylesheets(files, (f) => css[f] ?? '', ['sections', 'reader'])).toBe('.s{}\n.r{}');
    expect(() => chunkStylesheets(files, () => '', ['faq'])).toThrow('the build has no stylesheet of the faq chunk');
  });
});
