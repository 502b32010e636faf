/**
 * The figures and worked examples of the articles and FAQs, computed at build time: a text names a
 * figure or a calculation in double braces and the content build writes in its value, from the dated
 * figures of @hl/shared/figures with the functions the calculators use (@hl/shared/finance). The
 * syntax and every name are in content/README.md ("Figures and worked examples").
 *
 *   {{prime}}                                        → 10.50%
 *   {{prime.since}}                                  → 29 May 2026
 *   {{instalment loan=1500000 rate=prime years=20}}  → R14 975.71
 */
import {
  cgtAnnualExclusion,
  conveyancingGuideline,
  coolingOffMaxPrice,
  decisionOn,
  deedsOfficeFees,
  donationsTaxExemption,
  eskomTariffIncrease,
  type Figure,
  firstHomeFinance,
  formatDay,
  inflationTarget,
  initiationFeeCap,
  interestCapsOverRepo,
  interestExemption,
  latestDecision,
  type MarginalBand,
  PRIME_SPREAD,
  previousTransferDutyTable,
  primaryResidenceExclusion,
  primeRate,
  retirementDeductionCap,
  serviceFeeCap,
  sheriffCommission,
  taxFreeSavingsAnnual,
  taxFreeSavingsLifetime,
  transferDutyTable,
  vatRate,
} from '@hl/shared/figures';
import {
  conveyancingFee,
  deedsOfficeBondFee,
  deedsOfficeTransferFee,
  formatMoneyInText,
  formatRand,
  formatRandCents,
  formatTimeSaved,
  initiationFee,
  monthlyPayment,
  monthlyRate,
  presentValue,
  type Repayment,
  repayMonthly,
  serviceFee,
  transferBill,
  transferDuty,
  withVat,
} from '@hl/shared/finance';

/** What expanding a text gave: the text, the figures it used (for "Figures as of") and any problems. */
export interface Expansion {
  text: string;
  figures: Set<Figure<unknown>>;
  problems: string[];
}

type Args = Record<string, string>;

/** A placeholder's value, given its arguments and a way to record the figures it reads. */
interface Definition {
  /** Arguments it requires, then those it may take. */
  required?: readonly string[];
  optional?: readonly string[];
  value: (args: Args, use: (figure: Figure<unknown>) => void) => string;
}

export class PlaceholderError extends Error {}

// ---------------------------------------------------------------------------------------------
// Formatting, as the whole site writes figures: R1 500 000 · R9 983.80 · 10.50%

const ROUNDING = { cent: 0.01, rand: 1, ten: 10, hundred: 100, thousand: 1_000 } as const;

/**
 * Rand in the site's one format: 'R1 375 200', 'R9 983.80' (to the cent unless `round` says
 * otherwise; whole rand show no cents).
 */
export function rand(value: number, round: string = 'cent'): string {
  const step = ROUNDING[round as keyof typeof ROUNDING];
  if (step === undefined)
    throw new PlaceholderError(`round=${round} is not one of ${Object.keys(ROUNDING).join(', ')}`);
  const rounded = Math.round(value / step) * step;
  return step < 1 && Math.round(rounded * 100) % 100 !== 0 ? formatRandCents(rounded) : formatRand(rounded);
}

/** Money with cents always shown (an instalment), unless rounded. */
function money(value: number, args: Args): string {
  const round = args.round ?? 'cent';
  return round === 'cent' ? formatRandCents(value) : rand(value, round);
}

/** '10.50%': two decimals, as rates are quoted. */
const percent = (value: number) => `${value.toFixed(2)}%`;

/** A share without trailing zeros: '15%', '3.5%', '0.5%'. */
const share = (fraction: number) => `${Number((fraction * 100).toFixed(4))}%`;

const number = (text: string | undefined, name: string): number => {
  const value = Number(text);
  if (text === undefined || text === '' || !Number.isFinite(value)) {
    throw new PlaceholderError(`${name}=${text ?? ''} is not a number`);
  }
  return value;
};

const day = (text: string | undefined): string => {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text))
    throw new PlaceholderError(`on=${text ?? ''} is not a day (YYYY-MM-DD)`);
  return text;
};

// ---------------------------------------------------------------------------------------------
// Rates: prime, repo, prime+0.5, repo-1, or a plain illustrative rate

/** The decision in force on `on`, or the latest. */
function decision(args: Args) {
  if (args.on === undefined) return latestDecision;
  const found = decisionOn(day(args.on));
  if (!found) throw new PlaceholderError(`no rate decision is known before ${args.on}`);
  return found;
}

/** A rate expression's value: 'prime', 'repo', either plus or minus points, or a plain rate (illustrative). */
function rateOf(expression: string | undefined, args: Args, use: (figure: Figure<unknown>) => void): number {
  const match = /^(prime|repo)?(?:@(\d{4}-\d{2}-\d{2}))?([+-]\d+(?:\.\d+)?)?$/.exec(expression ?? '');
  if (!match || (!match[1] && !match[3])) {
    if (expression !== undefined && /^\d+(?:\.\d+)?$/.test(expression)) return Number(expression);
    throw new PlaceholderError(
      `rate=${expression ?? ''}: write prime, repo, prime+0.5, prime-1, prime@2026-05-28 or a plain rate`,
    );
  }
  if (!match[1]) throw new PlaceholderError(`rate=${expression}: a move needs prime or repo before it`);
  use(primeRate);
  const repo = decision(match[2] ? { on: match[2] } : args).repo;
  return (match[1] === 'prime' ? repo + PRIME_SPREAD : repo) + Number(match[3] ?? 0);
}

const shift = (args: Args) =>
  (args.plus ? number(args.plus, 'plus') : 0) - (args.minus ? number(args.minus, 'minus') : 0);

const loanArgs = ['loan', 'rate', 'years'] as const;
const months = (args: Args) => Math.round(number(args.years, 'years') * 12);
const instalment = (args: Args, use: (figure: Figure<unknown>) => void, rate = rateOf(args.rate, args, use)) =>
  monthlyPayment(number(args.loan, 'loan'), rate, months(args));

/**
 * A loan paid faster than its instalment: at the instalment of a higher rate (pay-at=prime+1) or
 * with a fixed extra each month (extra=1000). The normal and the faster run, month by month.
 */
function payoffDefinition(
  show: (run: { normal: Repayment; faster: Repayment; term: number }, args: Args) => string,
): Definition {
  return {
    required: loanArgs,
    optional: ['on', 'pay-at', 'extra', 'round'],
    value: (args, use) => {
      const loan = number(args.loan, 'loan');
      const rate = rateOf(args.rate, args, use);
      const term = months(args);
      const normalPayment = monthlyPayment(loan, rate, term);
      if ((args['pay-at'] === undefined) === (args.extra === undefined)) {
        throw new PlaceholderError('give either pay-at= (a rate) or extra= (an amount)');
      }
      const payment =
        args['pay-at'] !== undefined
          ? monthlyPayment(loan, rateOf(args['pay-at'], args, use), term)
          : normalPayment + number(args.extra, 'extra');
      const normal = repayMonthly(loan, monthlyRate(rate), normalPayment, term);
      const faster = repayMonthly(loan, monthlyRate(rate), payment, term);
      return show({ normal, faster, term }, args);
    },
  };
}

/** Runs a loan month by month with a lump sum paid once (after=N months) or every N months (every=N). */
function runWithLumps(loan: number, annual: number, term: number, amount: number, paidAt: (month: number) => boolean) {
  const r = monthlyRate(annual);
  const payment = monthlyPayment(loan, annual, term);
  let balance = loan;
  let interest = 0;
  for (let month = 1; month <= term; month++) {
    interest += balance * r;
    balance = balance * (1 + r) - payment - (paidAt(month) ? amount : 0);
    if (balance <= 0.005) return { months: month, interest };
  }
  return { months: term, interest };
}

function lumpDefinition(show: (run: { normal: Repayment; faster: Repayment }, args: Args) => string): Definition {
  return {
    required: [...loanArgs, 'amount'],
    optional: ['on', 'after', 'every', 'round'],
    value: (args, use) => {
      if ((args.after === undefined) === (args.every === undefined)) {
        throw new PlaceholderError('give either after= (once, after that many months) or every= (months)');
      }
      const loan = number(args.loan, 'loan');
      const rate = rateOf(args.rate, args, use);
      const term = months(args);
      const amount = number(args.amount, 'amount');
      const after = args.after === undefined ? undefined : number(args.after, 'after');
      const every = args.every === undefined ? undefined : number(args.every, 'every');
      const normal = runWithLumps(loan, rate, term, 0, () => false);
      const faster = runWithLumps(loan, rate, term, amount, (month) =>
        after !== undefined ? month === after : month % (every ?? 1) === 0,
      );
      return show({ normal, faster }, args);
    },
  };
}

/**
 * A variable-rate loan over its first `span` months when the rate moves once, to `to`, after
 * `after` months (the bank recalculating the instalment then): what is paid and what is still owed.
 */
function pathDefinition(show: (run: { paid: number; balance: number }, args: Args) => string): Definition {
  return {
    required: [...loanArgs, 'span'],
    optional: ['on', 'to', 'after', 'round'],
    value: (args, use) => {
      const term = months(args);
      const span = number(args.span, 'span');
      const after = args.after === undefined ? span : number(args.after, 'after');
      let rate = rateOf(args.rate, args, use);
      let balance = number(args.loan, 'loan');
      let payment = monthlyPayment(balance, rate, term);
      let paid = 0;
      for (let month = 1; month <= span; month++) {
        if (month === after + 1 && args.to !== undefined) {
          rate = rateOf(args.to, args, use);
          payment = monthlyPayment(balance, rate, term - after);
        }
        balance = balance * (1 + monthlyRate(rate)) - payment;
        paid += payment;
      }
      return show({ paid, balance }, args);
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Tables (a placeholder alone on its line becomes the table's markdown)

function dutyTable(): string {
  const rows = transferDutyTable.value.map((band, index, bands) => {
    const from = index === 0 ? 0 : (bands[index - 1]?.upTo ?? 0) + 1;
    const range = Number.isFinite(band.upTo)
      ? index === 0
        ? `up to ${rand(band.upTo)}`
        : `${rand(from)} to ${rand(band.upTo)}`
      : `above ${rand(band.over)}`;
    const duty =
      band.rate === 0
        ? 'no duty'
        : `${band.base > 0 ? `${rand(band.base)} + ` : ''}${share(band.rate)} of the value above ${rand(band.over)}`;
    return `| ${range} | ${duty} |`;
  });
  return ['| Property value | Transfer duty |', '|---|---|', ...rows].join('\n');
}

function dutyBand(price: number): MarginalBand {
  const bands = transferDutyTable.value;
  const band = bands.find((candidate) => price <= candidate.upTo) ?? bands.at(-1);
  if (!band) throw new PlaceholderError('the transfer duty table is empty');
  return band;
}

/** The duty on a price worked out step by step, as a markdown list. */
function dutyWorking(price: number): string {
  const band = dutyBand(price);
  const index = transferDutyTable.value.indexOf(band);
  const from = index === 0 ? 0 : (transferDutyTable.value[index - 1]?.upTo ?? 0) + 1;
  const range = Number.isFinite(band.upTo) ? `${rand(from)} to ${rand(band.upTo)}` : `above ${rand(band.over)}`;
  if (band.rate === 0) return `- ${rand(price)} falls in the ${range} bracket, which pays **no duty**.`;
  const excess = price - band.over;
  const part = excess * band.rate;
  return [
    `- ${rand(price)} falls in the ${range} bracket.`,
    `- ${rand(price)} − ${rand(band.over)} = ${rand(excess)}.`,
    band.base > 0
      ? `- ${share(band.rate)} of ${rand(excess)} = ${rand(part)}.\n- ${rand(band.base)} + ${rand(part)} = **${rand(band.base + part)}**.`
      : `- ${share(band.rate)} of ${rand(excess)} = **${rand(part)}**. There is no fixed amount in this bracket.`,
  ].join('\n');
}

function deedsTable(): string {
  const { transfer, bond } = deedsOfficeFees.value;
  const bondFee = new Map(bond.map((band) => [band.upTo, band.fee]));
  const rows = transfer.map((band, index) => {
    const from = index === 0 ? 0 : (transfer[index - 1]?.upTo ?? 0);
    const range = Number.isFinite(band.upTo)
      ? index === 0
        ? `up to ${rand(band.upTo)}`
        : `${rand(from + 1)} to ${rand(band.upTo)}`
      : `above ${rand(from)}`;
    const bondText = bondFee.has(band.upTo) ? rand(bondFee.get(band.upTo) ?? 0) : '';
    return `| ${range} | ${rand(band.fee)} | ${bondText} |`;
  });
  return ['| Price or bond | Transfer | Bond |', '|---|---|---|', ...rows].join('\n');
}

function billTable(args: Args): string {
  const bill = transferBill({ price: number(args.price, 'price'), bond: args.bond ? number(args.bond, 'bond') : 0 });
  const rows = bill.groups.flatMap((group) =>
    group.lines.map((line) => `| ${group.heading} | ${line.label} | ${rand(line.amount, 'rand')} | ${line.basis} |`),
  );
  return [
    '| Group | Item | Amount | Based on |',
    '|---|---|---|---|',
    ...rows,
    `| **Total** | | **${rand(bill.total, 'rand')}** | |`,
  ].join('\n');
}

/** A row per rate: the instalment and total interest at each move of prime, against prime itself. */
function ratesTable(args: Args, use: (figure: Figure<unknown>) => void): string {
  const moves = (args.moves ?? '').split(',').map((move) => number(move, 'moves'));
  const atPrime = instalment({ ...args, rate: 'prime' }, use);
  const loan = number(args.loan, 'loan');
  const rows = moves.map((move) => {
    const rate = rateOf(`prime${move >= 0 ? '+' : ''}${move}`, args, use);
    const payment = monthlyPayment(loan, rate, months(args));
    const label = move === 0 ? 'Prime' : `Prime ${move > 0 ? '+' : '−'} ${Math.abs(move)}%`;
    const difference =
      move === 0 ? 'none' : `${rand(Math.abs(payment - atPrime))} ${payment > atPrime ? 'more' : 'less'}`;
    return `| ${label} (${percent(rate)}) | ${rand(payment)} | ${difference} | ${rand(payment * months(args) - loan)} |`;
  });
  return [
    `| Your rate | Monthly instalment | Difference from prime each month | Total interest over ${args.years} years |`,
    '|---|---|---|---|',
    ...rows,
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The names

const figure = <T>(f: Figure<T>, show: (value: T) => string): Definition => ({
  value: (_args, use) => {
    use(f);
    return show(f.value);
  },
});
const since = (f: Figure<unknown>): Definition => ({
  value: (_args, use) => {
    use(f);
    return formatDay(f.appliesFrom);
  },
});
const previous = <T>(f: Figure<T>, show: (value: T) => string): Definition => ({
  value: (_args, use) => {
    use(f);
    if (f.previous === undefined) throw new PlaceholderError(`${f.name} has no previous value`);
    return show(f.previous);
  },
});

const DEFINITIONS: Record<string, Definition> = {
  // The policy rate: the latest decision, or the one in force on a day; plus or minus for a what-if.
  prime: {
    optional: ['on', 'plus', 'minus'],
    value: (args, use) => percent(rateOf('prime', args, use) + shift(args)),
  },
  repo: {
    optional: ['on', 'plus', 'minus'],
    value: (args, use) => percent(rateOf('repo', args, use) + shift(args)),
  },
  'prime.since': {
    optional: ['on'],
    value: (args, use) => {
      use(primeRate);
      return formatDay(decision(args).effective);
    },
  },
  'prime.decided': {
    optional: ['on'],
    value: (args, use) => {
      use(primeRate);
      return formatDay(decision(args).announced);
    },
  },
  'prime.spread': { value: () => `${PRIME_SPREAD} percentage points` },
  'unsecured-cap': {
    optional: ['on'],
    value: (args, use) => {
      use(interestCapsOverRepo);
      return percent(rateOf('repo', args, use) + interestCapsOverRepo.value.unsecured);
    },
  },
  'unsecured-cap.margin': figure(interestCapsOverRepo, (value) => `${value.unsecured} percentage points`),

  vat: figure(vatRate, (value) => `${value}%`),
  'vat.since': since(vatRate),

  // Transfer duty
  duty: {
    required: ['price'],
    optional: ['on', 'round'],
    value: (args, use) => {
      const old = args.on !== undefined && day(args.on) < transferDutyTable.appliesFrom;
      use(old ? previousTransferDutyTable : transferDutyTable);
      const table = old ? previousTransferDutyTable.value : transferDutyTable.value;
      return rand(transferDuty(number(args.price, 'price'), table), args.round ?? 'rand');
    },
  },
  'duty.share': {
    required: ['price'],
    value: (args, use) => {
      use(transferDutyTable);
      const price = number(args.price, 'price');
      return percent((transferDuty(price) / price) * 100);
    },
  },
  'duty.free-up-to': {
    optional: ['on'],
    value: (args, use) => {
      const old = args.on !== undefined && day(args.on) < transferDutyTable.appliesFrom;
      const table = old ? previousTransferDutyTable : transferDutyTable;
      use(table);
      return rand(table.value[0]?.upTo ?? 0);
    },
  },
  'duty.rate': {
    required: ['price'],
    value: (args, use) => {
      use(transferDutyTable);
      return share(dutyBand(number(args.price, 'price')).rate);
    },
  },
  'duty.working': {
    required: ['price'],
    value: (args, use) => {
      use(transferDutyTable);
      return dutyWorking(number(args.price, 'price'));
    },
  },
  'duty.since': since(transferDutyTable),
  'duty.table': {
    value: (_args, use) => {
      use(transferDutyTable);
      return dutyTable();
    },
  },

  // Deeds Office
  'deeds.transfer': {
    required: ['price'],
    value: (args, use) => {
      use(deedsOfficeFees);
      return rand(deedsOfficeTransferFee(number(args.price, 'price')));
    },
  },
  'deeds.bond': {
    required: ['bond'],
    value: (args, use) => {
      use(deedsOfficeFees);
      return rand(deedsOfficeBondFee(number(args.bond, 'bond')).fee);
    },
  },
  'deeds.lodgement': figure(deedsOfficeFees, (value) => rand(value.lodgement)),
  'deeds.since': since(deedsOfficeFees),
  'deeds.table': {
    value: (_args, use) => {
      use(deedsOfficeFees);
      return deedsTable();
    },
  },

  // Conveyancing guideline (transfer and bond), before VAT unless vat=incl
  guideline: {
    required: ['value'],
    optional: ['vat'],
    value: (args, use) => {
      use(conveyancingGuideline);
      const fee = conveyancingFee(number(args.value, 'value'));
      if (args.vat === undefined) return rand(fee);
      if (args.vat !== 'incl') throw new PlaceholderError('vat= takes only incl');
      use(vatRate);
      return rand(withVat(fee));
    },
  },
  'guideline.since': since(conveyancingGuideline),

  // National Credit Act caps
  'initiation-fee': {
    optional: ['bond'],
    value: (args, use) => {
      use(initiationFeeCap);
      use(vatRate);
      return rand(args.bond ? initiationFee(number(args.bond, 'bond')) : withVat(initiationFeeCap.value.max));
    },
  },
  'initiation-fee.ex-vat': figure(initiationFeeCap, (value) => rand(value.max)),
  'service-fee': {
    value: (_args, use) => {
      use(serviceFeeCap);
      use(vatRate);
      return rand(serviceFee());
    },
  },
  'service-fee.ex-vat': figure(serviceFeeCap, (value) => rand(value)),

  // The whole upfront bill (transfer and bond), as the transfer calculator gives it
  upfront: {
    required: ['price'],
    optional: ['bond', 'plus', 'round'],
    value: (args, use) => {
      const bill = transferBill({
        price: number(args.price, 'price'),
        bond: args.bond ? number(args.bond, 'bond') : 0,
      });
      for (const line of bill.groups.flatMap((group) => group.lines)) use(line.figure);
      const plus = args.plus ? number(args.plus, 'plus') : 0;
      return rand(bill.total + plus, args.round ?? 'hundred');
    },
  },
  'upfront.share': {
    required: ['price'],
    optional: ['bond', 'round'],
    value: (args, use) => {
      const price = number(args.price, 'price');
      const bill = transferBill({ price, bond: args.bond ? number(args.bond, 'bond') : 0 });
      for (const line of bill.groups.flatMap((group) => group.lines)) use(line.figure);
      const value = (bill.total / price) * 100;
      return args.round === 'whole' ? `${Math.round(value)}%` : `${value.toFixed(1)}%`;
    },
  },
  bill: {
    required: ['price'],
    optional: ['bond'],
    value: (args, use) => {
      for (const f of [transferDutyTable, conveyancingGuideline, deedsOfficeFees, vatRate, initiationFeeCap]) use(f);
      return billTable(args);
    },
  },

  // Loans: instalment, the loan a payment repays, interest, totals, differences
  // times= multiplies (a year's instalments), plus= adds other monthly costs, with=service-fee adds the fee cap.
  instalment: {
    required: loanArgs,
    optional: ['on', 'round', 'times', 'plus', 'with'],
    value: (args, use) => {
      let amount = instalment(args, use) * (args.times ? number(args.times, 'times') : 1);
      if (args.plus) amount += number(args.plus, 'plus');
      if (args.with === 'service-fee') {
        use(serviceFeeCap);
        amount += serviceFee();
      } else if (args.with !== undefined) throw new PlaceholderError('with= takes only service-fee');
      return money(amount, args);
    },
  },
  loan: {
    required: ['payment', 'rate', 'years'],
    optional: ['on', 'round'],
    value: (args, use) =>
      rand(
        presentValue(number(args.payment, 'payment'), rateOf(args.rate, args, use), months(args)),
        args.round ?? 'hundred',
      ),
  },
  'instalment.share': {
    required: [...loanArgs, 'income'],
    optional: ['on'],
    value: (args, use) => `${((instalment(args, use) / number(args.income, 'income')) * 100).toFixed(1)}%`,
  },
  'instalment.income': {
    required: [...loanArgs, 'share'],
    optional: ['on', 'round'],
    value: (args, use) => rand(instalment(args, use) / (number(args.share, 'share') / 100), args.round ?? 'hundred'),
  },
  'instalment.left': {
    required: [...loanArgs, 'from'],
    optional: ['on', 'round'],
    value: (args, use) => rand(number(args.from, 'from') - instalment(args, use), args.round ?? 'rand'),
  },
  'instalment.against': {
    required: [...loanArgs, 'amount'],
    optional: ['on', 'round'],
    value: (args, use) => {
      const difference = instalment(args, use) - number(args.amount, 'amount');
      return `${money(Math.abs(difference), args)} ${difference > 0 ? 'more' : 'less'}`;
    },
  },
  price: {
    required: ['payment', 'rate', 'years', 'deposit'],
    optional: ['on', 'round'],
    value: (args, use) => {
      const loan = presentValue(number(args.payment, 'payment'), rateOf(args.rate, args, use), months(args));
      return rand(loan / (1 - number(args.deposit, 'deposit') / 100), args.round ?? 'thousand');
    },
  },
  interest: {
    required: loanArgs,
    optional: ['on', 'round'],
    value: (args, use) => rand(instalment(args, use) * months(args) - number(args.loan, 'loan'), args.round ?? 'rand'),
  },
  repaid: {
    required: loanArgs,
    optional: ['on', 'round'],
    value: (args, use) => rand(instalment(args, use) * months(args), args.round ?? 'rand'),
  },
  'instalment-change': {
    required: ['loan', 'from', 'to', 'years'],
    optional: ['on', 'round', 'times'],
    value: (args, use) => {
      const change =
        instalment(args, use, rateOf(args.to, args, use)) - instalment(args, use, rateOf(args.from, args, use));
      return money(Math.abs(change) * (args.times ? number(args.times, 'times') : 1), args);
    },
  },
  'break-even': {
    required: ['loan', 'from', 'to', 'years', 'cost'],
    optional: ['on'],
    value: (args, use) => {
      const saving =
        instalment(args, use, rateOf(args.from, args, use)) - instalment(args, use, rateOf(args.to, args, use));
      if (saving <= 0) throw new PlaceholderError('the new rate saves nothing: no break-even');
      const monthsToRecover = Math.ceil(number(args.cost, 'cost') / saving);
      return `${monthsToRecover} months (about ${(monthsToRecover / 12).toFixed(1)} years)`;
    },
  },
  'paid-off': payoffDefinition((run) => formatTimeSaved(run.faster.months)),
  'paid-off.months': payoffDefinition((run) => `${run.faster.months} months`),
  'paid-off.sooner': payoffDefinition((run) => formatTimeSaved(run.term - run.faster.months)),
  'paid-off.saving': payoffDefinition((run, args) =>
    rand(run.normal.interest - run.faster.interest, args.round ?? 'hundred'),
  ),
  'term-change': {
    required: ['loan', 'rate', 'from', 'to'],
    value: (args, use) => {
      const loan = number(args.loan, 'loan');
      const rate = rateOf(args.rate, args, use);
      const at = (years: string | undefined, name: string) => monthlyPayment(loan, rate, number(years, name) * 12);
      return rand(Math.abs(at(args.from, 'from') - at(args.to, 'to')), 'rand');
    },
  },
  'term-change.cost': {
    required: ['loan', 'rate', 'from', 'to'],
    value: (args, use) => {
      const loan = number(args.loan, 'loan');
      const rate = rateOf(args.rate, args, use);
      const total = (years: string | undefined, name: string) =>
        monthlyPayment(loan, rate, number(years, name) * 12) * number(years, name) * 12;
      return rand(Math.abs(total(args.to, 'to') - total(args.from, 'from')), 'hundred');
    },
  },
  'paid-off.share': payoffDefinition(
    (run) => `${Math.round(((run.normal.interest - run.faster.interest) / run.normal.interest) * 100)}%`,
  ),
  balance: {
    required: [...loanArgs, 'after'],
    optional: ['on', 'round'],
    value: (args, use) => {
      const loan = number(args.loan, 'loan');
      const r = monthlyRate(rateOf(args.rate, args, use));
      const paid = number(args.after, 'after');
      const payment = instalment(args, use);
      const growth = (1 + r) ** paid;
      return money(r === 0 ? loan - payment * paid : loan * growth - (payment * (growth - 1)) / r, args);
    },
  },
  'interest-on': {
    required: ['amount', 'rate'],
    optional: ['on', 'months', 'round'],
    value: (args, use) =>
      money(
        number(args.amount, 'amount') *
          monthlyRate(rateOf(args.rate, args, use)) *
          (args.months ? number(args.months, 'months') : 12),
        args,
      ),
  },
  'interest.paid': {
    required: [...loanArgs, 'after'],
    optional: ['on', 'round'],
    value: (args, use) => {
      const loan = number(args.loan, 'loan');
      const r = monthlyRate(rateOf(args.rate, args, use));
      const payment = instalment(args, use);
      let balance = loan;
      let interest = 0;
      for (let month = 1; month <= number(args.after, 'after'); month++) {
        interest += balance * r;
        balance = balance * (1 + r) - payment;
      }
      return money(interest, args);
    },
  },
  'capital.share': {
    required: loanArgs,
    optional: ['on'],
    value: (args, use) => {
      const payment = instalment(args, use);
      const capital = payment - number(args.loan, 'loan') * monthlyRate(rateOf(args.rate, args, use));
      return `${Math.round((capital / payment) * 100)}%`;
    },
  },
  'interest.first-month': {
    required: ['loan', 'rate'],
    optional: ['on'],
    value: (args, use) => money(number(args.loan, 'loan') * monthlyRate(rateOf(args.rate, args, use)), args),
  },
  'capital.first-month': {
    required: loanArgs,
    optional: ['on'],
    value: (args, use) =>
      money(instalment(args, use) - number(args.loan, 'loan') * monthlyRate(rateOf(args.rate, args, use)), args),
  },
  'lump.saving': lumpDefinition((run, args) =>
    rand(run.normal.interest - run.faster.interest, args.round ?? 'hundred'),
  ),
  'lump.sooner': lumpDefinition((run) => `${run.normal.months - run.faster.months} months`),
  'lump.paid-off': lumpDefinition((run) => formatTimeSaved(run.faster.months)),
  'path.paid': pathDefinition((run, args) => money(run.paid, args)),
  'path.balance': pathDefinition((run, args) => money(run.balance, args)),
  'interest-change': {
    required: ['loan', 'from', 'to', 'years'],
    optional: ['on', 'round'],
    value: (args, use) =>
      rand(
        Math.abs(
          instalment(args, use, rateOf(args.to, args, use)) - instalment(args, use, rateOf(args.from, args, use)),
        ) * months(args),
        args.round ?? 'hundred',
      ),
  },
  'rates.table': { required: ['loan', 'years', 'moves'], value: (args, use) => ratesTable(args, use) },

  // First Home Finance
  'fhf.subsidy-min': figure(firstHomeFinance, (value) => rand(value.subsidyMin)),
  'fhf.subsidy-max': figure(firstHomeFinance, (value) => rand(value.subsidyMax)),
  'fhf.income-min': figure(firstHomeFinance, (value) => rand(value.incomeMin)),
  'fhf.income-max': figure(firstHomeFinance, (value) => rand(value.incomeMax)),
  'fhf.previous-min': previous(firstHomeFinance, (value) => rand(value.subsidyMin)),
  'fhf.previous-max': previous(firstHomeFinance, (value) => rand(value.subsidyMax)),

  // Tax limits (from the Budget, 1 March)
  'tax-free.annual': figure(taxFreeSavingsAnnual, rand),
  'tax-free.annual.previous': previous(taxFreeSavingsAnnual, rand),
  'tax-free.lifetime': figure(taxFreeSavingsLifetime, rand),
  'retirement-cap': figure(retirementDeductionCap, rand),
  'retirement-cap.previous': previous(retirementDeductionCap, rand),
  'primary-residence-exclusion': figure(primaryResidenceExclusion, rand),
  'primary-residence-exclusion.previous': previous(primaryResidenceExclusion, rand),
  'cgt-exclusion': figure(cgtAnnualExclusion, rand),
  'donations-exemption': figure(donationsTaxExemption, rand),
  'donations-exemption.previous': previous(donationsTaxExemption, rand),
  'interest-exemption': figure(interestExemption, (value) => rand(value.under65)),
  'interest-exemption.65': figure(interestExemption, (value) => rand(value.from65)),
  'budget.since': since(taxFreeSavingsAnnual),

  // Other figures articles quote
  'inflation-target': figure(inflationTarget, (value) => `${value.point}%`),
  'inflation-target.tolerance': figure(
    inflationTarget,
    (value) => `${value.tolerance} percentage point${value.tolerance === 1 ? '' : 's'}`,
  ),
  'inflation-target.since': since(inflationTarget),
  'cooling-off-limit': figure(coolingOffMaxPrice, rand),
  'sheriff.tariff': figure(sheriffCommission, (value) => {
    const [first, second, rest] = value.tiers;
    return `${share(first?.rate ?? 0)} of the first ${rand(first?.upTo ?? 0)} of the price, ${share(second?.rate ?? 0)} of the part from ${rand((first?.upTo ?? 0) + 1)} to ${rand(second?.upTo ?? 0)} and ${share(rest?.rate ?? 0)} of the rest, at least ${rand(value.min)} and at most ${rand(value.max)}`;
  }),
  // The commission on a price; vat=incl adds VAT, plus= adds other costs, from= gives what is left of an amount.
  'sheriff.commission': {
    required: ['price'],
    optional: ['vat', 'plus', 'from', 'round'],
    value: (args, use) => {
      use(sheriffCommission);
      const price = number(args.price, 'price');
      let from = 0;
      let total = 0;
      for (const tier of sheriffCommission.value.tiers) {
        total += Math.max(0, Math.min(price, tier.upTo) - from) * tier.rate;
        from = tier.upTo;
      }
      const { min, max } = sheriffCommission.value;
      let amount = Math.min(max, Math.max(min, total));
      if (args.vat === 'incl') {
        use(vatRate);
        amount = withVat(amount);
      } else if (args.vat !== undefined) throw new PlaceholderError('vat= takes only incl');
      if (args.plus) amount += number(args.plus, 'plus');
      if (args.from) amount = number(args.from, 'from') - amount;
      return money(amount, args);
    },
  },
  'sheriff.cap-price': figure(sheriffCommission, (value) => {
    // The price at which the tiers reach the cap.
    let from = 0;
    let total = 0;
    for (const tier of value.tiers) {
      const room = (value.max - total) / tier.rate;
      if (from + room <= tier.upTo) return rand(from + room, 'thousand');
      total += (tier.upTo - from) * tier.rate;
      from = tier.upTo;
    }
    return rand(from, 'thousand');
  }),
  'sheriff.max': figure(sheriffCommission, (value) => rand(value.max)),
  'eskom.direct': figure(eskomTariffIncrease, (value) => `${value.direct}%`),
  'eskom.direct.since': figure(eskomTariffIncrease, (value) => formatDay(value.directFrom)),
  'eskom.municipal': figure(eskomTariffIncrease, (value) => `${value.municipal}%`),
  'eskom.municipal.since': figure(eskomTariffIncrease, (value) => formatDay(value.municipalFrom)),
  'eskom.direct.previous': previous(eskomTariffIncrease, (value) => `${value.direct}%`),
  'eskom.municipal.previous': previous(eskomTariffIncrease, (value) => `${value.municipal}%`),
};

/** The names a text may use, for the README and error messages. */
export const PLACEHOLDER_NAMES = Object.keys(DEFINITIONS);

/** {{name key=value ...}}; a name is lowercase words joined by dots and hyphens. */
export const FIGURE_PLACEHOLDER = /\{\{\s*([a-z0-9][a-z0-9.-]*)((?:\s+[a-z][a-z0-9-]*=[^\s}]+)*)\s*\}\}/g;

function argsOf(text: string): Args {
  const args: Args = {};
  for (const pair of text.trim().split(/\s+/).filter(Boolean)) {
    const [key = '', value = ''] = pair.split('=');
    args[key] = value;
  }
  return args;
}

/** Writes every placeholder of `text` out; an unknown name or a wrong argument is a problem. */
export function expandPlaceholders(text: string): Expansion {
  const figures = new Set<Figure<unknown>>();
  const problems: string[] = [];
  const use = (figure: Figure<unknown>) => figures.add(figure);
  const expanded = text.replace(FIGURE_PLACEHOLDER, (whole, name: string, argText: string) => {
    const definition = DEFINITIONS[name];
    if (!definition) {
      problems.push(`unknown figure or calculation ${whole} (the names are listed in content/README.md)`);
      return whole;
    }
    const args = argsOf(argText);
    const allowed = new Set([...(definition.required ?? []), ...(definition.optional ?? [])]);
    const missing = (definition.required ?? []).filter((key) => args[key] === undefined);
    const unknown = Object.keys(args).filter((key) => !allowed.has(key));
    if (missing.length > 0 || unknown.length > 0) {
      problems.push(
        `${whole}: ${[...missing.map((key) => `needs ${key}=`), ...unknown.map((key) => `takes no ${key}=`)].join(', ')}`,
      );
      return whole;
    }
    try {
      return definition.value(args, use);
    } catch (error) {
      if (!(error instanceof PlaceholderError)) throw error;
      problems.push(`${whole}: ${error.message}`);
      return whole;
    }
  });
  // Braces left over are a placeholder written wrong ({{Prime}}, {{ prime }}, a missing brace).
  for (const stray of expanded.matchAll(/\{\{[^}]*\}?\}?/g)) {
    if (!problems.some((problem) => problem.startsWith(stray[0]) || problem.includes(stray[0]))) {
      problems.push(`${stray[0]} is not a placeholder: write {{name}} or {{name key=value}} in lowercase`);
    }
  }
  // Amounts typed by hand print as the computed ones do: 'R1,500,000' becomes 'R1 500 000'.
  return { text: formatMoneyInText(expanded), figures, problems };
}

/** A text with its placeholders taken out, for the checks that read what was typed by hand. */
export function withoutPlaceholders(text: string): string {
  return text.replace(FIGURE_PLACEHOLDER, '…');
}
