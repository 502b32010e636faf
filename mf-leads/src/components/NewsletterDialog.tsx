import { useAnalytics } from '@hl/shared/analytics';
import btn from '@hl/shared/button.module.css';
import { Field } from '@hl/shared/field';
import { NEWSLETTER_SOURCE } from '@hl/shared/lead-options';
import { Modal } from '@hl/shared/modal';
import { useEffect, useRef } from 'react';
import { useLeadForm } from '../hooks/useLeadForm.ts';
import { DISMISSED_KEY, setFlag } from '../lib/newsletter-visibility.ts';
import { newsletterOutcome } from '../lib/outcomes.ts';
import form from './form/Form.module.css';
import { Honeypot } from './form/Honeypot.tsx';
import { PrivacyLink } from './form/PrivacyLink.tsx';

const TITLE = 'Get Smarter About Home Loans';

/**
 * The newsletter dialog, loaded by NewsletterModal when it opens (react-hook-form and zod come with
 * it). Closing it without subscribing dismisses it for the session.
 */
export default function NewsletterDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { trackEvent } = useAnalytics();
  const impression = useRef(false);

  useEffect(() => {
    if (!open || impression.current) return;
    impression.current = true;
    trackEvent('modal_impression', NEWSLETTER_SOURCE);
  }, [open, trackEvent]);

  return (
    <Modal
      open={open}
      title={TITLE}
      onClose={(reason) => {
        setFlag(sessionStorage, DISMISSED_KEY);
        trackEvent('modal_close', NEWSLETTER_SOURCE, reason === 'button' ? 'dismiss' : reason);
        onClose();
      }}
    >
      <NewsletterForm onDone={onClose} />
    </Modal>
  );
}

/** The modal's content; it is mounted only while the modal is open, so closing resets it. */
function NewsletterForm({ onDone }: { onDone: () => void }) {
  const {
    register,
    formProps,
    outcome,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    name: NEWSLETTER_SOURCE,
    schema: (contracts) => contracts.newsletterSubscriptionSchema,
    endpoint: '/contact/newsletter/subscribe',
    defaultValues: { name: '', email: '', source: NEWSLETTER_SOURCE, website: '' },
    body: (subscription) => ({ payload: subscription }),
    outcome: newsletterOutcome,
    // Every success is a submit; only a new subscription (201) is a sign-up and a conversion.
    tracking: (_subscription, answer) =>
      answer.status === 201
        ? {
            events: [
              { type: 'newsletter_submit', element: NEWSLETTER_SOURCE },
              { type: 'newsletter_signup', element: NEWSLETTER_SOURCE },
            ],
            conversion: 'newsletter_signup',
          }
        : { events: [{ type: 'newsletter_submit', element: NEWSLETTER_SOURCE }] },
  });

  if (outcome?.ok) {
    return (
      <div role="status">
        <h3>{outcome.title}</h3>
        <p>{outcome.message}</p>
        <button type="button" className={`${btn.primary} ${form.submit}`} onClick={onDone}>
          Done
        </button>
      </div>
    );
  }

  return (
    <form className={form.form} aria-label="Newsletter sign-up" {...formProps}>
      <p>
        Monthly rate updates, buying tips and new guides for South African home buyers. No spam; unsubscribe any time.
      </p>
      <fieldset disabled={isSubmitting}>
        <Field label="Name" error={errors.name?.message}>
          {(control) => <input {...control} type="text" autoComplete="given-name" required {...register('name')} />}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(control) => <input {...control} type="email" autoComplete="email" required {...register('email')} />}
        </Field>
        <Honeypot field={register('website')} />
        <button type="submit" className={`${btn.primary} ${form.submit}`}>
          {isSubmitting ? 'Subscribing…' : 'Subscribe'}
        </button>
        <PrivacyLink />
      </fieldset>
      <div role="alert">{outcome ? <p className={form.failure}>{outcome.message}</p> : null}</div>
    </form>
  );
}
