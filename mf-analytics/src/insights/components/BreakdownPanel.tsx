import { INSIGHTS_FILTERS, type InsightsBreakdown, type InsightsFilter } from '@hl/shared/insights';
import { useInsightsContext } from '../hooks/insights-context.ts';
import { useAdminData } from '../hooks/useAdminData.ts';
import { getBreakdown, insightsParams } from '../lib/api.ts';
import { formatCount, formatDuration } from '../lib/format.ts';
import { ScrollTable } from './DataTable.tsx';
import styles from './Insights.module.css';
import { Panel } from './Panel.tsx';

export interface BreakdownSpec {
  dimension: InsightsBreakdown;
  title: string;
  /** Heading of the value column. */
  column: string;
  /** Heading of the count column: what `count` counts for this table. */
  countLabel: string;
}

/** The dashboard's tables, in reading order. */
export const BREAKDOWNS: BreakdownSpec[] = [
  { dimension: 'page', title: 'Top pages', column: 'Page', countLabel: 'Views' },
  { dimension: 'entryPage', title: 'Entry pages', column: 'Page', countLabel: 'Visits' },
  { dimension: 'exitPage', title: 'Exit pages', column: 'Page', countLabel: 'Visits' },
  { dimension: 'referrer', title: 'Referrers', column: 'Referrer', countLabel: 'Visits' },
  { dimension: 'utmSource', title: 'UTM sources', column: 'Source', countLabel: 'Visits' },
  { dimension: 'utmMedium', title: 'UTM mediums', column: 'Medium', countLabel: 'Visits' },
  { dimension: 'utmCampaign', title: 'UTM campaigns', column: 'Campaign', countLabel: 'Visits' },
  { dimension: 'device', title: 'Devices', column: 'Device', countLabel: 'Visits' },
  { dimension: 'browser', title: 'Browsers', column: 'Browser', countLabel: 'Visits' },
  { dimension: 'os', title: 'Operating systems', column: 'OS', countLabel: 'Visits' },
  { dimension: 'calculator', title: 'Calculators', column: 'Calculator', countLabel: 'Uses' },
  { dimension: 'article', title: 'Articles', column: 'Article', countLabel: 'Opens' },
  { dimension: 'faq', title: 'FAQ opens', column: 'Question', countLabel: 'Opens' },
];

/** Filter names as the chips and buttons say them. */
export const FILTER_LABELS: Record<InsightsFilter, string> = {
  page: 'Page',
  entryPage: 'Entry page',
  exitPage: 'Exit page',
  referrer: 'Referrer',
  utmSource: 'UTM source',
  utmMedium: 'UTM medium',
  utmCampaign: 'UTM campaign',
  device: 'Device',
  browser: 'Browser',
  os: 'OS',
  calculator: 'Calculator',
  article: 'Article',
};

const ROWS = 10;

const asFilter = (dimension: InsightsBreakdown): InsightsFilter | undefined =>
  (INSIGHTS_FILTERS as readonly string[]).includes(dimension) ? (dimension as InsightsFilter) : undefined;

/**
 * One table of the dashboard, most visitors first. A row of a filterable table is a button:
 * clicking it narrows the whole page to that value (the chip above the panels removes it).
 */
export function BreakdownPanel({ spec }: { spec: BreakdownSpec }) {
  const { request, addFilter } = useInsightsContext();
  const state = useAdminData(
    (signal) => getBreakdown(request, spec.dimension, ROWS, signal),
    insightsParams(request, { dimension: spec.dimension }),
  );
  const { data } = state;
  const filter = asFilter(spec.dimension);
  const active = filter ? request.filters[filter] : undefined;
  const rows = data?.rows ?? [];
  const top = Math.max(1, ...rows.map((r) => r.visitors));
  const timed = rows.some((r) => r.seconds !== undefined);
  const id = `insights-${spec.dimension}`;

  return (
    <Panel title={spec.title} id={id} state={state}>
      {rows.length === 0 ? (
        <p className={styles.muted}>Nothing in this range.</p>
      ) : (
        <ScrollTable caption={spec.title}>
          <thead>
            <tr>
              <th scope="col">{spec.column}</th>
              <th scope="col">Visitors</th>
              <th scope="col">{spec.countLabel}</th>
              {timed ? <th scope="col">Read time</th> : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const text = row.label ?? row.value;
              return (
                <tr key={row.value} style={{ '--share': row.visitors / top } as React.CSSProperties}>
                  <th scope="row" className={styles.barCell}>
                    {filter ? (
                      <button
                        type="button"
                        className={styles.rowButton}
                        aria-pressed={active === row.value}
                        aria-label={`Filter by ${FILTER_LABELS[filter].toLowerCase()} ${text}`}
                        onClick={() => addFilter(filter, row.value)}
                      >
                        {text}
                      </button>
                    ) : (
                      text
                    )}
                  </th>
                  <td>{formatCount(row.visitors)}</td>
                  <td>{formatCount(row.count)}</td>
                  {timed ? <td>{row.seconds === undefined ? '—' : formatDuration(row.seconds)}</td> : null}
                </tr>
              );
            })}
          </tbody>
        </ScrollTable>
      )}
    </Panel>
  );
}
