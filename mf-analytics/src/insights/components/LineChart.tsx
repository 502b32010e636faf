import type { CSSProperties } from 'react';
import styles from './Insights.module.css';

export interface ChartSeries {
  name: string;
  values: number[];
  /** A CSS colour with enough contrast on the panel. */
  color: string;
  dashed?: boolean;
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
  children,
}: {
  labels: string[];
  max: number;
  /** Where label i sits across the plot, 0 to 100. */
  at: (i: number) => number;
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

/** Lines over time (visitors, page views), in plain SVG; see the README for why no chart library. */
export function LineChart({ labels, series }: { labels: string[]; series: ChartSeries[] }) {
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const x = (i: number) => (labels.length <= 1 ? 50 : (i / (labels.length - 1)) * 100);
  return (
    <figure className={styles.chart}>
      <Plot labels={labels} max={max} at={x}>
        {series.map((s) => (
          <polyline
            key={s.name}
            points={s.values.map((v, i) => `${x(i)},${100 - (v / max) * 100}`).join(' ')}
            fill="none"
            stroke={s.color}
            strokeWidth={2.5}
            strokeDasharray={s.dashed ? '6 4' : undefined}
            strokeLinejoin="round"
            vectorEffect="non-scaling-stroke"
          />
        ))}
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

/** A bar per label (leads per day), in plain SVG; a picture only, as LineChart. */
export function BarChart({ labels, values, color }: { labels: string[]; values: number[]; color: string }) {
  const max = niceMax(Math.max(0, ...values));
  const band = 100 / Math.max(1, labels.length);
  return (
    <figure className={styles.chart}>
      <Plot labels={labels} max={max} at={(i) => (i + 0.5) * band}>
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
