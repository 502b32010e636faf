import path from 'node:path';
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
    },
    argv,
  );
  // Production builds also compile the prerender; scripts/prerender.ts then writes each page's HTML.
  if (argv.mode === 'development') return browser;
  return [
    browser,
    prerenderConfig({ name: 'shell', dir, entry: './src/prerender.tsx', outDir: path.join(dir, 'build/prerender') }),
  ];
};
