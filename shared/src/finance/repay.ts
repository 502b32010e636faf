/** How long a loan takes to repay at a given payment, and the interest it costs on the way. */
export interface Repayment {
  months: number;
  interest: number;
}

/**
 * Runs the loan month by month: interest on the balance, then the payment; the month the payment
 * covers what is owed, only that is paid. The term's last month settles whatever is left (binary
 * rounding residue), so a schedule never runs past the term.
 */
export function repayMonthly(principal: number, r: number, payment: number, maxMonths: number): Repayment {
  let balance = principal;
  let interest = 0;
  for (let month = 1; month <= maxMonths; month++) {
    const monthInterest = balance * r;
    interest += monthInterest;
    const owed = balance + monthInterest;
    if (owed <= payment || month === maxMonths) return { months: month, interest };
    balance = owed - payment;
  }
  return { months: maxMonths, interest };
}

/**
 * Months as 'X years Y months' (docs/REQUIREMENTS.md#calculator-results): '1 year', '1 month' in
 * the singular; a part that is 0 is left out ('2 years', '5 months'); 0 (or not a finite positive
 * number) gives '0 months'. Fractions round to the nearest month.
 */
export function formatTimeSaved(months: number): string {
  const total = Number.isFinite(months) ? Math.round(months) : 0;
  if (total <= 0) return '0 months';
  const years = Math.floor(total / 12);
  const rest = total % 12;
  const parts: string[] = [];
  if (years > 0) parts.push(`${years} ${years === 1 ? 'year' : 'years'}`);
  if (rest > 0) parts.push(`${rest} ${rest === 1 ? 'month' : 'months'}`);
  return parts.join(' ');
}
