import { groupDigits } from '@hl/shared/money';

/**
 * An amount as the partner form shows it while it is typed: digits only, grouped in thousands as
 * the site writes money ('1500000' and 'R1,500,000' both become '1 500 000', no-break spaces); see
 * docs/REQUIREMENTS.md#partner-form.
 */
export function groupThousands(text: string): string {
  return groupDigits(text.replace(/\D/g, '').replace(/^0+(?=\d)/, ''));
}
