/** The testimonial carousel's index arithmetic: it wraps in both directions. Pure. */

/** `index` brought into 0..count-1, wrapping (so -1 is the last slide and count the first). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** Horizontal swipe distance (px) that changes the slide on touch screens. */
export const SWIPE_THRESHOLD_PX = 40;

/** -1 (previous), 1 (next) or 0 for a pointer that moved `dx` pixels across and `dy` down. */
export function swipeDirection(dx: number, dy: number): -1 | 0 | 1 {
  if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return 0;
  return dx < 0 ? 1 : -1;
}
