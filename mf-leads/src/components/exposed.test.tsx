import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import CallbackForm from './CallbackForm.tsx';
import ContactForm from './ContactForm.tsx';
import NewsletterModal from './NewsletterModal.tsx';
import PartnerForm from './PartnerForm.tsx';

describe('what mf-leads exposes', () => {
  it.each([
    [NewsletterModal, 'Get Smarter About Home Loans'],
    [CallbackForm, 'Request a Callback'],
    [ContactForm, 'Send Us a Message'],
    [PartnerForm, 'Register Your Interest'],
  ])('%o renders its heading', (Component, heading) => {
    render(<Component />);
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
  });
});
