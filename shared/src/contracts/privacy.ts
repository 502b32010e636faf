/**
 * Analytics never holds personal data. The tracker sends the values of personal form fields as
 * REDACTED; the BFF applies the same rules again before anything is stored.
 */
export const REDACTED = '[redacted]';

/** Words that make a field personal: its value is never recorded. */
const PERSONAL_WORDS = new Set([
  'name',
  'fullname',
  'firstname',
  'lastname',
  'surname',
  'email',
  'mail',
  'phone',
  'telephone',
  'tel',
  'mobile',
  'cell',
  'cellphone',
  'message',
  'comment',
  'comments',
  'note',
  'notes',
  'password',
  'address',
  'idnumber',
  'passport',
]);

/** True for a field such as name, fullName, e-mail, contact_phone, mobile or message. */
export function isPersonalField(field: string): boolean {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.some((w) => PERSONAL_WORDS.has(w)) || PERSONAL_WORDS.has(words.join(''));
}

const EMAIL_LIKE = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[A-Za-z]{2,}/g;
/** South African numbers (0xx xxx xxxx, +27 ...) and other international numbers (+ and 7-15 digits). */
const PHONE_LIKE = /(?<![\d+])(?:(?:\+|00)?27|0)[ -]?\(?\d{2}\)?[ -]?\d{3}[ -]?\d{4}(?!\d)|\+\d[\d ()-]{6,18}\d(?!\d)/g;

/** Replaces anything that looks like an e-mail address or a phone number in a text. */
export const redactText = (text: string) => text.replace(EMAIL_LIKE, REDACTED).replace(PHONE_LIKE, REDACTED);
