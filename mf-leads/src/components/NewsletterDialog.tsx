import { useAnalytics } from '@hl/shared/analytics';
import { NEWSLETTER_SOURCE, type NewsletterSubscription, newsletterSubscriptionSchema } from '@hl/shared/contracts';
import { Modal } from '@hl/shared/modal';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { DISMISSED_KEY, setFlag } from '../lib/newsletter-visibility.ts';
import { newsletterOutcome, type Outcome } from '../lib/outcomes.ts';
import { sendLead } from '../lib/post.ts';
import { contractResolver } from '../lib/resolver.ts';
import { Field } from './form/Field.tsx';
import form from './form/Form.module.css';
import { Honeypot } from './form/Honeypot.tsx';
import { PrivacyLink } from './form/PrivacyLink.tsx';
import { showServerErrors } from './form/server-errors.ts';

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
  const { trackEvent, trackConversion } = useAnalytics();
  const [outcome, setOutcome] = useState<Outcome>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<z.input<typeof newsletterSubscriptionSchema>, unknown, NewsletterSubscription>({
    resolver: contractResolver(newsletterSubscriptionSchema),
    defaultValues: { name: '', email: '', source: NEWSLETTER_SOURCE, website: '' },
  });

  const onSubmit = async (subscription: NewsletterSubscription) => {
    const answer = await sendLead('/contact/newsletter/subscribe', { payload: subscription });
    const result = newsletterOutcome(answer);
    setOutcome(result);
    if (!result.ok) {
      showServerErrors(answer, setError);
      return;
    }
    trackEvent('newsletter_submit', NEWSLETTER_SOURCE);
    if (answer?.status !== 201) return;
    trackEvent('newsletter_signup', NEWSLETTER_SOURCE);
    trackConversion('newsletter_signup');
  };

  if (outcome?.ok) {
    return (
      <div role="status">
        <h3>{outcome.title}</h3>
        <p>{outcome.message}</p>
        <button type="button" className={form.button} onClick={onDone}>
          Done
        </button>
      </div>
    );
  }

  return (
    <form className={form.form} aria-label="Newsletter sign-up" noValidate onSubmit={handleSubmit(onSubmit)}>
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
        <button type="submit" className={form.button}>
          {isSubmitting ? 'Subscribing…' : 'Subscribe'}
        </button>
        <PrivacyLink />
      </fieldset>
      <div role="alert">{outcome ? <p className={form.failure}>{outcome.message}</p> : null}</div>
    </form>
  );
}
