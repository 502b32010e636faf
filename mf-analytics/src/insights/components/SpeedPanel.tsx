import { WEB_VITALS, type WebVitalName } from '@hl/shared/analytics-values';
import { type InsightsSpeed, VITAL_THRESHOLDS } from '@hl/shared/insights';
import { useRangeData } from '../hooks/useRangeData.ts';
import { getSpeed } from '../lib/api.ts';
import { formatCount, formatPoint, formatShare, formatVital } from '../lib/format.ts';
import { ScrollTable, SeriesTable } from './DataTable.tsx';
import styles from './Insights.module.css';
import { LineChart } from './LineChart.tsx';
import { ChartPanel } from './Panel.tsx';
import { chartMarkers, ReleaseList } from './ReleaseMarkers.tsx';

/** The vitals in milliseconds, charted together (CLS, a score, is in the tables only). */
const CHARTED: Array<{ name: WebVitalName; color: string; dashed?: boolean }> = [
  { name: 'LCP', color: 'var(--hl-color-teal, #0b7a6f)' },
  { name: 'INP', color: 'var(--hl-color-navy, #0f2742)', dashed: true },
  { name: 'FCP', color: 'var(--hl-color-warning, #a86b00)' },
  { name: 'TTFB', color: 'var(--hl-color-muted, #4a5868)', dashed: true },
];

const threshold = (name: WebVitalName) =>
  `good up to ${formatVital(name, VITAL_THRESHOLDS[name].good)}, poor above ${formatVital(name, VITAL_THRESHOLDS[name].poor)}`;

/** Rows of `{ name, p75 }` keyed by `key`, turned into one row per key with a p75 per vital. */
function pivot<T extends { name: WebVitalName; p75: number | null; count: number }>(
  rows: T[],
  key: (row: T) => string,
): Array<{ key: string; first: T; p75: Partial<Record<WebVitalName, number | null>>; count: number }> {
  const pivoted = new Map<
    string,
    { key: string; first: T; p75: Partial<Record<WebVitalName, number | null>>; count: number }
  >();
  for (const row of rows) {
    const k = key(row);
    const found = pivoted.get(k) ?? { key: k, first: row, p75: {}, count: 0 };
    found.p75[row.name] = row.p75;
    // A page view sends each vital once: the most of any vital is how many page views were measured.
    found.count = Math.max(found.count, row.count);
    pivoted.set(k, found);
  }
  return [...pivoted.values()].sort((a, b) => b.count - a.count);
}

function VitalHeaders() {
  return (
    <>
      {WEB_VITALS.map((name) => (
        <th key={name} scope="col">
          {name}
        </th>
      ))}
    </>
  );
}

function VitalCells({ p75 }: { p75: Partial<Record<WebVitalName, number | null>> }) {
  return (
    <>
      {WEB_VITALS.map((name) => (
        <td key={name}>{formatVital(name, p75[name] ?? null)}</td>
      ))}
    </>
  );
}

/**
 * How fast the site is for real visitors (their browsers' Web Vitals, docs/BFF.md): each vital's
 * 75th percentile and the shares good / needs improvement / poor against the published thresholds;
 * the trend over the range with the remotes' releases and rollbacks marked; the 75th percentile per
 * page and device, and per remote version.
 */
export function SpeedPanel() {
  return (
    <ChartPanel title="Speed" id="insights-speed" state={useRangeData(getSpeed)}>
      {(data, showTable) => <SpeedFigures data={data} showTable={showTable} />}
    </ChartPanel>
  );
}

function SpeedFigures({ data, showTable }: { data: InsightsSpeed; showTable: boolean }) {
  const labels = data.series.map((p) => formatPoint(p.start, data.interval));
  const byPage = pivot(data.byPage, (r) => `${r.pageGroup} ${r.device}`);
  const byVersion = pivot(data.byVersion, (r) => `${r.remote} ${r.version}`);
  return (
    <>
      <p className={styles.muted}>
        Measured in visitors’ browsers, the 75th percentile of the range’s page loads (not narrowed by the filters).
      </p>
      <ScrollTable caption="Web Vitals: 75th percentile and shares good, needs improvement and poor">
        <thead>
          <tr>
            <th scope="col">Metric</th>
            <th scope="col">75th percentile</th>
            <th scope="col">Good</th>
            <th scope="col">Needs improvement</th>
            <th scope="col">Poor</th>
            <th scope="col">Page loads</th>
          </tr>
        </thead>
        <tbody>
          {data.vitals.map((v) => (
            <tr key={v.name}>
              <th scope="row">
                <abbr title={threshold(v.name)}>{v.name}</abbr>
              </th>
              <td>{formatVital(v.name, v.p75)}</td>
              {/* No share of nothing: a vital no page load reported (INP without an interaction) shows dashes. */}
              <td>{v.count === 0 ? '—' : formatShare(v.good)}</td>
              <td>{v.count === 0 ? '—' : formatShare(v.needsImprovement)}</td>
              <td>{v.count === 0 ? '—' : formatShare(v.poor)}</td>
              <td>{formatCount(v.count)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {showTable ? null : (
        <LineChart
          labels={labels}
          series={CHARTED.map(({ name, color, dashed }) => ({
            name: `${name} (ms)`,
            values: data.series.map((p) => p.p75[name] ?? null),
            color,
            dashed,
          }))}
          markers={chartMarkers(
            data.markers,
            data.series.map((p) => p.start),
          )}
        />
      )}
      <SeriesTable
        caption={`75th percentile of each vital per ${data.interval}`}
        interval={data.interval}
        labels={labels}
        points={data.series}
        headers={<VitalHeaders />}
        cells={(p) => <VitalCells p75={p.p75} />}
        hidden={!showTable}
      />
      <ReleaseList markers={data.markers} />
      <h3 className={styles.subheading}>By page and device</h3>
      <ScrollTable caption="75th percentile of each vital by page and device">
        <thead>
          <tr>
            <th scope="col">Page</th>
            <th scope="col">Device</th>
            <VitalHeaders />
          </tr>
        </thead>
        <tbody>
          {byPage.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.first.pageGroup}</th>
              <td>{row.first.device}</td>
              <VitalCells p75={row.p75} />
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      <h3 className={styles.subheading}>By remote version</h3>
      <ScrollTable caption="75th percentile of each vital by remote version">
        <thead>
          <tr>
            <th scope="col">Remote</th>
            <th scope="col">Version</th>
            <VitalHeaders />
            <th scope="col">Page loads</th>
          </tr>
        </thead>
        <tbody>
          {byVersion.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.first.remote}</th>
              <td>{row.first.version}</td>
              <VitalCells p75={row.p75} />
              <td>{formatCount(row.count)}</td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>
    </>
  );
}
