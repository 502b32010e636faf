import { useMemo } from 'react';
import { extraPayment, formatRand, formatTimeSaved } from '../../domain/index.ts';
import { readExtraPayment } from '../../lib/read-inputs.ts';
import { MoneyInput } from '../inputs/MoneyInput.tsx';
import { NumberInput } from '../inputs/NumberInput.tsx';
import { RateInput } from '../inputs/RateInput.tsx';
import { TermSelect } from '../inputs/TermSelect.tsx';
import { ResultsPanel } from '../ResultsPanel.tsx';
import { CalculatorLayout } from './CalculatorLayout.tsx';
import { type CalculatorProps, fieldProps } from './fields.ts';

export function ExtraPaymentCalculator(props: CalculatorProps<'extra'>) {
  const result = useMemo(() => extraPayment(readExtraPayment(props.inputs)), [props.inputs]);
  return (
    <CalculatorLayout
      calc="extra"
      fields={
        <>
          <MoneyInput {...fieldProps('extra', props, 'loanAmount', 'Loan amount')} />
          <RateInput {...fieldProps('extra', props, 'interestRate', 'Interest rate')} />
          <TermSelect {...fieldProps('extra', props, 'term', 'Loan term')} />
          <NumberInput
            {...fieldProps('extra', props, 'extraPayment', 'Extra payment each month')}
            step="100"
            min="0"
            prefix="R"
          />
        </>
      }
      results={
        <ResultsPanel
          rows={[
            { label: 'Normal monthly repayment', value: formatRand(result.normalPayment) },
            { label: 'Repayment with extra', value: formatRand(result.withExtra) },
            { label: 'Interest saved', value: formatRand(result.savings), emphasis: true },
            { label: 'Time saved', value: formatTimeSaved(result.timeSaved) },
          ]}
        />
      }
    />
  );
}
