import type { InsightsErrors } from '@hl/shared/insights';
import { useRangeData } from '../hooks/useRangeData.ts';
import { getErrors } from '../lib/api.ts';
import { formatCount, formatDateTime, formatPoint } from '../lib/format.ts';
import { ScrollTable, SeriesTable } from './DataTable.tsx';
import styles from './Insights.module.css';
import { BarChart } from './LineChart.tsx';
import { ChartPanel } from './Panel.tsx';
import { chartMarkers, ReleaseList } from './ReleaseMarkers.tsx';

/** What each kind of error means, as the table says it. */
const KINDS: Record<InsightsErrors['groups'][number]['type'], string> = {
  error: 'Uncaught error',
  rejection: 'Unhandled rejection',
  render: 'Component threw',
  manifest: 'Manifest did not load',
  entry: 'Entry did not load',
  chunk: 'Chunk did not load',
};

type Frame = InsightsErrors['groups'][number]['stack'][number];
/** A frame as the browser gave it, and where the remote's sources have it when its release's map says. */
const frameText = (f: Frame) =>
  `${f.fn ? `${f.fn} ` : ''}${f.file}:${f.line}:${f.column}${f.source ? `\n  at ${f.source.file}:${f.source.line}:${f.source.column}` : ''}`;

/**
 * What breaks in visitors' browsers: errors per interval with the remotes' releases and rollbacks
 * marked, and the errors grouped by message, kind, remote and version, with how many, the visits
 * they happened in, when first and last, and the first frames of the stack (of the built files).
 */
export function ErrorsPanel() {
  return (
    <ChartPanel title="Errors" id="insights-errors" state={useRangeData(getErrors)}>
      {(data, showTable) => <ErrorsFigures data={data} showTable={showTable} />}
    </ChartPanel>
  );
}

function ErrorsFigures({ data, showTable }: { data: InsightsErrors; showTable: boolean }) {
  const labels = data.series.map((p) => formatPoint(p.start, data.interval));
  return (
    <>
      <p className={styles.muted}>
        Errors in visitors’ browsers in the range (not narrowed by the filters), messages cleaned of personal data.
      </p>
      {showTable ? null : (
        <BarChart
          labels={labels}
          values={data.series.map((p) => p.errors)}
          color="var(--hl-color-warning, #a86b00)"
          markers={chartMarkers(
            data.markers,
            data.series.map((p) => p.start),
          )}
        />
      )}
      <SeriesTable
        caption={`Errors per ${data.interval}`}
        interval={data.interval}
        labels={labels}
        points={data.series}
        headers={<th scope="col">Errors</th>}
        cells={(p) => <td>{formatCount(p.errors)}</td>}
        hidden={!showTable}
      />
      <ReleaseList markers={data.markers} />
      {data.groups.length === 0 ? (
        <p>No errors in this range.</p>
      ) : (
        <ScrollTable caption="Errors by message and remote version" text>
          <thead>
            <tr>
              <th scope="col">Message</th>
              <th scope="col">Kind</th>
              <th scope="col">Remote</th>
              <th scope="col">Count</th>
              <th scope="col">Visits</th>
              <th scope="col">First seen</th>
              <th scope="col">Last seen</th>
            </tr>
          </thead>
          <tbody>
            {data.groups.map((g) => (
              <tr key={`${g.type} ${g.remote} ${g.version} ${g.message}`}>
                <th scope="row">
                  {g.message}
                  {g.stack.length > 0 ? (
                    <details>
                      <summary>Stack</summary>
                      <pre className={styles.stack}>{g.stack.map(frameText).join('\n')}</pre>
                    </details>
                  ) : null}
                </th>
                <td>{KINDS[g.type]}</td>
                <td>{g.remote ? `${g.remote} ${g.version ?? '(version not known)'}` : 'none named'}</td>
                <td>{formatCount(g.count)}</td>
                <td>{formatCount(g.visits)}</td>
                <td>{formatDateTime(g.firstSeen)}</td>
                <td>{formatDateTime(g.lastSeen)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </>
  );
}
