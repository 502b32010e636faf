/** The team cards' derived data. */

/** Qualifications shown before the '+N more' button. */
export const QUALIFICATIONS_SHOWN = 2;

export function splitQualifications(qualifications: readonly string[], shown = QUALIFICATIONS_SHOWN) {
  return { first: qualifications.slice(0, shown), rest: qualifications.slice(shown) };
}
