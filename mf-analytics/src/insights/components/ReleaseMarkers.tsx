import type { ReleaseMarker } from '@hl/shared/insights';
import { formatDateTime } from '../lib/format.ts';
import styles from './Insights.module.css';
import type { ChartMarker } from './LineChart.tsx';

const ACTIONS: Record<ReleaseMarker['action'], string> = {
  canary: 'canary started',
  promote: 'promoted',
  rollback: 'rolled back',
};

/** One registry change in words: `mf_calculators abc1234 rolled back by the canary check: why`. */
export const describeMarker = (m: ReleaseMarker) =>
  `${m.remote}${m.version ? ` ${m.version}` : ''} ${ACTIONS[m.action]} by ${m.actor}${m.reason ? `: ${m.reason}` : ''}`;

/** The markers placed on a chart's intervals: each in the interval whose start is the last at or before it. */
export function chartMarkers(markers: ReleaseMarker[], starts: string[]): ChartMarker[] {
  const times = starts.map((s) => Date.parse(s));
  return markers.flatMap((m) => {
    const at = Date.parse(m.at);
    const index = times.filter((t) => t <= at).length - 1;
    return index < 0 ? [] : [{ index, label: `${formatDateTime(m.at)}: ${describeMarker(m)}` }];
  });
}

/** The releases and rollbacks of the range in text: what the chart's dashed lines mark. */
export function ReleaseList({ markers }: { markers: ReleaseMarker[] }) {
  if (markers.length === 0) return null;
  return (
    <>
      <h3 className={styles.subheading}>Releases and rollbacks (the dashed lines)</h3>
      <ul className={styles.markers}>
        {markers.map((m) => (
          <li key={`${m.at} ${m.remote} ${m.action}`}>
            <time dateTime={m.at}>{formatDateTime(m.at)}</time>: {describeMarker(m)}
          </li>
        ))}
      </ul>
    </>
  );
}
