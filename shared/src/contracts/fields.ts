import { z } from 'zod';

/**
 * Control characters (tab, newline and carriage return included), broken UTF-16 halves, and the
 * bidirectional overrides used to disguise text. (Emoji joiners and other format marks are fine.)
 */
const CONTROL_OR_BROKEN = /[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
/** The same, but tab, newline and carriage return are allowed (free text such as a message). */
const CONTROL_OR_BROKEN_MULTILINE = /[^\P{Cc}\t\n\r]|[\p{Cs}\u202A-\u202E\u2066-\u2069]/u;
/**
 * Letters that draw nothing (the Hangul fillers), though Unicode files them as letters. Every other
 * invisible character (zero-width spaces and joiners, word joiner, soft hyphen, Mongolian vowel
 * separator, combining grapheme joiner, blank Braille pattern) is not a letter or digit anyway.
 */
const BLANK_LETTERS = /[\u115F\u1160\u3164\uFFA0]/gu;

/** True when a text holds at least one letter or digit that shows (an empty text is left to `min`). */
export const hasVisibleText = (value: string) => value === '' || /[\p{L}\p{N}]/u.test(value.replace(BLANK_LETTERS, ''));

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

const visibleMessage = (label: string) => `${label} must contain at least one visible letter or digit.`;

/**
 * A required line of text: empty after trimming gives `required`; made only of invisible or format
 * characters, it is refused too.
 */
export const requiredLine = (label: string, max: number, required: string) =>
  line(label, max).pipe(z.string().min(1, required).refine(hasVisibleText, visibleMessage(label)));

/** Required free text over several lines, with at least one visible letter or digit. */
export const requiredParagraph = (label: string, max: number, required: string) =>
  paragraph(label, max).pipe(z.string().min(1, required).refine(hasVisibleText, visibleMessage(label)));

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

/**
 * Digits, plus, spaces, parentheses and hyphens, with at least 7 digits
 * (docs/REQUIREMENTS.md#partner-form).
 */
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
