/*
 * Where the caret goes in a money field after its text is reformatted (group spaces added or removed),
 * so typing in the middle of "1 800 000" does not throw the caret to the end. The caret is kept
 * after the same number of significant characters (digits and the decimal point).
 */

const SIGNIFICANT = /[\d.]/;

/** How many digits and points come before `position` in `text`. */
export function significantBefore(text: string, position: number): number {
  let count = 0;
  for (let i = 0; i < Math.min(position, text.length); i++) if (SIGNIFICANT.test(text.charAt(i))) count++;
  return count;
}

/** The caret position in `formatted` just after its `count`-th significant character. */
export function caretAfterSignificant(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i++) {
    if (SIGNIFICANT.test(formatted.charAt(i))) seen++;
    if (seen === count) return i + 1;
  }
  return formatted.length;
}

/**
 * The caret after a change of a money field:
 *   - accepted: the typed text `typed` (caret at `typedCaret`) became `formatted`;
 *   - refused: the field goes back to `formatted` (the previous text), the caret where it was
 *     before the refused characters were typed.
 */
export function caretAfterChange(typed: string, typedCaret: number, formatted: string, accepted: boolean): number {
  if (accepted) return caretAfterSignificant(formatted, significantBefore(typed, typedCaret));
  const inserted = typed.length - formatted.length;
  return Math.max(0, Math.min(formatted.length, typedCaret - Math.max(0, inserted)));
}
