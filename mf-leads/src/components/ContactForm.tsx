import btn from '@hl/shared/button.module.css';
import { Field } from '@hl/shared/field';
import type { ContactMessageInput } from '@hl/shared/lead-forms';
import { CONTACT_STAGE_OPTIONS, CONTACT_SUBJECT_OPTIONS } from '@hl/shared/lead-options';
import toast from 'react-hot-toast';
import { useLeadForm } from '../hooks/useLeadForm.ts';
import { contactOutcome } from '../lib/outcomes.ts';
import form from './form/Form.module.css';
import { Honeypot } from './form/Honeypot.tsx';
import { PrivacyLink } from './form/PrivacyLink.tsx';
import styles from './Section.module.css';

const EMPTY: ContactMessageInput = { name: '', email: '', phone: '', subject: '', stage: '', message: '', website: '' };

/**
 * The contact section's message form (POST /contact/submit). Subjects and stages show their labels;
 * the contract sends their mapped values (docs/REQUIREMENTS.md#contact-form). The outcome is a toast
 * in the required words (docs/REQUIREMENTS.md#lead-messages); a success clears the form.
 */
export default function ContactForm() {
  const {
    register,
    formProps,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    name: 'contact_form',
    schema: (contracts) => contracts.contactMessageSchema,
    endpoint: '/contact/submit',
    defaultValues: EMPTY,
    outcome: contactOutcome,
    onOutcome: (result) => (result.ok ? toast.success(result.message) : toast.error(result.message)),
    tracking: (message) => ({
      events: [{ type: 'contact_form_submitted', element: 'contact_form', value: message.subject }],
      conversion: 'contact_message',
    }),
    resetOnSuccess: true,
  });

  return (
    <div>
      <h3 id="contact-form-heading" className={styles.heading}>
        Send Us a Message
      </h3>
      <p className={styles.intro}>Tell us where you are in your journey and we will reply within one business day.</p>
      <form className={form.form} aria-labelledby="contact-form-heading" {...formProps}>
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
          <button type="submit" className={`${btn.primary} ${form.submit}`}>
            {isSubmitting ? 'Sending...' : 'Send Message'}
          </button>
          <PrivacyLink />
        </fieldset>
      </form>
    </div>
  );
}
