/**
 * The wait before try number `attempt + 1` after `attempt` failed: `base` doubled for each try
 * before, at most `max`, and then "equal jitter": a random point in the upper half of that, so
 * replicas and messages that failed together do not all come back at the same moment, yet the
 * wait never collapses to nothing.
 */
export function retryDelay(attempt: number, base: number, max: number, random = Math.random): number {
  const ceiling = Math.min(max, base * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
