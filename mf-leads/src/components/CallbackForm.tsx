import { useAnalytics } from '@hl/shared/analytics';
import { type CallbackRequest, type CallbackRequestInput, callbackRequestSchema } from '@hl/shared/contracts';
import type { CallbackFormProps } from '@hl/shared/remotes';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { sendLead } from '../lib/post.ts';
import { contractResolver } from '../lib/resolver.ts';
import { Field } from './form/Field.tsx';
import form from './form/Form.module.css';
import { Honeypot } from './form/Honeypot.tsx';
import { showServerErrors } from './form/server-errors.ts';
import styles from './Section.module.css';

/** How long 'Request Sent!' shows before the form resets and its dialog closes (spec section 9). */
export const CALLBACK_CLOSE_DELAY_MS = 2000;

const EMPTY: CallbackRequestInput = { name: '', mobile: '', email: '', website: '' };

/**
 * The callback form (POST /contact/callbackrequest), in the application dialog and on /apply.
 * A failed call is logged and the form returns to its unsent state (spec section 8); the field
 * errors of a refused request are shown beside their fields.
 */
export default function CallbackForm({ onDone }: CallbackFormProps) {
  const { trackEvent, trackConversion } = useAnalytics();
  const [sent, setSent] = useState(false);
  // The latest onDone, read when the timer fires: a parent passing a new function each render must
  // not restart the 2 s.
  const done = useRef(onDone);
  done.current = onDone;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<CallbackRequestInput, unknown, CallbackRequest>({
    resolver: contractResolver(callbackRequestSchema),
    defaultValues: EMPTY,
  });

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => {
      reset(EMPTY);
      setSent(false);
      done.current?.();
    }, CALLBACK_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [sent, reset]);

  const onSubmit = async (request: CallbackRequest) => {
    const answer = await sendLead('/contact/callbackrequest', request);
    if (!answer?.ok) {
      console.warn('Callback request failed', answer?.status);
      showServerErrors(answer, setError);
      return;
    }
    trackEvent('form_submit', 'callback_form');
    trackConversion('callback_request');
    setSent(true);
  };

  return (
    <div className={styles.section}>
      <h2 id="callback-heading" className={styles.heading}>
        Request a Callback
      </h2>
      <p className={styles.intro}>Leave your details and a bond consultant will call you back during business hours.</p>
      <form className={form.form} aria-labelledby="callback-heading" noValidate onSubmit={handleSubmit(onSubmit)}>
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
          <button type="submit" className={form.button}>
            {sent ? 'Request Sent!' : isSubmitting ? 'Sending Request...' : 'Request Callback'}
          </button>
        </fieldset>
        <div role="status">{sent ? <p className={form.success}>Thank you! We'll be in touch shortly.</p> : null}</div>
      </form>
    </div>
  );
}
