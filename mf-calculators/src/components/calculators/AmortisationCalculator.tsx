import { useAnalytics } from '@hl/shared/analytics';
import { useMemo, useState } from 'react';
import { amortisation, formatRand, scheduleToCsv } from '../../domain/index.ts';
import { downloadText } from '../../lib/browser.ts';
import { readLoan } from '../../lib/read-inputs.ts';
import { SCHEDULE_CSV_FILENAME, summariseSchedule } from '../../lib/schedule.ts';
import { AmortisationTable } from '../AmortisationTable.tsx';
import { MoneyInput } from '../inputs/MoneyInput.tsx';
import { RateInput } from '../inputs/RateInput.tsx';
import { TermSelect } from '../inputs/TermSelect.tsx';
import { ResultsPanel } from '../ResultsPanel.tsx';
import { CalculatorLayout } from './CalculatorLayout.tsx';
import { type CalculatorProps, fieldProps } from './fields.ts';

export function AmortisationCalculator(props: CalculatorProps<'amortisation'>) {
  const { trackEvent } = useAnalytics();
  const rows = useMemo(() => amortisation(readLoan(props.inputs)), [props.inputs]);
  const summary = useMemo(() => summariseSchedule(rows), [rows]);
  const [showAll, setShowAll] = useState(false);

  const toggleAll = () => {
    trackEvent('cta_click', 'amortisation_show_all', showAll ? 'close' : 'open');
    setShowAll(!showAll);
  };
  const download = () => {
    trackEvent('cta_click', 'amortisation_csv');
    downloadText(SCHEDULE_CSV_FILENAME, scheduleToCsv(rows), 'text/csv;charset=utf-8');
  };

  return (
    <CalculatorLayout
      calc="amortisation"
      fields={
        <>
          <MoneyInput {...fieldProps('amortisation', props, 'loanAmount', 'Loan amount')} />
          <RateInput {...fieldProps('amortisation', props, 'interestRate', 'Interest rate')} />
          <TermSelect {...fieldProps('amortisation', props, 'term', 'Loan term')} />
        </>
      }
      results={
        <ResultsPanel
          rows={[
            { label: 'Monthly instalment', value: formatRand(summary.instalment), emphasis: true },
            { label: 'Total interest', value: formatRand(summary.totalInterest) },
            { label: 'Total repaid', value: formatRand(summary.totalPaid) },
          ]}
        />
      }
      below={<AmortisationTable rows={rows} showAll={showAll} onToggleAll={toggleAll} onDownload={download} />}
    />
  );
}
