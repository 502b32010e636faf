import { useAnalytics } from '@hl/shared/analytics';
import {
  CONTACT_STAGE_OPTIONS,
  CONTACT_SUBJECT_OPTIONS,
  type ContactMessage,
  type ContactMessageInput,
  contactMessageSchema,
} from '@hl/shared/contracts';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { contactOutcome } from '../lib/outcomes.ts';
import { sendLead } from '../lib/post.ts';
import { contractResolver } from '../lib/resolver.ts';
import { Field } from './form/Field.tsx';
import form from './form/Form.module.css';
import { Honeypot } from './form/Honeypot.tsx';
import { PrivacyLink } from './form/PrivacyLink.tsx';
import { showServerErrors } from './form/server-errors.ts';
import styles from './Section.module.css';

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', subject: '', stage: '', message: '', website: '' };

/**
 * The contact section's message form (POST /contact/submit). Subjects and stages show the spec's
 * labels; the contract sends their mapped values. The outcome is a toast in the spec's words (the
 * spec's "alert"); a success clears the form.
 */
export default function ContactForm() {
  const { trackEvent, trackConversion } = useAnalytics();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ContactMessageInput, unknown, ContactMessage>({
    resolver: contractResolver(contactMessageSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = async (message: ContactMessage) => {
    const answer = await sendLead('/contact/submit', message);
    const outcome = contactOutcome(answer);
    if (!outcome.ok) {
      toast.error(outcome.message);
      showServerErrors(answer, setError);
      return;
    }
    toast.success(outcome.message);
    trackEvent('contact_form_submitted', 'contact_form', message.subject);
    trackConversion('contact_message');
    reset(EMPTY);
  };

  return (
    <div className={styles.section}>
      <h2 id="contact-form-heading" className={styles.heading}>
        Send Us a Message
      </h2>
      <p className={styles.intro}>Tell us where you are in your journey and we will reply within one business day.</p>
      <form className={form.form} aria-labelledby="contact-form-heading" noValidate onSubmit={handleSubmit(onSubmit)}>
        <fieldset disabled={isSubmitting}>
          <div className={form.row}>
            <Field label="Full name" error={errors.name?.message}>
              {(control) => <input {...control} type="text" autoComplete="name" {...register('name')} />}
            </Field>
            <Field label="Email" error={errors.email?.message}>
              {(control) => <input {...control} type="email" autoComplete="email" {...register('email')} />}
            </Field>
          </div>
          <div className={form.row}>
            <Field label="Phone" optional error={errors.phone?.message}>
              {(control) => <input {...control} type="tel" autoComplete="tel" {...register('phone')} />}
            </Field>
            <Field label="Where are you in your journey?" error={errors.stage?.message}>
              {(control) => (
                <select {...control} {...register('stage')}>
                  <option value="">Choose one</option>
                  {CONTACT_STAGE_OPTIONS.map((o) => (
                    <option key={o.label}>{o.label}</option>
                  ))}
                </select>
              )}
            </Field>
          </div>
          <Field label="Subject" error={errors.subject?.message}>
            {(control) => (
              <select {...control} {...register('subject')}>
                <option value="">Choose a subject</option>
                {CONTACT_SUBJECT_OPTIONS.map((o) => (
                  <option key={o.label}>{o.label}</option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Message" error={errors.message?.message}>
            {(control) => <textarea {...control} {...register('message')} />}
          </Field>
          <Honeypot field={register('website')} />
          <button type="submit" className={form.button}>
            {isSubmitting ? 'Sending...' : 'Send Message'}
          </button>
          <PrivacyLink />
        </fieldset>
      </form>
    </div>
  );
}
