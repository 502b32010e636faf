import { renderHead, templateHead } from '@hl/shared/metadata';
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
      // The head region of index.html, which the BFF replaces with each path's own.
      templateParameters: { hlHead: renderHead(templateHead()) },
    },
    argv,
  );
