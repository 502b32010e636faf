import type { InsightsFilter } from '@hl/shared/insights';
import { useSearchParams } from '@hl/shared/router';
import { useCallback, useMemo } from 'react';
import { InsightsContext, type InsightsContextValue } from '../hooks/insights-context.ts';
import { useRefreshTick } from '../hooks/useRefreshTick.ts';
import { formatDateTime } from '../lib/format.ts';
import { presetRange, rangeDays, readView, resolveRange, type View, writeView } from '../lib/view.ts';
import { BREAKDOWNS, BreakdownPanel } from './BreakdownPanel.tsx';
import { FiguresDuePanel } from './FiguresDuePanel.tsx';
import { FilterChips } from './FilterChips.tsx';
import { FunnelPanel } from './FunnelPanel.tsx';
import styles from './Insights.module.css';
import { LeadsByDayPanel } from './LeadsByDayPanel.tsx';
import { LeadsTable } from './LeadsTable.tsx';
import { RangePicker } from './RangePicker.tsx';
import { SummaryPanel } from './SummaryPanel.tsx';

interface DashboardProps {
  expiresAt?: string;
  onSignOut: () => void;
  onUnauthorized: () => void;
  signingOut: boolean;
}

/**
 * The signed-in page. Range and filters live in the address's query (a link reproduces the
 * view); every panel asks the BFF for them, again every minute while the tab is visible.
 */
export function Dashboard({ expiresAt, onSignOut, onUnauthorized, signingOut }: DashboardProps) {
  const [params, setParams] = useSearchParams();
  const query = params.toString();
  const view = useMemo(() => readView(new URLSearchParams(query)), [query]);
  const tick = useRefreshTick();
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
        ? { request: { from: range.from, to: range.to, filters: view.filters }, tick, onUnauthorized, addFilter }
        : null,
    [range, view.filters, tick, onUnauthorized, addFilter],
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
        <div className={styles.session}>
          {expiresAt ? <p className={styles.muted}>Signed in until {formatDateTime(expiresAt)}</p> : null}
          <button type="button" className={styles.secondaryButton} onClick={onSignOut} disabled={signingOut}>
            Sign out
          </button>
        </div>
      </div>
      <FilterChips filters={view.filters} onRemove={removeFilter} />
      {context ? (
        <InsightsContext.Provider value={context}>
          <div className={styles.grid}>
            <SummaryPanel />
            {BREAKDOWNS.map((spec) => (
              <BreakdownPanel key={spec.dimension} spec={spec} />
            ))}
            <FunnelPanel />
            <LeadsByDayPanel />
            <LeadsTable />
            <FiguresDuePanel />
          </div>
        </InsightsContext.Provider>
      ) : null}
    </div>
  );
}
