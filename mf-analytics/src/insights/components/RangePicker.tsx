import a11y from '@hl/shared/visually-hidden.module.css';
import { useId, useState } from 'react';
import { RANGE_LABELS, RANGE_PRESETS, type RangePreset } from '../lib/view.ts';
import styles from './Insights.module.css';

interface RangePickerProps {
  preset: RangePreset;
  /** The custom range's days (YYYY-MM-DD), or the current range's to start from. */
  from: string;
  to: string;
  error?: string;
  onPreset: (preset: RangePreset) => void;
  onCustom: (from: string, to: string) => void;
}

/** Today, 7 days, 30 days or a custom range of two days; the page compares it with the range before. */
export function RangePicker({ preset, from, to, error, onPreset, onCustom }: RangePickerProps) {
  const [draft, setDraft] = useState({ from, to });
  const [lastApplied, setLastApplied] = useState(`${from}|${to}`);
  if (lastApplied !== `${from}|${to}`) {
    setLastApplied(`${from}|${to}`);
    setDraft({ from, to });
  }
  const id = useId();

  return (
    <div className={styles.rangePicker}>
      <fieldset className={styles.presets}>
        <legend className={a11y.visuallyHidden}>Range</legend>
        {RANGE_PRESETS.map((p) => (
          <button
            key={p}
            type="button"
            className={p === preset ? styles.presetActive : styles.preset}
            aria-pressed={p === preset}
            onClick={() => (p === 'custom' ? onCustom(draft.from, draft.to) : onPreset(p))}
          >
            {RANGE_LABELS[p]}
          </button>
        ))}
      </fieldset>
      {preset === 'custom' ? (
        <form
          className={styles.custom}
          onSubmit={(e) => {
            e.preventDefault();
            onCustom(draft.from, draft.to);
          }}
        >
          <label htmlFor={`${id}-from`}>First day</label>
          <input
            id={`${id}-from`}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft((d) => ({ ...d, from: e.target.value }))}
          />
          <label htmlFor={`${id}-to`}>Last day</label>
          <input
            id={`${id}-to`}
            type="date"
            value={draft.to}
            onChange={(e) => setDraft((d) => ({ ...d, to: e.target.value }))}
          />
          <button type="submit" className={styles.secondaryButton}>
            Apply
          </button>
        </form>
      ) : null}
      {error ? (
        <p role="alert" className={styles.formError}>
          {error}
        </p>
      ) : null}
      <p className={styles.muted}>
        Compared with the range of the same length just before it. Times are South African.
      </p>
    </div>
  );
}
