import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAnalytics } from '../../test/render.tsx';
import CallbackForm from '../CallbackForm.tsx';
import ContactForm from '../ContactForm.tsx';
import NewsletterModal from '../NewsletterModal.tsx';
import PartnerForm from '../PartnerForm.tsx';

beforeEach(() => sessionStorage.clear());

/** Each lead form, and how to find it once rendered. */
const FORMS: Array<[string, () => ReactElement, () => Promise<HTMLElement>]> = [
  [
    'newsletter',
    () => <NewsletterModal delayMs={0} />,
    () => screen.findByRole('form', { name: 'Newsletter sign-up' }),
  ],
  ['callback', () => <CallbackForm />, () => screen.findByRole('form', { name: 'Request a Callback' })],
  ['contact', () => <ContactForm />, () => screen.findByRole('form', { name: 'Send Us a Message' })],
  ['partner', () => <PartnerForm />, () => screen.findByRole('form', { name: 'Register Your Interest' })],
];

describe('every lead form', () => {
  it.each(FORMS)('%s: links to the privacy notice beside its submit button, in a new tab', async (_name, ui, find) => {
    renderWithAnalytics(ui());
    const form = await find();
    const link = within(form).getByRole('link', { name: 'How we use your details (opens in a new tab)' });
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
    // Right after the submit button, where a visitor about to send looks.
    const submit = within(form).getByRole('button', {
      name: /Subscribe|Request Callback|Send Message|Register Interest/,
    });
    expect(submit.nextElementSibling).toContainElement(link);
  });
});
