import path from 'node:path';
import { renderHead, templateHead } from '@hl/shared/metadata';
import { federatedAppConfig, prerenderConfig } from '@hl/tooling/rspack';
import { type Compiler, type Configuration, rspack } from '@rspack/core';
import { PAINT_FIRST_ENTRY, paintFirstHtml, preloadFonts } from './src/paint-first/html.ts';

const dir = import.meta.dirname;

export default function config(_env: unknown, argv: { mode?: string }): Configuration | Configuration[] {
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
  // React and React DOM in a script of their own (src/index.tsx runs their set-up and the shell's
  // code as separate tasks; a script is compiled in the task that runs it).
  browser.optimization = {
    ...browser.optimization,
    splitChunks: {
      cacheGroups: {
        reactDom: {
          test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
          name: 'react-dom',
          chunks: 'initial',
          enforce: true,
        },
      },
    },
  };
  // Production pages run those two after the first screen is painted (src/paint-first/).
  if (argv.mode !== 'development') {
    browser.entry = { [PAINT_FIRST_ENTRY]: './src/paint-first/loader.ts', ...(browser.entry as object) };
    browser.plugins = [...(browser.plugins ?? []), new PaintFirstPlugin()];
  }
  // Production builds also compile the prerender; scripts/prerender.ts then writes each page's HTML.
  if (argv.mode === 'development') return browser;
  return [
    browser,
    prerenderConfig({ name: 'shell', dir, entry: './src/prerender.tsx', outDir: path.join(dir, 'build/prerender') }),
  ];
}

/**
 * The reference page of `npm run lighthouse`: the production build (browser and prerender) with
 * src/reference/ReferenceApp.tsx in place of src/App.tsx, written under `outDir` (dist/ and
 * prerender/) rather than where the site's build goes. Everything else is the shell's, so the
 * reference starts as the site's pages do and the pages' cost over it is their own.
 */
export function referenceBuild(outDir: string): Configuration[] {
  const reference = path.join(dir, 'src/reference/ReferenceApp.tsx');
  const src = path.join(dir, 'src');
  const withReference = (build: Configuration, out: string): Configuration => ({
    ...build,
    output: { ...build.output, path: path.join(outDir, out) },
    plugins: [
      ...(build.plugins ?? []),
      new rspack.NormalModuleReplacementPlugin(/^\.\/App\.tsx$/, (resource) => {
        if (resource.context === src) resource.request = reference;
      }),
    ],
  });
  const [browser, prerender] = config({}, { mode: 'production' }) as [Configuration, Configuration];
  return [withReference(browser, 'dist'), withReference(prerender, 'prerender')];
}

/** Rewrites the built HTML: its scripts preloaded, the paint-first loader inline, the fonts preloaded. */
class PaintFirstPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.compilation.tap('PaintFirstPlugin', (compilation) => {
      rspack.HtmlRspackPlugin.getCompilationHooks(compilation).beforeEmit.tapPromise(
        'PaintFirstPlugin',
        async (data) => {
          const inlined: string[] = [];
          const fonts = compilation
            .getAssets()
            .filter((asset) => asset.name.endsWith('.woff2'))
            .map((asset) => `/${asset.name}`);
          const html = paintFirstHtml(preloadFonts(data.html, fonts), (src) => {
            const name = src.replace(/^\//, '');
            const asset = compilation.getAsset(name);
            if (!asset) throw new Error(`${src} is not in the build`);
            inlined.push(name);
            return asset.source.source().toString();
          });
          // The loader lives in the HTML only: its file and map would be dead weight in dist.
          for (const name of inlined) {
            compilation.deleteAsset(name);
            if (compilation.getAsset(`${name}.map`)) compilation.deleteAsset(`${name}.map`);
          }
          return { ...data, html };
        },
      );
    });
  }
}
