/** A section is in view once this share of it is on screen. */
export const SECTION_THRESHOLD = 0.25;

/**
 * The intersection ratios at which the observer reports a section: every 1% up to the threshold.
 * A section taller than four screens can never show 25% of itself, so for those the share is
 * measured against the screen (see visibleShare); the fine steps let that share be seen.
 */
export const OBSERVER_THRESHOLDS = Array.from({ length: 26 }, (_, i) => i / 100);

/**
 * How much of a section is on screen: the visible part over the section's height, or over the
 * screen's height for a section taller than the screen (a quarter of the screen filled with it
 * counts as well as a quarter of a short section).
 */
export function visibleShare(visibleHeight: number, sectionHeight: number, viewportHeight: number): number {
  const whole = Math.min(sectionHeight, viewportHeight);
  return whole > 0 ? visibleHeight / whole : 0;
}

/** Times each section from the moment it comes into view until it leaves. */
export class SectionClock {
  // `private`, not `#`: the ES2020 build turns `#` fields into WeakMap helpers the tracker's budget has no room for.
  private readonly since = new Map<string, number>();

  /** True when the section was not in view before (a section_view is due). */
  enter(id: string, now: number): boolean {
    if (this.since.has(id)) return false;
    this.since.set(id, now);
    return true;
  }

  /** The seconds it was in view (one decimal), or null when it was not in view. */
  leave(id: string, now: number): number | null {
    const since = this.since.get(id);
    if (since === undefined) return null;
    this.since.delete(id);
    return Math.round((now - since) / 100) / 10;
  }

  /** Every section in view leaves now (the page was hidden): ids and seconds. */
  leaveAll(now: number): Array<[id: string, seconds: number]> {
    return [...this.since.keys()].map((id) => [id, this.leave(id, now) as number]);
  }
}
