import path from 'node:path';
import { renderHead, templateHead } from '@hl/shared/metadata';
import { federatedAppConfig, prerenderConfig } from '@hl/tooling/rspack';
import { type Compiler, rspack } from '@rspack/core';
import { PAINT_FIRST_ENTRY, paintFirstHtml } from './src/paint-first/html.ts';

const dir = import.meta.dirname;

export default (_env: unknown, argv: { mode?: string }) => {
  const browser = federatedAppConfig(
    {
      name: 'shell',
      dir,
      devPort: 3000,
      title: 'BondBridge',
      publicPath: '/',
      template: `${dir}/src/index.html`,
      // The head region of index.html, which the BFF replaces with each path's own.
      templateParameters: { hlHead: renderHead(templateHead()) },
    },
    argv,
  );
  // React and React DOM as an entry of their own, which main depends on: their script compiles and
  // runs them (React DOM's setup is the largest module of the first screen) as its own task, and
  // main's task then only runs the shell's code. One long task before the page is interactive
  // becomes two of about half the length, and input waits less behind either.
  browser.entry = {
    'react-dom': ['react', 'react/jsx-runtime', 'react-dom/client'],
    main: { import: './src/index', dependOn: 'react-dom' },
  };
  // Production pages run those two after the first screen is painted (src/paint-first/).
  if (argv.mode !== 'development') {
    browser.entry = { [PAINT_FIRST_ENTRY]: './src/paint-first/loader.ts', ...browser.entry };
    browser.plugins = [...(browser.plugins ?? []), new PaintFirstPlugin()];
  }
  // Production builds also compile the prerender; scripts/prerender.ts then writes each page's HTML.
  if (argv.mode === 'development') return browser;
  return [
    browser,
    prerenderConfig({ name: 'shell', dir, entry: './src/prerender.tsx', outDir: path.join(dir, 'build/prerender') }),
  ];
};

/** Rewrites the built HTML's script tags: preloads, and the paint-first loader that runs them. */
class PaintFirstPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PaintFirstPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(
        'PaintFirstPlugin',
        async (data) => ({
          ...data,
          html: paintFirstHtml(data.html),
        }),
      );
    });
  }
}
