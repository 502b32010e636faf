/** An ISO day, 'YYYY-MM-DD'. Figures are dated by the day, never by a time. */
export type IsoDay = string;

/** Where a figure comes from: what a reader needs to find and check it. */
export interface Source {
  title: string;
  publisher: string;
  url: string;
  /** The day the source was published, when it says. */
  published?: IsoDay;
}

/**
 * When a figure must be checked again.
 * - `mpc`: after every scheduled decision of the Reserve Bank's Monetary Policy Committee.
 * - `yearly`: every year from the first day of `month` (schedules change in April, tax limits with
 *   the February Budget), and whenever a new one is gazetted or published.
 * - `replaced`: an old version kept for texts that say what changed; never due again.
 */
export type ConfirmRule = { kind: 'mpc' } | { kind: 'yearly'; month: number; when: string } | { kind: 'replaced' };

/** One moving figure: its value, since when it applies, when someone last confirmed it, and from where. */
export interface Figure<T> {
  /** What the figure is, in words that fit "{name} last confirmed …". */
  name: string;
  value: T;
  /** The first day the value applies. */
  appliesFrom: IsoDay;
  /** The last day a source confirmed the value still applied. */
  lastConfirmed: IsoDay;
  sources: readonly Source[];
  confirmAgain: ConfirmRule;
  /** The value it replaced, for texts that say what changed ("it rose from …"). */
  previous?: T;
  /** What could not be confirmed, or how to read the figure. */
  note?: string;
}

/** A band of a marginal table: `base + rate × (value − over)` for values up to `upTo` (inclusive). */
export interface MarginalBand {
  readonly upTo: number;
  readonly base: number;
  readonly rate: number;
  readonly over: number;
}

/** A band of a fee table: `fee` for amounts up to `upTo` (inclusive). */
export interface FeeBand {
  readonly upTo: number;
  readonly fee: number;
}
