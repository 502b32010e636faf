import { federatedAppConfig } from '@hl/tooling/rspack';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedAppConfig(
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
