import btn from '@hl/shared/button.module.css';
import { Field } from '@hl/shared/field';
import type { CallbackRequestInput } from '@hl/shared/lead-forms';
import type { CallbackFormProps } from '@hl/shared/remotes';
import { useEffect, useRef } from 'react';
import { useLeadForm } from '../hooks/useLeadForm.ts';
import { callbackOutcome } from '../lib/outcomes.ts';
import form from './form/Form.module.css';
import { Honeypot } from './form/Honeypot.tsx';
import { PrivacyLink } from './form/PrivacyLink.tsx';

/**
 * How long 'Request Sent!' shows before the form resets and its dialog closes
 * (docs/REQUIREMENTS.md#timings).
 */
export const CALLBACK_CLOSE_DELAY_MS = 2000;

const EMPTY: CallbackRequestInput = { name: '', mobile: '', email: '', website: '' };

/**
 * The callback form (POST /contact/callbackrequest), in the application dialog and on /apply. It
 * is the form alone, named for assistive technology: the dialog's title or the page's heading
 * above it introduces it, so it never shows a second title or frame inside its host. A
 * failed call is logged and the form returns to its unsent state
 * (docs/REQUIREMENTS.md#callback-form); the field errors of a refused request are shown beside
 * their fields.
 */
export default function CallbackForm({ onDone }: CallbackFormProps) {
  // The latest onDone, read when the timer fires: a parent passing a new function each render must
  // not restart the 2 s.
  const done = useRef(onDone);
  done.current = onDone;
  const {
    register,
    formProps,
    outcome,
    clear,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    name: 'callback_form',
    schema: (contracts) => contracts.callbackRequestSchema,
    endpoint: '/contact/callbackrequest',
    defaultValues: EMPTY,
    outcome: callbackOutcome,
    onOutcome: (result, answer) => {
      if (!result.ok) console.warn('Callback request failed', answer?.status);
    },
    tracking: () => ({ events: [{ type: 'form_submit', element: 'callback_form' }], conversion: 'callback_request' }),
  });
  const sent = outcome?.ok === true;

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      clear();
      done.current?.();
    }, CALLBACK_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, clear]);

  return (
    <form className={form.form} aria-label="Request a Callback" {...formProps}>
      <fieldset disabled={isSubmitting || sent}>
        <Field label="Full name" error={errors.name?.message}>
          {(control) => <input {...control} type="text" autoComplete="name" {...register('name')} />}
        </Field>
        <div className={form.row}>
          <Field label="Mobile number" hint="For example 082 123 4567" error={errors.mobile?.message}>
            {(control) => <input {...control} type="tel" autoComplete="tel" {...register('mobile')} />}
          </Field>
          <Field label="Email" error={errors.email?.message}>
            {(control) => <input {...control} type="email" autoComplete="email" {...register('email')} />}
          </Field>
        </div>
        <Honeypot field={register('website')} />
        <button type="submit" className={`${btn.primary} ${form.submit}`}>
          {sent ? 'Request Sent!' : isSubmitting ? 'Sending Request...' : 'Request Callback'}
        </button>
        <PrivacyLink />
      </fieldset>
      <div role="status">{sent ? <p className={form.success}>{outcome.message}</p> : null}</div>
    </form>
  );
}
