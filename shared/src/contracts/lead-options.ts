/**
 * The lead forms' fixed values, without zod: the forms show them as soon as they render, while
 * the schemas that check them (leads.ts) are loaded only when a visitor starts using a form.
 */

/** The lead forms' fixed sources (docs/REQUIREMENTS.md#lead-endpoints). */
export const NEWSLETTER_SOURCE = 'newsletter_modal';
export const PARTNER_SOURCE = 'agents-landing';

/**
 * Contact form subjects: the labels the form shows and the value each is sent as
 * (docs/REQUIREMENTS.md#contact-form).
 */
export const CONTACT_SUBJECT_OPTIONS = [
  { label: 'New Home Loan Application', value: 'bond-application' },
  { label: 'Home Loan Pre-Approval Request', value: 'consultation' },
  { label: 'Refinancing My Existing Home Loan', value: 'pre-approval' },
  { label: 'Investment Property Finance Inquiry', value: 'general-inquiry' },
  { label: 'First-Time Home Buyer Advice', value: 'general-inquiry' },
  { label: 'General Bond Origination Inquiry', value: 'general-inquiry' },
  { label: 'Request a Personalized Consultation', value: 'general-inquiry' },
] as const;
export const CONTACT_SUBJECTS = ['bond-application', 'consultation', 'pre-approval', 'general-inquiry'] as const;

/** Contact form stages: label shown, value sent (docs/REQUIREMENTS.md#contact-form). */
export const CONTACT_STAGE_OPTIONS = [
  { label: 'Just starting out', value: 'Need advice' },
  { label: 'Still looking for property', value: 'Still looking' },
  { label: 'Found a property', value: 'Still looking' },
  { label: 'Ready to refinance', value: 'Still looking' },
] as const;
export const CONTACT_STAGES = ['Need advice', 'Still looking'] as const;
