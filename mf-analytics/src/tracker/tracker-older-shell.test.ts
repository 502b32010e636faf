import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeIntersectionObserver, recordingTransport, setVisibility } from './test/fakes.ts';

// A shell released before remote versions existed: its @hl/shared/analytics (the page's singleton,
// which the tracker uses) has no remoteVersions.
vi.mock('@hl/shared/analytics', async (original) => ({
  ...(await original<typeof import('@hl/shared/analytics')>()),
  remoteVersions: undefined,
}));

describe('the tracker beside a shell from before remote versions', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
    vi.stubGlobal('fetch', async () => Response.json({ thirdPartyTag: null }));
    document.body.innerHTML = '<main><section id="home"></section></main>';
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    setVisibility('visible');
    document.body.innerHTML = '';
  });

  it('still records what it sees by itself, without versions', async () => {
    const { default: createTracker } = await import('./tracker.ts');
    const sent = recordingTransport();
    const tracker = createTracker(sent.transport);
    setVisibility('hidden');
    const [exit] = sent.beacons.flat().filter((i) => i.kind === 'event' && i.type === 'exit');
    expect(exit).toMatchObject({ kind: 'event', type: 'exit', element: 'page_hidden' });
    expect(exit).not.toHaveProperty('remotes');
    tracker.stop?.();
  });
});
