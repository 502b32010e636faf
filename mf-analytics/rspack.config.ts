import { federatedAppConfig } from '../tooling/src/rspack-config.ts';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedAppConfig(
    {
      name: 'mf_analytics',
      dir: import.meta.dirname,
      exposes: {
        './AnalyticsProvider': './src/provider/AnalyticsProvider.tsx',
        './hooks': './src/provider/hooks.ts',
      },
      devPort: 3004,
      title: 'Analytics — standalone',
    },
    argv,
  );
