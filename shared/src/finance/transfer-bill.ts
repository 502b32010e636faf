import {
  conveyancingGuideline,
  deedsOfficeFees,
  disbursementEstimates,
  type Figure,
  formatDay,
  initiationFeeCap,
  transferDutyTable,
  vatRate,
} from '../figures/index.ts';
import { isPositive, roundCents } from './numbers.ts';
import {
  conveyancingFee,
  deedsOfficeBondFee,
  deedsOfficeTransferFee,
  initiationFee,
  transferDuty,
  withVat,
} from './schedules.ts';

/** One line of the bill: what it is, how much, and the dated figure it comes from. */
export interface BillLine {
  label: string;
  /** Rand, to the cent. */
  amount: number;
  /** The figure the amount comes from (its sources, the day it applies from). */
  figure: Figure<unknown>;
  /** What the line follows, with its date: 'SARS transfer duty table from 1 April 2025'. */
  basis: string;
  /** An estimate rather than a scheduled amount: shown as such. */
  estimate: boolean;
}

export type BillGroupId = 'transferDuty' | 'attorneyFees' | 'bondCosts';

/** The three groups, under the headings the calculator has always shown. */
export interface BillGroup {
  id: BillGroupId;
  heading: string;
  lines: BillLine[];
  /** The lines added, to the cent. */
  subtotal: number;
}

export interface TransferBill {
  groups: [BillGroup, BillGroup, BillGroup];
  total: number;
}

export interface TransferBillInput {
  /** Purchase price, rand. */
  price: number;
  /** The bond registered with the purchase, rand; 0 buys without a bond. */
  bond: number;
}

const since = (figure: Figure<unknown>) => `from ${formatDay(figure.appliesFrom)}`;

const line = (label: string, amount: number, figure: Figure<unknown>, basis: string, estimate = false): BillLine => ({
  label,
  amount: roundCents(amount),
  figure,
  basis,
  estimate,
});

const group = (id: BillGroupId, heading: string, lines: BillLine[]): BillGroup => ({
  id,
  heading,
  lines,
  subtotal: roundCents(lines.reduce((sum, item) => sum + item.amount, 0)),
});

/** The VAT on a fee, as its own line. */
const vatOn = (fee: number, whose: string) =>
  line(`VAT on the ${whose} fee`, withVat(fee) - fee, vatRate, `${vatRate.value}% VAT`);

/** The lines of a registration at the Deeds Office: its fee and the lodgement fee. */
function attorneyLines(kind: 'transfer' | 'bond', value: number): BillLine[] {
  const fee = conveyancingFee(value);
  const guideline = `Conveyancing fee guideline ${since(conveyancingGuideline)}`;
  const schedule = `Deeds Office fee schedule ${since(deedsOfficeFees)}`;
  const registration =
    kind === 'transfer' ? { fee: deedsOfficeTransferFee(value), estimate: false } : deedsOfficeBondFee(value);
  return [
    line(`${kind === 'transfer' ? 'Transfer' : 'Bond'} attorney’s fee`, fee, conveyancingGuideline, guideline),
    vatOn(fee, `${kind} attorney’s`),
    line(
      `Deeds Office ${kind} registration fee`,
      registration.fee,
      deedsOfficeFees,
      registration.estimate ? `${schedule}; its highest band read, as an estimate` : schedule,
      registration.estimate,
    ),
    line('Deeds Office lodgement fee', deedsOfficeFees.value.lodgement, deedsOfficeFees, schedule),
  ];
}

const disbursements = (whose: 'transfer' | 'bond') =>
  line(
    `${whose === 'transfer' ? 'Transfer' : 'Bond'} attorney’s disbursements (estimate)`,
    disbursementEstimates.value[whose],
    disbursementEstimates,
    'Estimate: postage, searches, FICA checks and other costs each firm sets',
    true,
  );

/**
 * The whole upfront bill of a purchase, line by line from the official schedules: transfer duty;
 * the transfer attorney's fee, its VAT and the Deeds Office's fees; and, with a bond, the bond
 * attorney's fee, its VAT, the Deeds Office's fees and the bank's initiation fee at the National
 * Credit Act's cap. The attorneys' disbursements are estimates. No bond lines when the bond is not
 * positive. Before there is a price (not positive) every line is there at zero, so a form shows the
 * bill's shape, not an empty space that grows when the price is typed.
 */
export function transferBill({ price, bond }: TransferBillInput): TransferBill {
  const priced = isPositive(price);
  const duty = line(
    'Transfer duty',
    transferDuty(price),
    transferDutyTable,
    `SARS transfer duty table ${since(transferDutyTable)}`,
  );
  const bondLines =
    isPositive(bond) || !priced
      ? [
          ...attorneyLines('bond', bond),
          line(
            'Bank’s initiation fee (incl. VAT)',
            initiationFee(bond),
            initiationFeeCap,
            `National Credit Act cap ${since(initiationFeeCap)}`,
          ),
          disbursements('bond'),
        ]
      : [];
  const lines = (items: BillLine[]) => (priced ? items : items.map((item) => ({ ...item, amount: 0 })));
  const groups: TransferBill['groups'] = [
    group('transferDuty', 'Transfer duty', lines([duty])),
    group('attorneyFees', 'Attorney fees', lines([...attorneyLines('transfer', price), disbursements('transfer')])),
    group('bondCosts', 'Bond costs', lines(bondLines)),
  ];
  return { groups, total: roundCents(groups.reduce((sum, item) => sum + item.subtotal, 0)) };
}
