import { useMemo } from 'react';
import { affordability, formatRand, whatIfPrimeMoves } from '../../domain/index.ts';
import { readAffordability } from '../../lib/read-inputs.ts';
import { MoneyInput } from '../inputs/MoneyInput.tsx';
import { RateInput } from '../inputs/RateInput.tsx';
import { ErrorMessage, ResultsPanel, WarningMessage } from '../ResultsPanel.tsx';
import { WhatIfTable } from '../WhatIfTable.tsx';
import { CalculatorLayout } from './CalculatorLayout.tsx';
import { type CalculatorProps, fieldProps } from './fields.ts';

export function AffordabilityCalculator(props: CalculatorProps<'affordability'>) {
  const { result, whatIf } = useMemo(() => {
    const input = readAffordability(props.inputs);
    const result = affordability(input);
    const whatIf = whatIfPrimeMoves(
      input.interestRate,
      (interestRate) => affordability({ ...input, interestRate }).loanAmount,
    );
    return { result, whatIf };
  }, [props.inputs]);

  let message = null;
  if (result.error) message = <ErrorMessage>{result.error}</ErrorMessage>;
  else if (result.exceedsSurplus)
    message = (
      <WarningMessage>
        That is more than the {formatRand(result.surplus)} you have left after expenses each month. Banks test that too,
        so they may offer less.
      </WarningMessage>
    );

  return (
    <CalculatorLayout
      calc="affordability"
      fields={
        <>
          <MoneyInput
            {...fieldProps('affordability', props, 'grossIncome', 'Gross monthly income', {
              hint: 'Before tax and deductions.',
            })}
          />
          <MoneyInput
            {...fieldProps('affordability', props, 'netIncome', 'Net monthly income', {
              hint: 'What you take home each month.',
            })}
          />
          <MoneyInput
            {...fieldProps('affordability', props, 'monthlyExpenses', 'Monthly expenses', {
              hint: 'Debt repayments and living costs.',
            })}
          />
          <RateInput {...fieldProps('affordability', props, 'interestRate', 'Interest rate')} />
        </>
      }
      results={
        <ResultsPanel
          reserveMessages
          messages={message}
          rows={[
            { label: 'Maximum monthly repayment', value: formatRand(result.maxPayment) },
            { label: 'Estimated loan amount', value: formatRand(result.loanAmount), emphasis: true },
          ]}
        >
          <WhatIfTable valueLabel="Estimated loan amount" rows={whatIf} />
        </ResultsPanel>
      }
    />
  );
}
