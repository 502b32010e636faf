import type { RemoteRegistryEntry } from '@hl/shared/remotes';
import type { Page } from '@playwright/test';

/** A remote as the registry lists it; the BFF of today sends only `name` and `entry`. */
export type Listed = Pick<RemoteRegistryEntry, 'name' | 'entry'> & Partial<RemoteRegistryEntry>;

/**
 * Answers the page's GET /api/remotes with the e2e BFF's own answer passed through `change`: a
 * registry with versions, fallbacks and previews, as the release side of the BFF serves it per
 * browser. `change` runs at every read, so a test can change the answer between two (a rollback).
 * Returns the number of reads so far.
 */
export async function fakeRegistry(page: Page, change: (remotes: Listed[]) => Listed[]): Promise<() => number> {
  let reads = 0;
  await page.route('**/api/remotes', async (route) => {
    reads += 1;
    const response = await route.fetch();
    const { remotes } = (await response.json()) as { remotes: Listed[] };
    await route.fulfill({ response, json: { remotes: change(remotes), live: [] } });
  });
  return () => reads;
}

/** The address a build of `version` would have beside the remote's current one (nothing is there). */
export const versionAddress = (entry: string, version: string) =>
  entry.replace(/\/mf-manifest\.json$/, `/${version}/mf-manifest.json`);

/**
 * The calculators listed as version `bad1234` (at its own address beside the remote's, where
 * nothing is unless a test serves it), with the remote's current build as the last good one to
 * fall back to; the other remotes as `others` says (as they are by default).
 */
export const calculatorsFailing =
  (others: (remote: Listed) => Listed = (remote) => remote) =>
  (remotes: Listed[]): Listed[] =>
    remotes.map((r) =>
      r.name === 'mf_calculators'
        ? {
            ...r,
            entry: versionAddress(r.entry, 'bad1234'),
            version: 'bad1234',
            fallback: { entry: r.entry, version: 'good123' },
          }
        : others(r),
    );
