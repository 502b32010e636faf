import { describe, expect, it } from 'vitest';
import { chunkStylesheets, inlineSvgImages, PRERENDER_ASSET_BASE, screenRules } from './prerender-articles.ts';

describe('publishing the article screens', () => {
  it("puts the screen's SVG images inline as markup, as the images showed them, and drops their preload links", () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 450" width="800" height="450" role="img">\n' +
      '  <title>Rates: a graph</title>\n  <!-- the sky -->\n  <rect width="800" height="450" fill="#fef3c7"/>\n</svg>\n';
    const withIds =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><defs><linearGradient id="a"/></defs></svg>';
    const html =
      `<link rel="preload" as="image" href="${PRERENDER_ASSET_BASE}assets/rates.1234abcd.svg" fetchPriority="high"/>` +
      `<link rel="preload" as="image" href="${PRERENDER_ASSET_BASE}assets/photo.1234abcd.png"/>` +
      `<img class="hero" src="${PRERENDER_ASSET_BASE}assets/rates.1234abcd.svg" alt="" width="800" height="450" fetchPriority="high"/>` +
      `<img src="${PRERENDER_ASSET_BASE}assets/desk.1234abcd.svg" alt="" width="56" height="56"/>` +
      `<img src="${PRERENDER_ASSET_BASE}assets/photo.1234abcd.png" alt=""/>`;
    const read: string[] = [];
    const out = inlineSvgImages(html, PRERENDER_ASSET_BASE, (file) => {
      read.push(file);
      return Buffer.from(file.startsWith('assets/rates') ? svg : withIds);
    });
    expect(read).toEqual(['assets/rates.1234abcd.svg', 'assets/desk.1234abcd.svg']);
    // Decorative as the image was, cropped as object-fit: cover crops, its own title (a tooltip) gone.
    expect(out).toContain(
      '<svg class="hero" width="800" height="450" viewBox="0 0 800 450" preserveAspectRatio="xMidYMid slice" ' +
        'aria-hidden="true" focusable="false"><rect width="800" height="450" fill="#fef3c7"/></svg>',
    );
    // One with ids stays an image: inline, its ids would be the page's.
    expect(out).toContain(
      `<img src="data:image/svg+xml;base64,${Buffer.from(withIds).toString('base64')}" alt="" width="56" height="56"/>`,
    );
    expect(out).not.toContain('.1234abcd.svg');
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

  it('keeps only the rules that can style a screen, with their media queries and animations', () => {
    const screens = [
      '<div class="backdrop"><div class="dialog wide"><h2 class="title">A</h2><button class="share">Share</button></div></div>',
      '<div class="backdrop"><p class="meta">B</p></div>',
    ];
    const css = [
      ':root{--hl-color-navy:#0f2742}',
      '.title{font-size:2rem}',
      '.faq{margin:0}',
      '.share:hover,.share:focus-visible{color:red}',
      '.faq .title{color:blue}',
      '.dialog.wide,.dialog.narrow{max-width:60rem}',
      '.meta:not(.faq){color:gray}',
      '.share{animation:spin 1s}',
      '@keyframes spin{to{transform:rotate(1turn)}}',
      '@keyframes fade{to{opacity:0}}',
      '@media (max-width:30rem){.title{font-size:1.5rem}.faq{padding:0}}',
      '@media (prefers-reduced-motion:reduce){.faq{animation:none}}',
      '@supports (overflow-clip-margin:1px){.backdrop{overflow:clip}}',
    ].join('');
    expect(screenRules(css, screens)).toBe(
      [
        '.title{font-size:2rem}',
        '.share:hover,.share:focus-visible{color:red}',
        '.dialog.wide{max-width:60rem}',
        '.meta:not(.faq){color:gray}',
        '.share{animation:spin 1s}',
        '@keyframes spin{to{transform:rotate(1turn)}}',
        '@media (max-width:30rem){.title{font-size:1.5rem}}',
        '@supports (overflow-clip-margin:1px){.backdrop{overflow:clip}}',
      ].join(''),
    );
  });
});
