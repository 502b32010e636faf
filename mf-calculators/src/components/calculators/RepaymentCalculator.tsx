import { useMemo } from 'react';
import { formatRand, repayment } from '../../domain/index.ts';
import { readLoan } from '../../lib/read-inputs.ts';
import { MoneyInput } from '../inputs/MoneyInput.tsx';
import { NumberInput } from '../inputs/NumberInput.tsx';
import { TermSelect } from '../inputs/TermSelect.tsx';
import { ResultsPanel } from '../ResultsPanel.tsx';
import { CalculatorLayout } from './CalculatorLayout.tsx';
import { type CalculatorProps, fieldProps } from './fields.ts';

export function RepaymentCalculator(props: CalculatorProps<'repayment'>) {
  const result = useMemo(() => repayment(readLoan(props.inputs)), [props.inputs]);
  return (
    <CalculatorLayout
      calc="repayment"
      fields={
        <>
          <MoneyInput {...fieldProps('repayment', props, 'loanAmount', 'Loan amount')} />
          <NumberInput
            {...fieldProps('repayment', props, 'interestRate', 'Interest rate')}
            step="0.1"
            min="0"
            suffix="%"
          />
          <TermSelect {...fieldProps('repayment', props, 'term', 'Loan term')} />
        </>
      }
      results={
        <ResultsPanel
          rows={[
            { label: 'Monthly repayment', value: formatRand(result.payment), emphasis: true },
            { label: 'Total interest', value: formatRand(result.totalInterest) },
            { label: 'Total amount repaid', value: formatRand(result.totalAmount) },
          ]}
        />
      }
    />
  );
}
