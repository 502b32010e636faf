import type { FastifyBaseLogger } from 'fastify';
import type { Change, RemoteState } from '../plugins/app/repositories/remote-registry.ts';

/** The window a canary's errors are weighed over. */
export const CANARY_WINDOW_MS = 15 * 60 * 1000;
/** Page views of the canary the window must hold before its error rate means anything. */
export const CANARY_MIN_PAGE_VIEWS = 50;
/** How many times the stable version's error rate a canary may reach before it is rolled back. */
export const CANARY_ERROR_FACTOR = 3;
/** Who the audit log says rolled a canary back. */
export const CANARY_CHECK_ACTOR = 'canary check';

export interface VersionFigures {
  errors: number;
  pageViews: number;
}

/** Errors per page view; 0 without page views (nothing measured). */
const rate = ({ errors, pageViews }: VersionFigures) => (pageViews === 0 ? 0 : errors / pageViews);

/**
 * Whether a canary is to be rolled back, and why in words (the audit log's reason): its errors per
 * page view over the window, with at least CANARY_MIN_PAGE_VIEWS page views, are more than
 * CANARY_ERROR_FACTOR times the stable version's (0 for a stable version with no page views
 * measured, or none released: the configured build's records name no version).
 */
export function canaryVerdict(
  canary: VersionFigures,
  stable: VersionFigures,
): { rollback: false } | { rollback: true; reason: string } {
  if (canary.pageViews < CANARY_MIN_PAGE_VIEWS || canary.errors === 0) return { rollback: false };
  const canaryRate = rate(canary);
  const stableRate = rate(stable);
  if (canaryRate <= CANARY_ERROR_FACTOR * stableRate) return { rollback: false };
  const round = (n: number) => Math.round(n * 1000) / 1000;
  return {
    rollback: true,
    reason:
      `errors per page view ${round(canaryRate)} (${canary.errors} in ${canary.pageViews}) over the last ` +
      `${CANARY_WINDOW_MS / 60_000} minutes, more than ${CANARY_ERROR_FACTOR} times the stable version's ` +
      `${round(stableRate)} (${stable.errors} in ${stable.pageViews})`,
  };
}

export interface CanaryCheckDeps {
  states: () => RemoteState[];
  figures: (remote: string, version: string, since: string) => Promise<VersionFigures>;
  rollback: (
    remote: string,
    change: Change,
    only: { canary: string },
  ) => Promise<{ state: RemoteState; from: string } | undefined>;
  /** After a rollback: the registry read again, so this process serves the change at once. */
  refresh: () => Promise<void>;
  log: FastifyBaseLogger;
}

/**
 * One look at every running canary: each whose verdict says so is rolled back (only if it is still
 * the canary), with a warning log line and the reason in the audit log. Resolves with the remotes
 * rolled back.
 */
export async function checkCanaries(deps: CanaryCheckDeps, now = Date.now()): Promise<string[]> {
  const since = new Date(now - CANARY_WINDOW_MS).toISOString();
  const rolledBack: string[] = [];
  for (const state of deps.states()) {
    if (!state.canary) continue;
    const canary = await deps.figures(state.name, state.canary.version, since);
    const stable =
      state.stable === null ? { errors: 0, pageViews: 0 } : await deps.figures(state.name, state.stable, since);
    const verdict = canaryVerdict(canary, stable);
    if (!verdict.rollback) continue;
    const rolled = await deps.rollback(
      state.name,
      { actor: CANARY_CHECK_ACTOR, reason: verdict.reason },
      { canary: state.canary.version },
    );
    if (!rolled) continue;
    deps.log.warn(
      { remote: state.name, version: state.canary.version, stable: state.stable, canary, stableFigures: stable },
      `canary ${state.name} ${state.canary.version} rolled back: ${verdict.reason}`,
    );
    rolledBack.push(state.name);
  }
  if (rolledBack.length > 0) await deps.refresh();
  return rolledBack;
}
