import { renderStandalone } from '@hl/shared/standalone';
import CallbackForm from './components/CallbackForm.tsx';
import ContactForm from './components/ContactForm.tsx';
import NewsletterModal from './components/NewsletterModal.tsx';
import PartnerForm from './components/PartnerForm.tsx';

// Standalone page for this remote's team: every exposed component, as the shell would mount them.
renderStandalone(
  <>
    <NewsletterModal />
    <CallbackForm />
    <ContactForm />
    <PartnerForm />
  </>,
);
