/**
 * Arrow-key movement shared by the FAQ tabs (WAI-ARIA tabs pattern) and the testimonial carousel:
 * Left and Right move one step and wrap, Home and End go to the ends. Pure.
 */
export function arrowKeyTarget(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'ArrowRight':
      return (current + 1) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}
