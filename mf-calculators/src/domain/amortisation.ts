import { formatMoney, monthlyPayment, monthlyRate, toCents } from '@hl/shared/finance';
import { type LoanInput, validLoan } from './repayment.ts';

export interface AmortisationRow {
  month: number;
  payment: number;
  principal: number;
  interest: number;
  balance: number;
}

/**
 * The whole schedule (docs/REQUIREMENTS.md#amortisation): one row per month of the term, in cents.
 *
 *   - payment   = the instalment rounded to the cent, the same every month except the last;
 *   - interest  = the month's interest on the exact (unrounded) balance, rounded to the cent
 *                 (0 at 0%);
 *   - principal = payment − interest;
 *   - balance   = previous balance − principal.
 * So every row adds up to the cent, the balances chain to the cent and the principal parts add up
 * exactly to the loan. The last row pays only what is still owed (its balance + interest) and
 * leaves exactly 0; it differs from the instalment by the cents rounding left over (at most a cent
 * a month, in practice a few cents).
 *
 * Interest is taken on the exact balance, not the shown one, so rounding never compounds: a
 * ledger that charged interest on a cent-rounded balance from a cent-rounded instalment drifts
 * at high rates over long terms, repaying months early or leaving a large last payment.
 *
 * Empty under the loan rules (loan amount or term not a positive number).
 */
export function amortisation(input: LoanInput): AmortisationRow[] {
  const loan = validLoan(input);
  if (!loan) return [];
  const { principal, annualPercent, months } = loan;
  let shownBalance = toCents(principal);
  if (shownBalance <= 0) return []; // less than half a cent
  const r = monthlyRate(annualPercent);
  const exactPayment = monthlyPayment(principal, annualPercent, months);
  const paymentCents = toCents(exactPayment);

  const rows: AmortisationRow[] = [];
  let exactBalance = principal;
  for (let month = 1; month <= months; month++) {
    const exactInterest = exactBalance * r;
    exactBalance += exactInterest - exactPayment;
    const interestCents = toCents(exactInterest);
    let principalCents = paymentCents - interestCents;
    // The last month settles what is owed; so does an earlier one if a degenerate (sub-rand) loan
    // would otherwise go below 0.
    if (month === months || principalCents > shownBalance) principalCents = shownBalance;
    shownBalance -= principalCents;
    rows.push({
      month,
      payment: (principalCents + interestCents) / 100,
      principal: principalCents / 100,
      interest: interestCents / 100,
      balance: shownBalance / 100,
    });
  }
  return rows;
}

const CSV_HEADER = 'Month,Payment,Principal,Interest,Balance';

/** A CSV cell's amount: the site's money format without the R and the grouping, so a spreadsheet reads a number. */
const csvAmount = (value: number) => formatMoney(value, { cents: true, symbol: false, grouped: false });

/** The schedule as CSV: a header row, then plain numbers with 2 decimals, CRLF line ends (RFC 4180). */
export function scheduleToCsv(rows: readonly AmortisationRow[]): string {
  const lines = [CSV_HEADER];
  for (const row of rows) {
    lines.push(
      [
        String(row.month),
        csvAmount(row.payment),
        csvAmount(row.principal),
        csvAmount(row.interest),
        csvAmount(row.balance),
      ].join(','),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
