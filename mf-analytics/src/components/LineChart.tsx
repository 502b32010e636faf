import styles from './Insights.module.css';

export interface ChartSeries {
  name: string;
  values: number[];
  /** A CSS colour with enough contrast on white. */
  color: string;
  dashed?: boolean;
}

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { top: 12, right: 12, bottom: 28, left: 44 };

/** A round top for the y axis: 1, 2 or 5 times a power of ten, at least the largest value. */
export function niceMax(max: number): number {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  return ([1, 2, 5, 10].map((m) => m * power).find((v) => v >= max) as number) ?? max;
}

/**
 * A line chart in plain SVG (a few hundred bytes of code; see the README for why no charting
 * library). It is a picture only: the caller puts the same numbers in a table for screen readers.
 */
export function LineChart({ labels, series }: { labels: string[]; series: ChartSeries[] }) {
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (labels.length <= 1 ? innerW / 2 : (i / (labels.length - 1)) * innerW);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const ticks = [0, max / 2, max];
  // At most about six x labels, evenly spread, the last one always shown.
  const step = Math.max(1, Math.ceil(labels.length / 6));
  const shown = labels.map((_, i) => i).filter((i) => i % step === 0 || i === labels.length - 1);

  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="presentation" aria-hidden="true" focusable="false">
        {ticks.map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} className={styles.grid} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className={styles.axis}>
              {Number.isInteger(t) ? t : t.toFixed(1)}
            </text>
          </g>
        ))}
        {shown.map((i) => (
          <text key={i} x={x(i)} y={HEIGHT - 8} textAnchor="middle" className={styles.axis}>
            {labels[i]}
          </text>
        ))}
        {series.map((s) => (
          <polyline
            key={s.name}
            points={s.values.map((v, i) => `${x(i)},${y(v)}`).join(' ')}
            fill="none"
            stroke={s.color}
            strokeWidth={2.5}
            strokeDasharray={s.dashed ? '6 4' : undefined}
            strokeLinejoin="round"
          />
        ))}
      </svg>
      <figcaption className={styles.legend}>
        {series.map((s) => (
          <span key={s.name} className={styles.legendItem}>
            <span
              className={styles.swatch}
              style={{ borderColor: s.color, borderStyle: s.dashed ? 'dashed' : 'solid' }}
              aria-hidden="true"
            />
            {s.name}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}

/** Vertical bars in plain SVG, one per label (leads per day). A picture only, as LineChart. */
export function BarChart({ labels, values, color }: { labels: string[]; values: number[]; color: string }) {
  const max = niceMax(Math.max(0, ...values));
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = HEIGHT - PAD.top - PAD.bottom;
  const band = innerW / Math.max(1, labels.length);
  const y = (v: number) => PAD.top + innerH - (v / max) * innerH;
  const step = Math.max(1, Math.ceil(labels.length / 6));
  return (
    <figure className={styles.chart}>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="presentation" aria-hidden="true" focusable="false">
        {[0, max].map((t) => (
          <g key={t}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y(t)} y2={y(t)} className={styles.grid} />
            <text x={PAD.left - 6} y={y(t) + 4} textAnchor="end" className={styles.axis}>
              {t}
            </text>
          </g>
        ))}
        {values.map((v, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: one bar per label, in order.
          <g key={i}>
            <rect
              x={PAD.left + i * band + band * 0.15}
              width={band * 0.7}
              y={y(v)}
              height={PAD.top + innerH - y(v)}
              fill={color}
            />
            {i % step === 0 || i === labels.length - 1 ? (
              <text x={PAD.left + i * band + band / 2} y={HEIGHT - 8} textAnchor="middle" className={styles.axis}>
                {labels[i]}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </figure>
  );
}
