import {
  deedsOfficeFees,
  type Figure,
  formatPercent,
  initiationFeeCap,
  transferDutyTable,
  vatRate,
} from '@hl/shared/figures';
import { applyMarginal, monthlyPayment, monthlyRate, termMonths } from '@hl/shared/finance';
import {
  AFFORDABILITY_INCOME_SHARE,
  AFFORDABILITY_TERM_MONTHS,
  affordability,
  type CalculatorInputs,
  type CalculatorState,
  DEPOSIT_SHARE,
  deposit,
  extraPayment,
  FIGURES_USED,
  formatRand,
  formatTimeSaved,
  repayment,
  transferCosts,
} from '../domain/index.ts';
import { readAffordability, readDeposit, readExtraPayment, readLoan, readTransfer } from '../lib/read-inputs.ts';

/**
 * "How this is worked out" under each calculator: the formula in words with the visitor's own
 * numbers, and the dated figures it uses (each with its source). Pure, so it is tested without a DOM.
 */
export interface Working {
  steps: string[];
  figures: readonly Figure<unknown>[];
}

const percent = (share: number) => `${Math.round(share * 100)}%`;
const rateOf = (annual: number) =>
  `${formatPercent(annual)} a year, ${(monthlyRate(annual) * 100).toFixed(4)}% a month`;
const instalmentWords = (principal: number, annual: number, months: number) =>
  `The repayment is the level amount that repays the loan over ${months} months at ${rateOf(annual)} (the annual rate ÷ 12): loan × monthly rate ÷ (1 − (1 + monthly rate)^−${months}) = ${formatRand(principal)} × ${monthlyRate(annual).toFixed(6)} ÷ (1 − ${(1 + monthlyRate(annual)).toFixed(6)}^−${months}) = ${formatRand(monthlyPayment(principal, annual, months))}.`;

const RATE_NOTE = `The rate field starts at prime; your bank prices your bond at, above or below it.`;
const ENTER = (what: string) => ({
  steps: [`Enter ${what} to see the working with your figures.`],
  figures: FIGURES_USED.repayment,
});

function loanWorking(inputs: CalculatorInputs<'repayment' | 'amortisation'>, schedule: boolean): Working {
  const loan = readLoan(inputs);
  const result = repayment(loan);
  if (result.payment <= 0 || loan.loanAmount == null || loan.interestRate == null || loan.term == null) {
    return ENTER('a loan amount, a rate and a term');
  }
  const months = termMonths(loan.term);
  const steps = [instalmentWords(loan.loanAmount, loan.interestRate, months)];
  steps.push(
    schedule
      ? `Each month, interest is what you still owe × ${(monthlyRate(loan.interestRate) * 100).toFixed(4)}%; the rest of the repayment pays off capital. Amounts are rounded to the cent and the last payment is exactly what is left.`
      : `Total repaid = repayment × ${months} = ${formatRand(result.totalAmount)}; total interest = total repaid − loan = ${formatRand(result.totalInterest)}.`,
  );
  return { steps: [...steps, RATE_NOTE], figures: FIGURES_USED.repayment };
}

function affordabilityWorking(inputs: CalculatorInputs<'affordability'>): Working {
  const input = readAffordability(inputs);
  const result = affordability(input);
  if (result.loanAmount <= 0 || input.interestRate == null) return ENTER('your incomes and a rate');
  return {
    steps: [
      `Banks usually cap the bond repayment at about ${percent(AFFORDABILITY_INCOME_SHARE)} of gross monthly income: ${percent(AFFORDABILITY_INCOME_SHARE)} × ${formatRand(input.grossIncome ?? 0)} = ${formatRand(result.maxPayment)}.`,
      `The loan is what that repayment pays off over ${AFFORDABILITY_TERM_MONTHS} months at ${rateOf(input.interestRate)}: repayment × (1 − (1 + monthly rate)^−${AFFORDABILITY_TERM_MONTHS}) ÷ monthly rate = ${formatRand(result.loanAmount)}.`,
      `Banks also test what is left after your expenses (${formatRand(result.surplus)} a month here); when the repayment is more, the result says so.`,
      RATE_NOTE,
    ],
    figures: FIGURES_USED.repayment,
  };
}

function extraWorking(inputs: CalculatorInputs<'extra'>): Working {
  const input = readExtraPayment(inputs);
  const result = extraPayment(input);
  if (result.normalPayment <= 0 || input.loanAmount == null || input.interestRate == null || input.term == null) {
    return ENTER('a loan amount, a rate and a term');
  }
  const months = termMonths(input.term);
  return {
    steps: [
      instalmentWords(input.loanAmount, input.interestRate, months),
      `With ${formatRand(result.withExtra - result.normalPayment)} more each month we run the loan month by month, interest on what is still owed and the rest off the capital: it is paid off in ${formatTimeSaved(result.monthsWithExtra)} instead of ${formatTimeSaved(months)}.`,
      `Interest saved = interest without the extra − interest with it = ${formatRand(result.savings)}.`,
      RATE_NOTE,
    ],
    figures: FIGURES_USED.repayment,
  };
}

function depositWorking(inputs: CalculatorInputs<'deposit'>): Working {
  const result = deposit(readDeposit(inputs));
  if (result.required <= 0) {
    return {
      steps: ['Enter the price and what you save each month to see the working with your figures.'],
      figures: [],
    };
  }
  return {
    steps: [
      `The deposit shown is ${percent(DEPOSIT_SHARE)} of the price, what many banks ask: ${formatRand(result.required)}. Some banks lend 100%.`,
      `Still needed = deposit − what you have saved = ${formatRand(result.stillNeeded)}; months to save = still needed ÷ your monthly saving, rounded up = ${result.monthsToSave}.`,
    ],
    figures: [],
  };
}

/** The duty band the price falls in, in words: its base, plus its rate of the value above its start. */
function dutyWords(price: number): string {
  const band = transferDutyTable.value.find((candidate) => price <= candidate.upTo);
  if (!band || band.rate === 0) return `no duty up to ${formatRand(transferDutyTable.value[0]?.upTo ?? 0)}`;
  return `${formatRand(band.base)} + ${percent(band.rate)} of the value above ${formatRand(band.over)} = ${formatRand(applyMarginal(transferDutyTable.value, price))}`;
}

function transferWorking(inputs: CalculatorInputs<'transfer'>): Working {
  const input = readTransfer(inputs);
  const bill = transferCosts(input);
  const figures = FIGURES_USED.transfer;
  if (bill.total <= 0 || input.propertyValue == null) return { ...ENTER('the property value'), figures };
  const { base, share, above, max } = initiationFeeCap.value;
  return {
    steps: [
      `Transfer duty on the price, by SARS’s table: ${dutyWords(input.propertyValue)}.`,
      `The attorneys’ fees follow the conveyancing guideline on the price (transfer) and on the bond, each plus ${vatRate.value}% VAT; firms may charge less.`,
      `The Deeds Office charges by the price and by the bond, plus ${formatRand(deedsOfficeFees.value.lodgement)} to lodge each deed.`,
      `The bank’s initiation fee is the National Credit Act’s cap: ${formatRand(base)} + ${percent(share)} of the bond above ${formatRand(above)}, at most ${formatRand(max)}, plus VAT.`,
      'The attorneys’ disbursements are estimates. A bond left blank is taken to be the whole price.',
    ],
    figures,
  };
}

/** The working of the active calculator with its inputs. */
export function workingFor(state: CalculatorState): Working {
  switch (state.calc) {
    case 'affordability':
      return affordabilityWorking(state.inputs);
    case 'repayment':
      return loanWorking(state.inputs, false);
    case 'amortisation':
      return loanWorking(state.inputs, true);
    case 'extra':
      return extraWorking(state.inputs);
    case 'deposit':
      return depositWorking(state.inputs);
    case 'transfer':
      return transferWorking(state.inputs);
  }
}
