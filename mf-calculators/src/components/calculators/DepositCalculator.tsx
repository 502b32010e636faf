import { useMemo } from 'react';
import { DEPOSIT_TIP } from '../../content/tips.ts';
import { deposit, formatRand, formatTimeSaved } from '../../domain/index.ts';
import { depositTargetView } from '../../lib/deposit-view.ts';
import { readDeposit } from '../../lib/read-inputs.ts';
import { DateInput } from '../inputs/DateInput.tsx';
import { MoneyInput } from '../inputs/MoneyInput.tsx';
import { ResultsPanel } from '../ResultsPanel.tsx';
import styles from './Calculator.module.css';
import { CalculatorLayout } from './CalculatorLayout.tsx';
import { type CalculatorProps, fieldProps } from './fields.ts';

export function DepositCalculator(props: CalculatorProps<'deposit'>) {
  const result = useMemo(() => deposit(readDeposit(props.inputs)), [props.inputs]);
  const target = depositTargetView(result);
  return (
    <CalculatorLayout
      calc="deposit"
      fields={
        <>
          <MoneyInput {...fieldProps('deposit', props, 'propertyValue', 'Property value')} />
          <MoneyInput {...fieldProps('deposit', props, 'currentSavings', 'Current savings')} />
          <MoneyInput {...fieldProps('deposit', props, 'monthlySavings', 'Monthly savings')} />
          <DateInput
            {...fieldProps('deposit', props, 'targetDate', 'Target date', {
              optional: true,
              hint: 'When you would like to buy.',
            })}
          />
        </>
      }
      results={
        <ResultsPanel
          rows={[
            { label: 'Deposit needed (10%)', value: formatRand(result.required) },
            { label: 'Still to save', value: formatRand(result.stillNeeded), emphasis: true },
            { label: 'Time to save', value: formatTimeSaved(result.monthsToSave) },
            { label: 'By your target date', value: target.status },
            { label: 'Monthly saving to reach it', value: target.monthly },
          ]}
        >
          <p className={styles.note}>{DEPOSIT_TIP}</p>
        </ResultsPanel>
      }
    />
  );
}
