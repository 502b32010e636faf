import { useAnalytics } from '@hl/shared/analytics';
import frame from '@hl/shared/section.module.css';
import { SectionHeading } from '@hl/shared/section-heading';
import { useCallback, useRef } from 'react';
import type { CalculatorId, CalculatorInputKey } from '../domain/index.ts';
import { useCalculatorUrlState } from '../hooks/useCalculatorUrlState.ts';
import { useDelayedScroll } from '../hooks/useDelayedScroll.ts';
import { activeCalculatorState } from '../lib/section-state.ts';
import { CALCULATOR_SCROLL_DELAY_MS } from '../lib/timing.ts';
import { ActiveCalculator } from './ActiveCalculator.tsx';
import { CalculatorGrid } from './CalculatorGrid.tsx';
import styles from './CalculatorsSection.module.css';
import { CallToAction } from './CallToAction.tsx';
import { SharedBlock } from './SharedBlock.tsx';

const PANEL_ID = 'calculator-panel';

/**
 * The calculators section (exposed as './CalculatorsSection'). The active calculator and its
 * inputs live in the URL query (`/calculators?calc=transfer&propertyValue=1800000`), so hero
 * tiles, shared links and reloads open the same calculator with the same figures.
 */
export default function CalculatorsSection() {
  const { trackEvent } = useAnalytics();
  const { state, select, change, flush } = useCalculatorUrlState();
  const panel = useRef<HTMLDivElement>(null);
  const scrollToPanel = useDelayedScroll(panel, CALCULATOR_SCROLL_DELAY_MS);

  const onSelect = useCallback(
    (id: CalculatorId) => {
      trackEvent('calculator_selected', 'calculator', id);
      select(id);
      scrollToPanel();
    },
    [select, scrollToPanel, trackEvent],
  );
  const onChange = useCallback(
    (key: string, value: string) => change(key as CalculatorInputKey<CalculatorId>, value),
    [change],
  );
  const onBlur = useCallback(
    (key: string, value: string) => {
      flush();
      trackEvent('input_blur', key, value);
    },
    [flush, trackEvent],
  );

  return (
    <div className={frame.section}>
      <SectionHeading
        title="Home Loan Calculators"
        intro="Work out what you can afford, what your bond will cost each month and what you need upfront, before you speak to a bank."
      />
      <CalculatorGrid active={state.active} onSelect={onSelect} panelId={PANEL_ID} />
      <div ref={panel} id={PANEL_ID} className={styles.panel}>
        <ActiveCalculator active={state.active} inputs={state.inputs} onChange={onChange} onBlur={onBlur} />
        <SharedBlock state={activeCalculatorState(state)} />
      </div>
      <CallToAction />
    </div>
  );
}
