import { afterEach, describe, expect, it, vi } from 'vitest';

const federation = vi.hoisted(() => ({
  start: vi.fn((_registry: unknown, _onSwitch: (name: string) => void) => {}),
  retry: vi.fn((_name: string, _registry: unknown) => {}),
}));
vi.mock('./builds.ts', () => federation);

const { federationReady, onBuildSwitch, retryRemote } = await import('./registry.ts');

const registry = { remotes: [{ name: 'mf_leads', entry: 'http://localhost:8083/mf-manifest.json' }] };

describe('the remote registry', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is not read again by a retry before it was ever read: the next load reads it', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    await retryRemote('mf_leads');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(federation.retry).not.toHaveBeenCalled();
  });

  it('reads the registry again after a failed read, and then only once', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValue(Response.json(registry));
    vi.stubGlobal('fetch', fetchMock);

    await expect(federationReady()).rejects.toThrow('Remote registry answered 503');
    await federationReady();
    await federationReady();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/remotes', {
      credentials: 'same-origin',
      headers: { traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/) },
    });
    expect(federation.start).toHaveBeenCalledTimes(1);
    expect(federation.start).toHaveBeenCalledWith(registry, expect.any(Function));
  });

  it('reads the registry afresh on a retry and hands it over with the remote to start again', async () => {
    const rolledBack = {
      remotes: [{ name: 'mf_leads', entry: 'http://cdn.example/mf_leads/abc1234/mf-manifest.json' }],
    };
    const fetchMock = vi.fn(async () => Response.json(rolledBack));
    vi.stubGlobal('fetch', fetchMock);
    await retryRemote('mf_leads');
    expect(fetchMock).toHaveBeenCalledWith('/api/remotes', {
      credentials: 'same-origin',
      headers: { traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/) },
    });
    expect(federation.retry).toHaveBeenLastCalledWith('mf_leads', rolledBack);
  });

  it('keeps the known builds when the registry cannot be read again, and still starts the remote over', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal('fetch', async () => new Response('down', { status: 502 }));
    await retryRemote('mf_leads');
    expect(federation.retry).toHaveBeenLastCalledWith('mf_leads', null);
  });

  it("tells every listener when the federation code switches a remote's build", () => {
    const heard: string[] = [];
    const stop = onBuildSwitch((name) => heard.push(name));
    const announce = federation.start.mock.calls[0]?.[1];
    announce?.('mf_leads');
    stop();
    announce?.('mf_knowledge');
    expect(heard).toEqual(['mf_leads']);
  });
});
