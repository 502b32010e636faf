import { z } from 'zod';
import { emailAddress, honeypot, personName, phoneNumber, requiredLine, requiredParagraph } from './fields.ts';
import {
  CONTACT_STAGE_OPTIONS,
  CONTACT_STAGES,
  CONTACT_SUBJECT_OPTIONS,
  CONTACT_SUBJECTS,
  NEWSLETTER_SOURCE,
  PARTNER_SOURCE,
} from './lead-options.ts';

export * from './lead-options.ts';

/** Newsletter: POST /contact/newsletter/subscribe with { payload: { name, email, source } }. */
export const newsletterSubscriptionSchema = z.strictObject({
  name: personName('Name', 'Please enter your name.'),
  email: emailAddress,
  source: z.literal(NEWSLETTER_SOURCE, { error: `source must be '${NEWSLETTER_SOURCE}'.` }).default(NEWSLETTER_SOURCE),
  website: honeypot,
});
export const newsletterRequestSchema = z.strictObject({ payload: newsletterSubscriptionSchema });

/** A whole rand amount: a number, or digits grouped with spaces ('1 500 000'); empty means none. */
const randAmount = z.union(
  [
    z.number().int().min(0).max(1_000_000_000_000),
    z
      .string()
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(
        z.union([
          z.literal('').transform(() => null),
          z
            .string()
            .regex(/^\d{1,13}$/)
            .transform(Number),
        ]),
      ),
    z.null(),
  ],
  { error: 'Average sale value must be a whole number of rand.' },
);

const listingCount = z
  .number({ error: 'Number of listings must be a number.' })
  .int('Number of listings must be a whole number.')
  .min(0, 'Number of listings cannot be negative.')
  .max(100_000, 'Number of listings is too large.');

/**
 * The optional number of listings: a whole number, or its digits as text. Left blank (missing,
 * null, '' or spaces) it is null, never 0: "not given" is not "none".
 */
const optionalCount = z
  .union(
    [
      listingCount,
      z.null(),
      z
        .string()
        .trim()
        .regex(/^\d*$/)
        .transform((v) => (v === '' ? null : Number(v)))
        .pipe(listingCount.nullable()),
    ],
    { error: 'Number of listings must be a whole number.' },
  )
  .optional()
  .transform((v) => v ?? null);

/** Partner (agent) lead: POST /contact/partner. E-mail lower-cased, avgSaleValue spaces removed. */
export const partnerLeadSchema = z.strictObject({
  fullName: personName('Name & Surname', 'Please enter your name and surname.'),
  email: emailAddress.transform((v) => v.toLowerCase()),
  phone: phoneNumber('Contact number'),
  estateAgency: requiredLine('Estate agency', 160, 'Please enter your estate agency.'),
  numListings: optionalCount,
  avgSaleValue: randAmount.optional().transform((v) => v ?? null),
  source: z.literal(PARTNER_SOURCE, { error: `source must be '${PARTNER_SOURCE}'.` }).default(PARTNER_SOURCE),
  website: honeypot,
});

/** Callback request: POST /contact/callbackrequest. */
export const callbackRequestSchema = z.strictObject({
  name: personName('Name', 'Please enter your name.'),
  email: emailAddress,
  mobile: phoneNumber('Mobile number'),
  website: honeypot,
});

/** A choice sent as its value or as its label; a label becomes its value. */
function choice<const V extends readonly [string, ...string[]]>(
  values: V,
  options: ReadonlyArray<{ label: string; value: V[number] }>,
  message: string,
) {
  const byLabel = new Map<string, string>(options.map((o) => [o.label, o.value]));
  return z
    .string({ error: message })
    .trim()
    .transform((v) => byLabel.get(v) ?? v)
    .pipe(z.enum(values, { error: message }));
}

/** Contact message: POST /contact/submit. */
export const contactMessageSchema = z.strictObject({
  name: personName('Name', 'Please enter your name.'),
  email: emailAddress,
  phone: z
    .union([z.string().trim().max(0), phoneNumber('Phone number')])
    .optional()
    .transform((v) => v || undefined),
  subject: choice(CONTACT_SUBJECTS, CONTACT_SUBJECT_OPTIONS, 'Please choose a subject.'),
  message: requiredParagraph('Message', 5000, 'Please enter a message.'),
  stage: choice(CONTACT_STAGES, CONTACT_STAGE_OPTIONS, 'Please choose where you are in your journey.'),
  website: honeypot,
});

export type NewsletterRequest = z.input<typeof newsletterRequestSchema>;
export type NewsletterSubscription = z.output<typeof newsletterSubscriptionSchema>;
export type PartnerLeadInput = z.input<typeof partnerLeadSchema>;
export type PartnerLead = z.output<typeof partnerLeadSchema>;
export type CallbackRequestInput = z.input<typeof callbackRequestSchema>;
export type CallbackRequest = z.output<typeof callbackRequestSchema>;
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export type ContactStage = (typeof CONTACT_STAGES)[number];
