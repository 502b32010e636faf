import { z } from 'zod';

/**
 * Control characters (tab, newline and carriage return included), broken UTF-16 halves, and the
 * bidirectional overrides used to disguise text. (Emoji joiners and other format marks are fine.)
 */
const CONTROL_OR_BROKEN = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
/** The same, but tab, newline and carriage return are allowed (free text such as a message). */
const CONTROL_OR_BROKEN_MULTILINE = /[^\P{Cc}\t\n\r]|[\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
/** Characters no one's name contains but markup, code and e-mail addresses do. */
const NOT_IN_NAMES = /[<>{}[\]\\/;=|`$%^*@#_~]/;

/** One line of text: trimmed, at most `max` characters, no control characters or broken unicode. */
export const line = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !CONTROL_OR_BROKEN.test(v), `${label} contains characters that are not allowed.`);

/** Free text over several lines (a message): trimmed, bounded, no control characters but line breaks. */
export const paragraph = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .refine((v) => !CONTROL_OR_BROKEN_MULTILINE.test(v), `${label} contains characters that are not allowed.`);

/** A required line of text: empty after trimming gives `required`. */
export const requiredLine = (label: string, max: number, required: string) =>
  line(label, max).pipe(z.string().min(1, required));

/** A person's name in any script, emoji included; markup, code and e-mail addresses are refused. */
export const personName = (label: string, required: string) =>
  requiredLine(label, 120, required).refine(
    (v) => !NOT_IN_NAMES.test(v),
    `${label} contains characters that are not allowed.`,
  );

/** A trimmed e-mail address (case kept; compare with `normaliseEmail`). */
export const emailAddress = z
  .string({ error: 'Please enter your e-mail address.' })
  .trim()
  .min(1, 'Please enter your e-mail address.')
  .max(254, 'E-mail address must be at most 254 characters.')
  .pipe(z.email({ error: 'Please enter a valid e-mail address.' }));

/** How two e-mail addresses are compared: trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/** Digits, plus, spaces, parentheses and hyphens, with at least 7 digits (spec section 5). */
export const phoneNumber = (label: string) =>
  z
    .string({ error: `Please enter your ${label.toLowerCase()}.` })
    .trim()
    .min(1, `Please enter your ${label.toLowerCase()}.`)
    .max(32, `${label} must be at most 32 characters.`)
    .regex(/^[0-9+() -]+$/, `${label} may contain only digits, +, spaces, parentheses and hyphens.`)
    .refine((v) => (v.match(/\d/g)?.length ?? 0) >= 7, `${label} must have at least 7 digits.`);

/** The honeypot: a field people never see or fill. A filled one marks the submission as spam. */
export const honeypot = z.string().max(500).optional();

/** True when the honeypot of a submission was filled. */
export const isSpam = (submission: { website?: string | undefined }) => (submission.website ?? '').trim() !== '';
