/**
 * Per-keystroke recalculation benchmark (replaces the old timed unit test: timings belong in a
 * benchmark, not in tests that pass or fail with the machine's load).
 *
 *   npm run bench -w mf-calculators            # default 300 rounds
 *   npm run bench -w mf-calculators -- 1000    # more rounds
 *
 * For each calculator it types a value into one field, keystroke by keystroke, and times what the
 * page does on each keystroke outside React: accept and format the field text, update the
 * section state, read the inputs, run the engine, format every figure on show and build the URL
 * query. Reports the median, 99th percentile and worst time per keystroke against a 16 ms frame
 * (60 Hz). Exits 1 when the 99th percentile of any scenario is over the frame.
 */
import {
  acceptMoneyInput,
  affordability,
  amortisation,
  type CalculatorId,
  type CalculatorInputKey,
  deposit,
  extraPayment,
  formatMoneyInput,
  formatRand,
  formatRandCents,
  formatTimeSaved,
  repayment,
  transferCosts,
} from '../src/domain/index.ts';
import { depositTargetView } from '../src/lib/deposit-view.ts';
import { readAffordability, readDeposit, readExtraPayment, readLoan, readTransfer } from '../src/lib/read-inputs.ts';
import { summariseSchedule, visibleRows } from '../src/lib/schedule.ts';
import { initialSectionState, queryForState, type SectionState, setActiveInput } from '../src/lib/section-state.ts';

const FRAME_MS = 16;
const rounds = Number(process.argv[2] ?? 300);
if (!Number.isInteger(rounds) || rounds < 1) {
  console.error(`usage: bench.ts [rounds]   (got ${process.argv[2]})`);
  process.exit(2);
}

/** Everything the section computes and formats for the active calculator (what React then renders). */
function figures(state: SectionState, showAll: boolean): string[] {
  const inputs = state.inputs;
  switch (state.active) {
    case 'affordability': {
      const r = affordability(readAffordability(inputs.affordability));
      return [formatRand(r.maxPayment), formatRand(r.loanAmount), formatRand(r.surplus)];
    }
    case 'repayment': {
      const r = repayment(readLoan(inputs.repayment));
      return [formatRand(r.payment), formatRand(r.totalInterest), formatRand(r.totalAmount)];
    }
    case 'transfer': {
      const r = transferCosts(readTransfer(inputs.transfer));
      return [...r.groups.flatMap((group) => group.lines.map((line) => formatRand(line.amount))), formatRand(r.total)];
    }
    case 'extra': {
      const r = extraPayment(readExtraPayment(inputs.extra));
      return [
        formatRand(r.normalPayment),
        formatRand(r.withExtra),
        formatRand(r.savings),
        formatTimeSaved(r.timeSaved),
      ];
    }
    case 'deposit': {
      const r = deposit(readDeposit(inputs.deposit));
      const target = depositTargetView(r);
      return [
        formatRand(r.required),
        formatRand(r.stillNeeded),
        formatTimeSaved(r.monthsToSave),
        target.status,
        target.monthly,
      ];
    }
    case 'amortisation': {
      const rows = amortisation(readLoan(inputs.amortisation));
      const summary = summariseSchedule(rows);
      const out = [formatRand(summary.instalment), formatRand(summary.totalInterest), formatRand(summary.totalPaid)];
      for (const row of visibleRows(rows, showAll)) {
        out.push(formatRandCents(row.payment), formatRandCents(row.principal));
        out.push(formatRandCents(row.interest), formatRandCents(row.balance));
      }
      return out;
    }
  }
}

interface Scenario {
  name: string;
  query: string;
  field: CalculatorInputKey<CalculatorId>;
  typed: string;
  money: boolean;
  showAll?: boolean;
}

const SCENARIOS: Scenario[] = [
  {
    name: 'affordability: gross income',
    query: 'calc=affordability&netIncome=38000&monthlyExpenses=9000',
    field: 'grossIncome',
    typed: '52500',
    money: true,
  },
  {
    name: 'repayment: loan amount',
    query: 'calc=repayment&term=30',
    field: 'loanAmount',
    typed: '2450000',
    money: true,
  },
  {
    name: 'transfer: property value',
    query: 'calc=transfer&bondAmount=1500000',
    field: 'propertyValue',
    typed: '1800000',
    money: true,
  },
  {
    name: 'extra payment: extra (30-year runs)',
    query: 'calc=extra&loanAmount=3000000&term=30',
    field: 'extraPayment',
    typed: '2500',
    money: false,
  },
  {
    name: 'deposit: monthly savings',
    query: 'calc=deposit&propertyValue=1500000&currentSavings=20000&targetDate=2030-06-30',
    field: 'monthlySavings',
    typed: '6500',
    money: true,
  },
  {
    name: 'amortisation: loan, 12 rows shown',
    query: 'calc=amortisation&term=30',
    field: 'loanAmount',
    typed: '3000000',
    money: true,
  },
  {
    name: 'amortisation: loan, all 360 rows shown',
    query: 'calc=amortisation&term=30',
    field: 'loanAmount',
    typed: '3000000',
    money: true,
    showAll: true,
  },
];

let sink = 0; // keeps the work observable so nothing is optimised away

function runScenario(s: Scenario, samples: number[] | null) {
  let state = initialSectionState(`?${s.query}`);
  let text = '';
  for (const key of s.typed) {
    const start = performance.now();
    const shown = formatMoneyInput(text) + key;
    text = s.money ? acceptMoneyInput(shown, text) : text + key;
    state = setActiveInput(state, s.field, text);
    const out = figures(state, s.showAll ?? false);
    const query = queryForState(state, 'utm_source=bench');
    sink += out.length + query.length + formatMoneyInput(text).length;
    samples?.push(performance.now() - start);
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const ms = (value: number) => `${value.toFixed(4)} ms`;

console.log(`Per-keystroke recalculation, ${rounds} rounds per scenario, Node ${process.version}`);
console.log(`Frame budget: ${FRAME_MS} ms (60 Hz)\n`);
console.log(
  [
    'scenario'.padEnd(42),
    'keystrokes',
    'median'.padStart(12),
    'p99'.padStart(12),
    'max'.padStart(12),
    '  p99/frame',
  ].join(' '),
);

let over = false;
for (const scenario of SCENARIOS) {
  for (let i = 0; i < 50; i++) runScenario(scenario, null); // warm-up (JIT)
  const samples: number[] = [];
  for (let i = 0; i < rounds; i++) runScenario(scenario, samples);
  samples.sort((a, b) => a - b);
  const p99 = percentile(samples, 0.99);
  if (p99 > FRAME_MS) over = true;
  console.log(
    [
      scenario.name.padEnd(42),
      String(samples.length).padStart(10),
      ms(percentile(samples, 0.5)).padStart(12),
      ms(p99).padStart(12),
      ms(samples.at(-1) ?? 0).padStart(12),
      `${((p99 / FRAME_MS) * 100).toFixed(3)}%`.padStart(11),
    ].join(' '),
  );
}
console.log(
  `\n${over ? 'OVER' : 'Within'} one frame at the 99th percentile in every scenario. (checksum ${sink % 997})`,
);
process.exit(over ? 1 : 0);
