/** The local flag that marks a browser that has visited before. */
export const RETURNING_KEY = 'hl_returning_visitor';

/**
 * Whether this browser visited before this page load, and marks it as visited. Storage that
 * cannot be used (privacy modes, blocked storage) reads as a first visit.
 */
export function isReturningVisitor(): boolean {
  try {
    const seen = localStorage.getItem(RETURNING_KEY) !== null;
    if (!seen) localStorage.setItem(RETURNING_KEY, new Date().toISOString());
    return seen;
  } catch {
    return false;
  }
}
