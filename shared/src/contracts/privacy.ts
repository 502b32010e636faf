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

const personalFields = new Map<string, boolean>();

/** True for a field such as name, fullName, e-mail, contact_phone, mobile or message. */
export function isPersonalField(field: string): boolean {
  let personal = personalFields.get(field);
  if (personal === undefined) {
    personal = hasPersonalWord(field);
    // Field names come from forms, so there are few; the bound only guards against a flood of odd ones.
    if (personalFields.size < 1000) personalFields.set(field, personal);
  }
  return personal;
}

function hasPersonalWord(field: string): boolean {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.some((w) => PERSONAL_WORDS.has(w)) || PERSONAL_WORDS.has(words.join(''));
}

const EMAIL_LIKE = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
/**
 * Phone numbers: South African ones (082 123 4567, (011) 555-1234, +27 82 123 4567) and other
 * international ones (+ and 7-15 digits); and 13-digit South African ID numbers. Only whole runs
 * count: digits inside a longer word (a UUID, a hash) are left alone.
 */
const PHONE_LIKE =
  /(?<![\w+])(?:(?:(?:\+|00)27[ -]?\(?0?\d{2}\)?|\(?0\d{2}\)?)[ -]?\d{3}[ -]?\d{4}|\+\d[\d ()-]{6,18}\d)(?!\w)/g;
const ID_NUMBER_LIKE = /(?<!\w)\d{13}(?!\w)/g;

/** Texts that cannot hold any of them: no @ and no run of 7 digits (spaces, brackets, hyphens between). */
const MAYBE_PERSONAL = /@|\d(?:[ ()-]*\d){6}/;

/** Replaces anything that looks like an e-mail address, a phone number or an ID number in a text. */
export const redactText = (text: string) =>
  MAYBE_PERSONAL.test(text)
    ? text.replace(EMAIL_LIKE, REDACTED).replace(PHONE_LIKE, REDACTED).replace(ID_NUMBER_LIKE, REDACTED)
    : text;

/** A run of 8 digits or more: an account, card or reference number, wherever it appears. */
const LONG_DIGITS = /\d{8,}/g;

/**
 * An error message as analytics keeps it: e-mail addresses, phone numbers and long runs of digits
 * removed (a message may quote what a visitor typed, or an id of theirs).
 */
export const scrubErrorMessage = (message: string) => redactText(message).replace(LONG_DIGITS, REDACTED);
