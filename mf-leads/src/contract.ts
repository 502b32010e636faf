/**
 * Compile-time check (`npm run typecheck`) that this remote's exposed modules are what the shell's
 * contract in @hl/shared/remotes says they are; rspack.config.ts checks the expose names against it.
 * Nothing imports this file, so it never reaches a bundle.
 */
import type { RemoteExposes } from '@hl/shared/remotes';
import CallbackForm from './components/CallbackForm.tsx';
import ContactForm from './components/ContactForm.tsx';
import NewsletterModal from './components/NewsletterModal.tsx';
import PartnerForm from './components/PartnerForm.tsx';

export const exposed = { NewsletterModal, CallbackForm, ContactForm, PartnerForm } satisfies RemoteExposes<'mf_leads'>;
