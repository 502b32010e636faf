import path from 'node:path';
import { exposesConfig } from '@hl/shared/remotes';
import { federatedAppConfig, prerenderConfig } from '@hl/tooling/rspack';
import { rspack } from '@rspack/core';
import { PRERENDER_ASSET_BASE } from './scripts/prerender-articles.ts';

/**
 * Modules of this remote (and of @hl/shared, the analytics singleton aside) the sections share: the
 * generated FAQs are section data, the other generated modules (the index, the bodies) load apart.
 */
const SECTION_CODE =
  /[\\/](mf-knowledge|shared)[\\/]src[\\/](?!analytics[\\/]|content[\\/]generated[\\/](?!faqs\.ts$))/;
/** Named lazy chunks whose own modules stay out of the sections' chunk. */
const LAZY_CHUNKS = new Set(['reader', 'articles-index']);

export default (_env: unknown, argv: { mode?: string }) => {
  const config = federatedAppConfig(
    {
      name: 'mf_knowledge',
      dir: import.meta.dirname,
      exposes: exposesConfig<'mf_knowledge'>({
        KnowledgeCenter: './src/components/KnowledgeCenter.tsx',
        Testimonials: './src/components/Testimonials.tsx',
        Services: './src/components/Services.tsx',
        WhyUs: './src/components/WhyUs.tsx',
        Partners: './src/components/Partners.tsx',
        Team: './src/components/Team.tsx',
      }),
      devPort: 3002,
      title: 'Knowledge — standalone',
    },
    argv,
  );
  // The six sections are on one page and load together: one chunk of their code and data (and one
  // stylesheet) instead of a chunk per section with the small shared modules copied into each.
  // The article index, the reader and each article body stay chunks of their own.
  config.optimization = {
    ...config.optimization,
    splitChunks: {
      cacheGroups: {
        sections: {
          test: SECTION_CODE,
          chunks: (chunk) => !LAZY_CHUNKS.has(chunk.name ?? ''),
          name: 'sections',
          enforce: true,
          priority: 10,
        },
      },
    },
  };
  // The bank wordmarks are served from the remote's logos/ path.
  config.module?.rules?.push({
    test: /[\\/]assets[\\/]banks[\\/][^\\/]+\.svg$/,
    type: 'asset/resource',
    generator: { filename: 'logos/[name].[contenthash:8][ext]' },
  });
  // The article index the content compiler wrote is published beside mf-manifest.json, where the
  // BFF reads it for article heads, the sitemap and 404s.
  config.plugins?.push(
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'src/content/generated/articles.json', to: 'articles.json' }] }),
  );
  // Production builds also compile the articles' first screens (src/prerender.tsx), which
  // scripts/prerender-articles.ts then renders and publishes beside the index.
  if (argv.mode === 'development') return config;
  return [
    config,
    prerenderConfig({
      name: 'mf_knowledge',
      dir: import.meta.dirname,
      entry: './src/prerender.tsx',
      outDir: path.join(import.meta.dirname, 'build/prerender'),
      publicPath: PRERENDER_ASSET_BASE,
    }),
  ];
};
