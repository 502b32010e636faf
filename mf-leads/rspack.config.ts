import { exposesConfig } from '@hl/shared/remotes';
import { federatedAppConfig } from '@hl/tooling/rspack';

export default (_env: unknown, argv: { mode?: string }) =>
  federatedAppConfig(
    {
      name: 'mf_leads',
      dir: import.meta.dirname,
      exposes: exposesConfig<'mf_leads'>({
        NewsletterModal: './src/components/NewsletterModal.tsx',
        CallbackForm: './src/components/CallbackForm.tsx',
        ContactForm: './src/components/ContactForm.tsx',
        PartnerForm: './src/components/PartnerForm.tsx',
      }),
      devPort: 3003,
      title: 'Leads — standalone',
    },
    argv,
  );
