import { federatedAppConfig } from '@hl/tooling/rspack';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedAppConfig(
    {
      name: 'shell',
      dir: import.meta.dirname,
      devPort: 3000,
      title: 'BondBridge',
      publicPath: '/',
      template: `${import.meta.dirname}/src/index.html`,
    },
    argv,
  );
