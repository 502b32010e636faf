import type { InsightsFilter } from '@hl/shared/insights';
import { useSearchParams } from '@hl/shared/router';
import { useCallback, useMemo } from 'react';
import { useAdminContext } from '../hooks/admin-context.ts';
import { InsightsContext, type InsightsContextValue } from '../hooks/insights-context.ts';
import { presetRange, rangeDays, readView, resolveRange, type View, writeView } from '../lib/view.ts';
import { BREAKDOWNS, BreakdownPanel } from './BreakdownPanel.tsx';
import { Definitions } from './Definitions.tsx';
import { ErrorsPanel } from './ErrorsPanel.tsx';
import { FiguresDuePanel } from './FiguresDuePanel.tsx';
import { FilterChips } from './FilterChips.tsx';
import { FunnelPanel } from './FunnelPanel.tsx';
import { GoalsPanel } from './GoalsPanel.tsx';
import styles from './Insights.module.css';
import { LeadContentPanel } from './LeadContentPanel.tsx';
import { LeadsByDayPanel } from './LeadsByDayPanel.tsx';
import { LeadsTable } from './LeadsTable.tsx';
import { RangePicker } from './RangePicker.tsx';
import { SpeedPanel } from './SpeedPanel.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';

/**
 * The figures (`overview`) or the leads (`leads`) of a range and filters. Range and filters live in
 * the address's query (a link reproduces the view, and both pages share it); every panel asks the
 * BFF for them, again every minute while the tab is visible.
 */
export function Dashboard({ show }: { show: 'overview' | 'leads' }) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const view = useMemo(() => readView(new URLSearchParams(query)), [query]);
  const { tick } = useAdminContext();
  // Recomputed each minute too: "Today" moves on at midnight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `tick` re-reads the clock.
  const range = useMemo(() => resolveRange(view, Date.now()), [view, tick]);

  const setView = useCallback((next: View) => setParams(writeView(next)), [setParams]);
  const addFilter = useCallback(
    (key: InsightsFilter, value: string) => setView({ ...view, filters: { ...view.filters, [key]: value } }),
    [view, setView],
  );
  const removeFilter = (key: InsightsFilter) => {
    const { [key]: _, ...filters } = view.filters;
    setView({ ...view, filters });
  };

  const context = useMemo<InsightsContextValue | null>(
    () =>
      range.error === undefined
        ? { request: { from: range.from, to: range.to, filters: view.filters }, addFilter }
        : null,
    [range, view.filters, addFilter],
  );
  // The custom inputs start from the range shown (or a week, while the custom one is unusable).
  const days =
    view.preset === 'custom' && view.from && view.to
      ? { from: view.from, to: view.to }
      : rangeDays(range.error === undefined ? range : presetRange('7d', Date.now()));

  return (
    <div className={styles.dashboard}>
      <div className={styles.toolbar}>
        <RangePicker
          preset={view.preset}
          from={days.from}
          to={days.to}
          error={range.error}
          onPreset={(preset) => setView({ ...view, preset, from: undefined, to: undefined })}
          onCustom={(from, to) => setView({ ...view, preset: 'custom', from, to })}
        />
      </div>
      <Definitions />
      <FilterChips filters={view.filters} onRemove={removeFilter} />
      {context ? (
        <InsightsContext.Provider value={context}>
          {show === 'overview' ? (
            <div className={styles.grid}>
              <SummaryPanel />
              <GoalsPanel />
              {BREAKDOWNS.map((spec) => (
                <BreakdownPanel key={spec.dimension} spec={spec} />
              ))}
              <FunnelPanel />
              <LeadContentPanel />
              <LeadsByDayPanel />
              <SpeedPanel />
              <ErrorsPanel />
              <FiguresDuePanel />
            </div>
          ) : (
            <LeadsTable />
          )}
        </InsightsContext.Provider>
      ) : null}
    </div>
  );
}
