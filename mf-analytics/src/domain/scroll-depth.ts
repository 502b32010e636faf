/** The depths reported, in percent of the page. */
export const SCROLL_DEPTHS = [25, 50, 75, 100] as const;

/**
 * How far down the page the visitor has seen: the bottom of the screen over the page's height,
 * in percent (100 at the very bottom; a pixel of rounding is forgiven).
 */
export function scrolledPercent(scrollTop: number, viewportHeight: number, pageHeight: number): number {
  if (pageHeight <= 0) return 0;
  const seen = scrollTop + viewportHeight;
  return seen >= pageHeight - 1 ? 100 : Math.max(0, (seen / pageHeight) * 100);
}

/** Each depth once per page view. */
export class DepthMarks {
  // `private`, not `#`: the ES2020 build turns `#` fields into WeakMap helpers the tracker's budget has no room for.
  private readonly sent = new Set<number>();

  /** A new page view: every depth may be reported again. */
  reset(): void {
    this.sent.clear();
  }

  /** The depths reached at `percent` not reported yet, in order (all of them, if the page was jumped). */
  reach(percent: number): number[] {
    const due = SCROLL_DEPTHS.filter((depth) => depth <= percent && !this.sent.has(depth));
    for (const depth of due) this.sent.add(depth);
    return due;
  }
}
