import { exposesConfig } from '@hl/shared/remotes';
import { federatedAppConfig } from '@hl/tooling/rspack';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedAppConfig(
    {
      name: 'mf_calculators',
      dir: import.meta.dirname,
      exposes: exposesConfig<'mf_calculators'>({
        CalculatorsSection: './src/components/CalculatorsSection.tsx',
      }),
      devPort: 3001,
      title: 'Calculators — standalone',
    },
    argv,
  );
