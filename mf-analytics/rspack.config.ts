import { exposesConfig } from '@hl/shared/remotes';
import { federatedAppConfig } from '@hl/tooling/rspack';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedAppConfig(
    {
      name: 'mf_analytics',
      dir: import.meta.dirname,
      exposes: exposesConfig<'mf_analytics'>({
        // A function that starts the tracker; the shell hands it to its analytics provider.
        tracker: './src/tracker/tracker.ts',
        // The operators' page at /insights: loaded only there, never by a public page.
        Insights: './src/insights/components/Insights.tsx',
      }),
      devPort: 3004,
      title: 'Analytics — standalone',
    },
    argv,
  );
