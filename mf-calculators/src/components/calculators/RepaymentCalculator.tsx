import { useMemo } from 'react';
import { formatRand, repayment, whatIfPrimeMoves } from '../../domain/index.ts';
import { readLoan } from '../../lib/read-inputs.ts';
import { MoneyInput } from '../inputs/MoneyInput.tsx';
import { RateInput } from '../inputs/RateInput.tsx';
import { TermSelect } from '../inputs/TermSelect.tsx';
import { ResultsPanel } from '../ResultsPanel.tsx';
import { WhatIfTable } from '../WhatIfTable.tsx';
import { CalculatorLayout } from './CalculatorLayout.tsx';
import { type CalculatorProps, fieldProps } from './fields.ts';

export function RepaymentCalculator(props: CalculatorProps<'repayment'>) {
  const { result, whatIf } = useMemo(() => {
    const loan = readLoan(props.inputs);
    const result = repayment(loan);
    const whatIf = whatIfPrimeMoves(loan.interestRate, (interestRate) => repayment({ ...loan, interestRate }).payment);
    return { result, whatIf };
  }, [props.inputs]);
  return (
    <CalculatorLayout
      calc="repayment"
      fields={
        <>
          <MoneyInput {...fieldProps('repayment', props, 'loanAmount', 'Loan amount')} />
          <RateInput {...fieldProps('repayment', props, 'interestRate', 'Interest rate')} />
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
        >
          <WhatIfTable valueLabel="Monthly repayment" rows={whatIf} />
        </ResultsPanel>
      }
    />
  );
}
