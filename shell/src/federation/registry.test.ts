import { afterEach, describe, expect, it, vi } from 'vitest';

const registerRemotes = vi.fn();
vi.mock('./runtime.ts', () => ({ registerRemotes: (...args: unknown[]) => registerRemotes(...args) }));

const { federationReady, resetRemote } = await import('./registry.ts');

const remotes = [{ name: 'mf_leads', entry: 'http://localhost:8083/mf-manifest.json' }];

describe('the remote registry', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the registry again after a failed read, and then only once', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValue(Response.json({ remotes }));
    vi.stubGlobal('fetch', fetchMock);

    await expect(federationReady()).rejects.toThrow('Remote registry answered 503');
    await expect(federationReady()).resolves.toMatchObject({ remotes });
    await expect(federationReady()).resolves.toMatchObject({ remotes });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith('/api/remotes', {
      credentials: 'same-origin',
      headers: { traceparent: expect.stringMatching(/^00-[0-9a-f]{32}-[0-9a-f]{16}-01$/) },
    });
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith(remotes);
  });

  it('forces the runtime to forget a remote on retry', async () => {
    await resetRemote('mf_leads');
    expect(registerRemotes).toHaveBeenLastCalledWith(remotes, { force: true });
  });
});
