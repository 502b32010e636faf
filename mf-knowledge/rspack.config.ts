import { federatedAppConfig } from '@hl/tooling/rspack';
import { rspack } from '@rspack/core';

export default (_env: unknown, argv: { mode?: string }) => {
  const config = federatedAppConfig(
    {
      name: 'mf_knowledge',
      dir: import.meta.dirname,
      exposes: {
        './KnowledgeCenter': './src/components/KnowledgeCenter.tsx',
        './Testimonials': './src/components/Testimonials.tsx',
        './Services': './src/components/Services.tsx',
        './WhyUs': './src/components/WhyUs.tsx',
        './Partners': './src/components/Partners.tsx',
        './Team': './src/components/Team.tsx',
      },
      devPort: 3002,
      title: 'Knowledge — standalone',
    },
    argv,
  );
  // The article index the content compiler wrote is published beside mf-manifest.json, where the
  // BFF reads it for article heads, the sitemap and 404s.
  config.plugins?.push(
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'src/content/generated/articles.json', to: 'articles.json' }] }),
  );
  return config;
};
