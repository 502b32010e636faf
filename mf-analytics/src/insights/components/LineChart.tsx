import type { CSSProperties } from 'react';
import styles from './Insights.module.css';

export interface ChartSeries {
  name: string;
  /** One per label; null where there is nothing to show (the line breaks there). */
  values: Array<number | null>;
  /** A CSS colour with enough contrast on the panel. */
  color: string;
  dashed?: boolean;
}

/** A moment marked across the plot (a release, a rollback): at label `index`, drawn as a vertical line. */
export interface ChartMarker {
  index: number;
  /** What happened, for the line's tooltip; the caller lists the markers in text as well. */
  label: string;
}

/** The runs of consecutive values that are not null, as [index, value] pairs: one line each. */
export function runs(values: Array<number | null>): Array<Array<[number, number]>> {
  const found: Array<Array<[number, number]>> = [];
  let run: Array<[number, number]> = [];
  values.forEach((v, i) => {
    if (v === null) {
      if (run.length > 0) found.push(run);
      run = [];
    } else run.push([i, v]);
  });
  if (run.length > 0) found.push(run);
  return found;
}

/** A round top for the y axis: 1, 2 or 5 times a power of ten, at least the largest value. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return [1, 2, 5, 10].map((m) => m * power).find((v) => v >= max) ?? max;
}

/** At most about six x labels, evenly spread, the last one always shown. */
const shownLabels = (count: number) => {
  const step = Math.max(1, Math.ceil(count / 6));
  return Array.from({ length: count }, (_, i) => i).filter((i) => i % step === 0 || i === count - 1);
};

/**
 * The frame both charts share: y labels beside, x labels below, both HTML text so they stay
 * readable at any width, around a plot drawn in a 100 × 100 SVG stretched to the box (strokes
 * keep their width). A picture only: the caller puts the same numbers in a table.
 */
function Plot({
  labels,
  max,
  at,
  markers = [],
  children,
}: {
  labels: string[];
  max: number;
  /** Where label i sits across the plot, 0 to 100. */
  at: (i: number) => number;
  markers?: ChartMarker[];
  children: React.ReactNode;
}) {
  const ticks = [max, max / 2, 0];
  return (
    <div className={styles.plot} aria-hidden="true">
      <div className={styles.yAxis}>
        {ticks.map((t) => (
          <span key={t} style={{ top: `${100 - (t / max) * 100}%` }}>
            {Number.isInteger(t) ? t : t.toFixed(1)}
          </span>
        ))}
      </div>
      <div className={styles.plotArea}>
        <svg viewBox="0 0 100 100" preserveAspectRatio="none" role="presentation" focusable="false">
          {ticks.map((t) => (
            <line
              key={t}
              x1={0}
              x2={100}
              y1={100 - (t / max) * 100}
              y2={100 - (t / max) * 100}
              className={styles.gridLine}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {markers.map((m) => (
            <line
              key={`${m.index} ${m.label}`}
              x1={at(m.index)}
              x2={at(m.index)}
              y1={0}
              y2={100}
              className={styles.marker}
              vectorEffect="non-scaling-stroke"
            >
              <title>{m.label}</title>
            </line>
          ))}
          {children}
        </svg>
        <div className={styles.xAxis}>
          {shownLabels(labels.length).map((i) => (
            <span key={i} style={{ left: `${at(i)}%` } as CSSProperties}>
              {labels[i]}
            </span>
          ))}
        </div>
      </div>
    </div>
  );
}

/**
 * Lines over time (visitors, page views), in plain SVG; see the README for why no chart library.
 * `markers` draw releases and rollbacks across it.
 */
export function LineChart({
  labels,
  series,
  markers,
}: {
  labels: string[];
  series: ChartSeries[];
  markers?: ChartMarker[];
}) {
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values.filter((v) => v !== null))));
  const x = (i: number) => (labels.length <= 1 ? 50 : (i / (labels.length - 1)) * 100);
  return (
    <figure className={styles.chart}>
      <Plot labels={labels} max={max} at={x} markers={markers}>
        {series.flatMap((s) =>
          runs(s.values).map((run) => (
            <polyline
              key={`${s.name} ${run[0]?.[0]}`}
              // A run of one point is drawn as a dot: a line from the point to itself, round-capped.
              points={(run.length === 1 ? [run[0], run[0]] : run)
                .map((point) => (point ? `${x(point[0])},${100 - (point[1] / max) * 100}` : ''))
                .join(' ')}
              strokeLinecap="round"
              fill="none"
              stroke={s.color}
              strokeWidth={2.5}
              strokeDasharray={s.dashed ? '6 4' : undefined}
              strokeLinejoin="round"
              vectorEffect="non-scaling-stroke"
            />
          )),
        )}
      </Plot>
      <figcaption className={styles.legend}>
        {series.map((s) => (
          <span key={s.name} className={styles.legendItem}>
            <span
              className={styles.swatch}
              style={{ borderColor: s.color, borderTopStyle: s.dashed ? 'dashed' : 'solid' }}
              aria-hidden="true"
            />
            {s.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** A bar per label (leads per day), in plain SVG; a picture only, as LineChart, with its `markers`. */
export function BarChart({
  labels,
  values,
  color,
  markers,
}: {
  labels: string[];
  values: number[];
  color: string;
  markers?: ChartMarker[];
}) {
  const max = niceMax(Math.max(0, ...values));
  const band = 100 / Math.max(1, labels.length);
  return (
    <figure className={styles.chart}>
      <Plot labels={labels} max={max} at={(i) => (i + 0.5) * band} markers={markers}>
        {values.map((v, i) => (
          <rect
            key={labels[i]}
            x={i * band + band * 0.15}
            width={band * 0.7}
            y={100 - (v / max) * 100}
            height={(v / max) * 100}
            fill={color}
          />
        ))}
      </Plot>
    </figure>
  );
}
