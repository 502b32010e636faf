import path from 'node:path';
import { renderHead, templateHead } from '@hl/shared/metadata';
import { federatedAppConfig, prerenderConfig } from '@hl/tooling/rspack';

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
  // React DOM in a script of its own: each deferred script runs as its own task, so the page's
  // longest task before it is interactive (compiling and running all of the first screen's code at
  // once) becomes two of about half the length, and input waits less behind either.
  browser.optimization = {
    ...browser.optimization,
    splitChunks: {
      cacheGroups: {
        reactDom: {
          test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
          name: 'react-dom',
          chunks: 'initial',
          enforce: true,
        },
      },
    },
  };
  // Production builds also compile the prerender; scripts/prerender.ts then writes each page's HTML.
  if (argv.mode === 'development') return browser;
  return [
    browser,
    prerenderConfig({ name: 'shell', dir, entry: './src/prerender.tsx', outDir: path.join(dir, 'build/prerender') }),
  ];
};
