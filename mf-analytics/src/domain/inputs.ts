import { isPersonalField, REDACTED } from '@hl/shared/privacy';

/** What the tracker reads of a form field whose value was committed (its DOM `change` event). */
export interface FieldSnapshot {
  /** 'input', 'select' or 'textarea'. */
  tag: string;
  /** The input's type ('text', 'email', 'checkbox', ...); '' for select and textarea. */
  type: string;
  name: string;
  id: string;
  value: string;
  checked: boolean;
  autocomplete: string;
}

/** Input types whose value is always personal, whatever the field is called. */
const PERSONAL_TYPES = new Set(['email', 'tel', 'password', 'file']);
/** autocomplete tokens that say the field holds a person's details. */
const PERSONAL_AUTOCOMPLETE =
  /\b(name|given-name|family-name|additional-name|nickname|email|tel(-[a-z-]+)?|street-address|address-line\d|postal-code|bday[a-z-]*|username|current-password|new-password|one-time-code)\b/;

/**
 * The `input` event of a committed change: the field's name (or id) as element and its value,
 * "[redacted]" for anything personal (a name, e-mail, phone, mobile or message field by its name,
 * an e-mail, telephone or password input, a field whose autocomplete asks for a person's
 * details, and any free-text area). Other values (the calculators' figures, choices, dates) go as
 * typed; a checkbox gives true or false. A field with neither name nor id records nothing.
 */
export function inputEvent(field: FieldSnapshot): { element: string; value: string | boolean } | null {
  const element = field.name || field.id;
  if (!element) return null;
  const personal =
    isPersonalField(element) ||
    PERSONAL_TYPES.has(field.type) ||
    PERSONAL_AUTOCOMPLETE.test(field.autocomplete) ||
    field.tag === 'textarea';
  if (personal) return { element, value: REDACTED };
  if (field.type === 'checkbox') return { element, value: field.checked };
  return { element, value: field.value };
}
