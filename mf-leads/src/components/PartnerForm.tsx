import btn from '@hl/shared/button.module.css';
import { Field } from '@hl/shared/field';
import type { PartnerLeadInput } from '@hl/shared/lead-forms';
import { useLeadForm } from '../hooks/useLeadForm.ts';
import { groupThousands } from '../lib/amount.ts';
import { partnerOutcome } from '../lib/outcomes.ts';
import form from './form/Form.module.css';
import { Honeypot } from './form/Honeypot.tsx';
import { PrivacyLink } from './form/PrivacyLink.tsx';

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
 * The form alone, named 'Register Your Interest' for assistive technology: /agents/partner shows it
 * under its own heading of that name (POST /contact/partner). The average sale value is
 * grouped in thousands while it is typed; the contract removes the spaces. A success clears every
 * field; the outcome shows under the button in the required words (docs/REQUIREMENTS.md#lead-messages).
 */
export default function PartnerForm() {
  const {
    register,
    formProps,
    outcome,
    setValue,
    formState: { errors, isSubmitting },
  } = useLeadForm({
    name: 'partner_form',
    schema: (contracts) => contracts.partnerLeadSchema,
    endpoint: '/contact/partner',
    defaultValues: EMPTY,
    outcome: partnerOutcome,
    tracking: () => ({
      events: [{ type: 'form_submit', element: 'partner_form' }],
      conversion: 'partner_registration',
    }),
    resetOnSuccess: true,
  });

  return (
    <form className={form.form} aria-label="Register Your Interest" {...formProps}>
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
            {(control) => <input {...control} type="text" autoComplete="organization" {...register('estateAgency')} />}
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
        <button type="submit" className={`${btn.primary} ${form.submit}`}>
          {isSubmitting ? 'Submitting…' : 'Register Interest'}
        </button>
        <PrivacyLink />
      </fieldset>
      <div role="status">
        {outcome ? <p className={outcome.ok ? form.success : form.failure}>{outcome.message}</p> : null}
      </div>
    </form>
  );
}
