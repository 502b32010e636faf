import {
  type AffordabilityInput,
  type CalculatorInputs,
  type DepositInput,
  type ExtraPaymentInput,
  type LoanInput,
  parseMoneyInput,
  parseNumberInput,
  type TransferInput,
} from '../domain/index.ts';

/*
 * Field text → the engine's numeric inputs. Money fields go through parseMoneyInput (commas
 * stripped; '' and '.' are not numbers), rate, term and extra payment through parseNumberInput.
 * The engine applies the zero-result rules to whatever is not a number.
 */

const money = (text: string | undefined) => parseMoneyInput(text ?? '');
const numeric = (text: string | undefined) => parseNumberInput(text);

export function readAffordability(inputs: CalculatorInputs<'affordability'>): AffordabilityInput {
  return {
    grossIncome: money(inputs.grossIncome),
    netIncome: money(inputs.netIncome),
    monthlyExpenses: money(inputs.monthlyExpenses),
    interestRate: numeric(inputs.interestRate),
  };
}

export function readLoan(inputs: CalculatorInputs<'repayment' | 'amortisation'>): LoanInput {
  return {
    loanAmount: money(inputs.loanAmount),
    interestRate: numeric(inputs.interestRate),
    term: numeric(inputs.term),
  };
}

export function readTransfer(inputs: CalculatorInputs<'transfer'>): TransferInput {
  return {
    propertyValue: money(inputs.propertyValue),
    bondAmount: money(inputs.bondAmount),
    isFirstTime: inputs.isFirstTime === 'true',
  };
}

export function readExtraPayment(inputs: CalculatorInputs<'extra'>): ExtraPaymentInput {
  return { ...readLoan(inputs), extraPayment: numeric(inputs.extraPayment) };
}

export function readDeposit(inputs: CalculatorInputs<'deposit'>, today?: Date | string): DepositInput {
  return {
    propertyValue: money(inputs.propertyValue),
    currentSavings: money(inputs.currentSavings),
    monthlySavings: money(inputs.monthlySavings),
    targetDate: inputs.targetDate || null,
    ...(today === undefined ? {} : { today }),
  };
}
