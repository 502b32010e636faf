import type { CalculatorId } from '../domain/index.ts';
import type { InputsByCalculator } from '../lib/section-state.ts';
import { AffordabilityCalculator } from './calculators/AffordabilityCalculator.tsx';
import { AmortisationCalculator } from './calculators/AmortisationCalculator.tsx';
import { DepositCalculator } from './calculators/DepositCalculator.tsx';
import { ExtraPaymentCalculator } from './calculators/ExtraPaymentCalculator.tsx';
import { RepaymentCalculator } from './calculators/RepaymentCalculator.tsx';
import { TransferCalculator } from './calculators/TransferCalculator.tsx';

export interface ActiveCalculatorProps {
  active: CalculatorId;
  inputs: InputsByCalculator;
  onChange: (key: string, value: string) => void;
  onBlur: (key: string, value: string) => void;
}

/** The calculator of the active card. */
export function ActiveCalculator({ active, inputs, onChange, onBlur }: ActiveCalculatorProps) {
  const handlers = { onChange, onBlur };
  switch (active) {
    case 'affordability':
      return <AffordabilityCalculator inputs={inputs.affordability} {...handlers} />;
    case 'repayment':
      return <RepaymentCalculator inputs={inputs.repayment} {...handlers} />;
    case 'transfer':
      return <TransferCalculator inputs={inputs.transfer} {...handlers} />;
    case 'extra':
      return <ExtraPaymentCalculator inputs={inputs.extra} {...handlers} />;
    case 'deposit':
      return <DepositCalculator inputs={inputs.deposit} {...handlers} />;
    case 'amortisation':
      return <AmortisationCalculator inputs={inputs.amortisation} {...handlers} />;
  }
}
