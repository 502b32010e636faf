import { useAnalytics } from '@hl/shared/analytics';
import { type PartnerLead, type PartnerLeadInput, partnerLeadSchema } from '@hl/shared/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { groupThousands } from '../lib/amount.ts';
import { type Outcome, partnerOutcome } from '../lib/outcomes.ts';
import { sendLead } from '../lib/post.ts';
import { contractResolver } from '../lib/resolver.ts';
import { Field } from './form/Field.tsx';
import form from './form/Form.module.css';
import { Honeypot } from './form/Honeypot.tsx';
import { PrivacyLink } from './form/PrivacyLink.tsx';
import { showServerErrors } from './form/server-errors.ts';
import styles from './Section.module.css';

const EMPTY: PartnerLeadInput = {
  fullName: '',
  email: '',
  phone: '',
  estateAgency: '',
  numListings: null,
  avgSaleValue: '',
  website: '',
};

/**
 * 'Register Your Interest' on /agents/partner (POST /contact/partner). The average sale value is
 * grouped in thousands while it is typed; the contract removes the spaces. A success clears every
 * field; the outcome shows under the button in the spec's words.
 */
export default function PartnerForm() {
  const { trackEvent, trackConversion } = useAnalytics();
  const [outcome, setOutcome] = useState<Outcome>();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<PartnerLeadInput, unknown, PartnerLead>({
    resolver: contractResolver(partnerLeadSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = async (lead: PartnerLead) => {
    setOutcome(undefined);
    const answer = await sendLead('/contact/partner', lead);
    const result = partnerOutcome(answer);
    setOutcome(result);
    if (!result.ok) {
      showServerErrors(answer, setError);
      return;
    }
    trackEvent('form_submit', 'partner_form');
    trackConversion('partner_registration');
    reset(EMPTY);
  };

  return (
    <div className={styles.section}>
      <h2 id="partner-form-heading" className={styles.heading}>
        Register Your Interest
      </h2>
      <p className={styles.intro}>
        Tell us about your agency and we will be in touch about partnering on your clients’ bonds.
      </p>
      <form className={form.form} aria-labelledby="partner-form-heading" noValidate onSubmit={handleSubmit(onSubmit)}>
        <fieldset disabled={isSubmitting}>
          <div className={form.row}>
            <Field label="Name & Surname" error={errors.fullName?.message}>
              {(control) => <input {...control} type="text" autoComplete="name" {...register('fullName')} />}
            </Field>
            <Field label="Email" error={errors.email?.message}>
              {(control) => <input {...control} type="email" autoComplete="email" {...register('email')} />}
            </Field>
          </div>
          <div className={form.row}>
            <Field label="Contact Number" error={errors.phone?.message}>
              {(control) => <input {...control} type="tel" autoComplete="tel" {...register('phone')} />}
            </Field>
            <Field label="Estate Agency" error={errors.estateAgency?.message}>
              {(control) => (
                <input {...control} type="text" autoComplete="organization" {...register('estateAgency')} />
              )}
            </Field>
          </div>
          <div className={form.row}>
            <Field label="Number of Listings" optional error={errors.numListings?.message}>
              {(control) => (
                <input
                  {...control}
                  type="number"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  {...register('numListings', { setValueAs: (v: string) => (v === '' ? null : Number(v)) })}
                />
              )}
            </Field>
            <Field label="Average Sale Value (R)" optional error={errors.avgSaleValue?.message}>
              {(control) => (
                <input
                  {...control}
                  type="text"
                  inputMode="numeric"
                  {...register('avgSaleValue', {
                    onChange: (e: { target: { value: string } }) =>
                      setValue('avgSaleValue', groupThousands(e.target.value)),
                  })}
                />
              )}
            </Field>
          </div>
          <Honeypot field={register('website')} />
          <button type="submit" className={form.button}>
            {isSubmitting ? 'Submitting…' : 'Register Interest'}
          </button>
          <PrivacyLink />
        </fieldset>
        <div role="status">
          {outcome ? <p className={outcome.ok ? form.success : form.failure}>{outcome.message}</p> : null}
        </div>
      </form>
    </div>
  );
}
