import { useMemo } from 'react';
import { FIRST_TIME_BUYER_TIPS } from '../../content/tips.ts';
import { formatRand, transferCosts } from '../../domain/index.ts';
import { readTransfer } from '../../lib/read-inputs.ts';
import { CheckboxInput } from '../inputs/CheckboxInput.tsx';
import { MoneyInput } from '../inputs/MoneyInput.tsx';
import { ResultsPanel } from '../ResultsPanel.tsx';
import { TransferBreakdown } from '../TransferBreakdown.tsx';
import styles from './Calculator.module.css';
import { CalculatorLayout } from './CalculatorLayout.tsx';
import { type CalculatorProps, fieldProps } from './fields.ts';

export function TransferCalculator(props: CalculatorProps<'transfer'>) {
  const input = useMemo(() => readTransfer(props.inputs), [props.inputs]);
  const bill = useMemo(() => transferCosts(input), [input]);
  return (
    <CalculatorLayout
      calc="transfer"
      fields={
        <>
          <MoneyInput {...fieldProps('transfer', props, 'propertyValue', 'Property value')} />
          <MoneyInput
            {...fieldProps('transfer', props, 'bondAmount', 'Bond amount', {
              optional: true,
              hint: 'Leave blank to use the property value.',
            })}
          />
          <CheckboxInput {...fieldProps('transfer', props, 'isFirstTime', 'I am a first-time buyer')} />
          {input.isFirstTime ? (
            <div>
              <p className={styles.tipsTitle}>Tips for first-time buyers</p>
              <ul className={styles.tips}>
                {FIRST_TIME_BUYER_TIPS.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </div>
          ) : null}
        </>
      }
      results={
        <ResultsPanel
          rows={[
            ...bill.groups.map((group) => ({ label: group.heading, value: formatRand(group.subtotal) })),
            { label: 'Total upfront costs', value: formatRand(bill.total), emphasis: true },
          ]}
        >
          <TransferBreakdown bill={bill} />
        </ResultsPanel>
      }
    />
  );
}
