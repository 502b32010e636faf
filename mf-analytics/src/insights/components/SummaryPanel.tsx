import type { InsightsSummary, InsightsTotals } from '@hl/shared/insights';
import a11y from '@hl/shared/visually-hidden.module.css';
import { useInsightsContext } from '../hooks/insights-context.ts';
import { useAdminData } from '../hooks/useAdminData.ts';
import { getSummary, insightsParams } from '../lib/api.ts';
import {
  formatChange,
  formatCount,
  formatDecimal,
  formatDuration,
  formatPoint,
  formatShare,
  percentChange,
} from '../lib/format.ts';
import { SeriesTable } from './DataTable.tsx';
import styles from './Insights.module.css';
import { LineChart } from './LineChart.tsx';
import { ChartPanel } from './Panel.tsx';

interface Figure {
  key: keyof InsightsTotals;
  label: string;
  format: (n: number) => string;
  /** A rise is bad news (bounce rate). */
  lowerIsBetter?: boolean;
}

export const FIGURES: Figure[] = [
  { key: 'visitors', label: 'Unique visitors', format: formatCount },
  { key: 'visits', label: 'Visits', format: formatCount },
  { key: 'pageViews', label: 'Page views', format: formatCount },
  { key: 'viewsPerVisit', label: 'Views per visit', format: formatDecimal },
  { key: 'bounceRate', label: 'Bounce rate', format: formatShare, lowerIsBetter: true },
  { key: 'visitDurationSeconds', label: 'Visit duration', format: formatDuration },
];

/** The headline figures against the previous range, and visitors and page views over time. */
export function SummaryPanel() {
  const { request } = useInsightsContext();
  const state = useAdminData((signal) => getSummary(request, signal), insightsParams(request));
  return (
    <ChartPanel title="Overview" id="insights-overview" state={state}>
      {(data, showTable) => <SummaryFigures data={data} showTable={showTable} />}
    </ChartPanel>
  );
}

function SummaryFigures({ data, showTable }: { data: InsightsSummary; showTable: boolean }) {
  const labels = data.series.map((p) => formatPoint(p.start, data.interval));
  return (
    <>
      <dl className={styles.figures}>
        {FIGURES.map((f) => {
          const change = percentChange(data.current[f.key], data.previous[f.key]);
          const good = change === null || change === 0 ? undefined : change > 0 !== Boolean(f.lowerIsBetter);
          return (
            <div key={f.key} className={styles.figure}>
              <dt>{f.label}</dt>
              <dd className={styles.figureValue}>{f.format(data.current[f.key])}</dd>
              <dd
                className={good === undefined ? styles.change : good ? styles.changeGood : styles.changeBad}
                title={`Previous range: ${f.format(data.previous[f.key])}`}
              >
                {formatChange(change)}
                <span className={a11y.visuallyHidden}>
                  {' '}
                  compared with the previous range ({f.format(data.previous[f.key])})
                </span>
              </dd>
            </div>
          );
        })}
      </dl>
      {showTable ? null : (
        <LineChart
          labels={labels}
          series={[
            {
              name: 'Visitors',
              values: data.series.map((p) => p.visitors),
              color: 'var(--hl-color-teal, #0b7a6f)',
            },
            {
              name: 'Page views',
              values: data.series.map((p) => p.pageViews),
              color: 'var(--hl-color-navy, #0f2742)',
              dashed: true,
            },
          ]}
        />
      )}
      <SeriesTable
        caption={`Visitors, visits and page views per ${data.interval}`}
        interval={data.interval}
        labels={labels}
        points={data.series}
        headers={
          <>
            <th scope="col">Visitors</th>
            <th scope="col">Visits</th>
            <th scope="col">Page views</th>
          </>
        }
        cells={(p) => (
          <>
            <td>{formatCount(p.visitors)}</td>
            <td>{formatCount(p.visits)}</td>
            <td>{formatCount(p.pageViews)}</td>
          </>
        )}
        hidden={!showTable}
      />
    </>
  );
}
