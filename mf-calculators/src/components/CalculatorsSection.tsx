import { useAnalytics } from '@hl/shared/analytics';
import { useLocation } from '@hl/shared/router';
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
 *
 * Each use of a calculator records `calculator_used` once, however it was opened: a card, a link
 * or hero tile naming it (passive when the page was loaded at that link: the visitor did nothing on
 * the page to open it), or, for the calculator shown by default, the visitor's first change of its
 * figures.
 */
export default function CalculatorsSection() {
  const { trackEvent } = useAnalytics();
  const { key: locationKey } = useLocation();
  const landing = useRef(locationKey === 'default');
  landing.current = locationKey === 'default';
  /** The calculator whose opening was counted: changing its figures is the same use. */
  const counted = useRef<CalculatorId | null>(null);
  const used = useCallback(
    (calc: CalculatorId, how: 'card' | 'link' | 'input') => {
      counted.current = calc;
      trackEvent('calculator_used', calc, how, { passive: how === 'link' && landing.current });
    },
    [trackEvent],
  );
  const { state, select, change, flush } = useCalculatorUrlState((calc) => used(calc, 'link'));
  const active = useRef(state.active);
  active.current = state.active;
  const panel = useRef<HTMLDivElement>(null);
  const scrollToPanel = useDelayedScroll(panel, CALCULATOR_SCROLL_DELAY_MS);

  const onSelect = useCallback(
    (id: CalculatorId) => {
      trackEvent('calculator_selected', 'calculator', id);
      used(id, 'card');
      select(id);
      scrollToPanel();
    },
    [select, scrollToPanel, trackEvent, used],
  );
  const onChange = useCallback(
    (key: string, value: string) => {
      if (counted.current !== active.current) used(active.current, 'input');
      change(key as CalculatorInputKey<CalculatorId>, value);
    },
    [change, used],
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
