/**
 * An amount as the partner form shows it while it is typed: digits only, grouped in thousands with
 * spaces ('1500000' and 'R1,500,000' both become '1 500 000'); see docs/REQUIREMENTS.md#partner-form.
 */
export function groupThousands(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}
