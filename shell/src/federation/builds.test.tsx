import type { RemoteRegistryEntry } from '@hl/shared/remotes';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The federation runtime, faked: the builds it can serve (manifest URL → each expose's default
 * export; a URL it does not know fails the way a missing manifest, entry or chunk does), what is
 * registered now, and every registration in order.
 */
const runtime = vi.hoisted(() => ({
  builds: new Map<string, Record<string, unknown>>(),
  registered: new Map<string, string>(),
  registrations: [] as Array<[name: string, entry: string, force: boolean]>,
}));
vi.mock('./runtime.ts', async () => {
  const { UNAVAILABLE } = await import('./fallback-plugin.ts');
  return {
    registerRemotes: (remotes: Array<{ name: string; entry: string }>, options?: { force?: boolean }) => {
      for (const { name, entry } of remotes) {
        runtime.registrations.push([name, entry, Boolean(options?.force)]);
        if (options?.force || !runtime.registered.has(name)) runtime.registered.set(name, entry);
      }
    },
    loadRemote: async (id: string) => {
      const [name, expose] = id.split('/') as [string, string];
      const value = runtime.builds.get(runtime.registered.get(name) ?? '')?.[expose];
      return value === undefined ? UNAVAILABLE : { default: value };
    },
  };
});

const build = (remote: string, version: string) => `http://localhost:8082/${remote}/${version}/mf-manifest.json`;
const BAD = build('mf_knowledge', 'bad1234');
const GOOD = build('mf_knowledge', 'good123');

type Listed = Pick<RemoteRegistryEntry, 'name' | 'entry'> & Partial<RemoteRegistryEntry>;

/** GET /api/remotes answers these in turn, the last one from then on. */
function serveRegistry(...answers: Listed[][]) {
  const fetchMock = vi.fn(async () => Response.json({ remotes: answers.length > 1 ? answers.shift() : answers[0] }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

// The modules hold the page's state (registry, builds, versions): each test starts a fresh page.
let shell: Awaited<ReturnType<typeof loadShell>>;
async function loadShell() {
  const [{ RemoteSlot }, analytics, testing] = await Promise.all([
    import('./RemoteSlot.tsx'),
    import('@hl/shared/analytics'),
    import('@hl/shared/analytics-testing'),
  ]);
  return { RemoteSlot, tracker: testing.recordingTracker(), Harness: testing.AnalyticsHarness, ...analytics };
}

function Page({ children }: { children: ReactNode }) {
  return <shell.Harness tracker={shell.tracker}>{children}</shell.Harness>;
}

// What the builds' exposes render. The good build's Services records an event when pressed.
function GoodServices() {
  const { trackEvent } = shell.useAnalytics();
  return (
    <button type="button" onClick={() => trackEvent('cta_click', 'services')}>
      Services, good build
    </button>
  );
}
const GoodTeam = () => <h2>Team, good build</h2>;
const BadServices = () => <h2>Services, bad build</h2>;
const BrokenTeam = () => {
  throw new Error('bad deploy');
};
const FixedServices = () => <h2>Services, fixed</h2>;
const PlainServices = () => <h2>Services</h2>;
const ContactForm = () => <h2>Send Us a Message</h2>;

function renderKnowledge(...exposes: Array<'Services' | 'Team'>) {
  const { RemoteSlot } = shell;
  return render(
    <Page>
      {exposes.map((expose) => (
        <section key={expose}>
          <RemoteSlot remote="mf_knowledge" expose={expose} label={expose} eager />
        </section>
      ))}
    </Page>,
  );
}

describe('a build that fails: the registry’s last known good build takes its place', () => {
  beforeEach(async () => {
    vi.resetModules();
    runtime.builds.clear();
    runtime.registered.clear();
    runtime.registrations.length = 0;
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shell = await loadShell();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it('loads the fallback when the build’s manifest does not load, and records carry the version it runs', async () => {
    runtime.builds.set(GOOD, { Services: GoodServices });
    serveRegistry([
      { name: 'mf_knowledge', entry: BAD, version: 'bad1234', fallback: { entry: GOOD, version: 'good123' } },
    ]);
    renderKnowledge('Services');
    await userEvent.click(await screen.findByRole('button', { name: 'Services, good build' }));
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
    expect(runtime.registrations).toEqual([
      ['mf_knowledge', BAD, false],
      ['mf_knowledge', GOOD, true],
    ]);
    expect(shell.remoteVersions()).toEqual({ mf_knowledge: 'good123' });
    const event = shell.tracker.records.find((r) => r.kind === 'event');
    expect(event?.remotes).toEqual({ mf_knowledge: 'good123' });
    // The failed build is reported to the page's analytics with its remote and version.
    expect(shell.tracker.records.filter((r) => r.kind === 'error')).toEqual([
      expect.objectContaining({ kind: 'error', type: 'entry', remote: 'mf_knowledge', version: 'bad1234' }),
    ]);
  });

  it('loads the fallback when a component throws on its first render; the remote’s other slots follow it', async () => {
    runtime.builds.set(BAD, { Services: BadServices, Team: BrokenTeam });
    runtime.builds.set(GOOD, { Services: GoodServices, Team: GoodTeam });
    // What the bad build's chunks left in rspack's chunk registry: the good build must not take it.
    const chunks = globalThis as { rspackChunkmf_knowledge?: unknown };
    chunks.rspackChunkmf_knowledge = [[[415], {}]];
    serveRegistry([
      { name: 'mf_knowledge', entry: BAD, version: 'bad1234', fallback: { entry: GOOD, version: 'good123' } },
    ]);
    renderKnowledge('Services', 'Team');
    expect(await screen.findByRole('heading', { name: 'Team, good build' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Services, good build' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Services, bad build' })).toBeNull();
    expect(screen.queryByTestId('remote-fallback')).toBeNull();
    expect(chunks.rspackChunkmf_knowledge).toBeUndefined();
    expect(shell.remoteVersions()).toEqual({ mf_knowledge: 'good123' });
  });

  it('shows the card when the registry names no fallback, as before versions (nothing recorded, no banner)', async () => {
    serveRegistry([{ name: 'mf_knowledge', entry: 'http://localhost:8082/mf-manifest.json' }]);
    renderKnowledge('Services');
    expect(await screen.findByTestId('remote-fallback')).toHaveTextContent('The Services are unavailable right now');
    expect(runtime.registrations).toEqual([['mf_knowledge', 'http://localhost:8082/mf-manifest.json', false]]);
    expect(shell.remoteVersions()).toBeUndefined();
    expect(screen.queryByRole('complementary', { name: 'Preview' })).toBeNull();
  });

  it('records no version for a build the registry gives none, and loads it as before', async () => {
    runtime.builds.set('http://localhost:8082/mf-manifest.json', { Services: PlainServices });
    serveRegistry([{ name: 'mf_knowledge', entry: 'http://localhost:8082/mf-manifest.json' }]);
    renderKnowledge('Services');
    expect(await screen.findByRole('heading', { name: 'Services' })).toBeInTheDocument();
    expect(shell.remoteVersions()).toBeUndefined();
  });

  it('shows the card when the fallback fails too; Try again starts over from the registry’s build', async () => {
    const fetchMock = serveRegistry([
      { name: 'mf_knowledge', entry: BAD, version: 'bad1234', fallback: { entry: GOOD, version: 'good123' } },
    ]);
    renderKnowledge('Services');
    await screen.findByTestId('remote-fallback');
    expect(shell.remoteVersions()).toBeUndefined();

    // The release is fixed in place (same build, same address) and Try again is pressed.
    runtime.builds.set(BAD, { Services: FixedServices });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Services, fixed' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(runtime.registrations.map(([, entry, force]) => [entry, force])).toEqual([
      [BAD, false],
      [GOOD, true],
      [BAD, true],
    ]);
    expect(shell.remoteVersions()).toEqual({ mf_knowledge: 'bad1234' });
  });

  it('Try again reads the registry again: a rollback renders without a reload, every moved remote is registered anew', async () => {
    const leads = (version: string) => build('mf_leads', version);
    const calculators = build('mf_calculators', 'c0ffee1');
    runtime.builds.set(leads('old7777'), { ContactForm });
    const fetchMock = serveRegistry(
      [
        { name: 'mf_leads', entry: leads('new8888'), version: 'new8888' },
        { name: 'mf_calculators', entry: calculators, version: 'c0ffee1' },
        { name: 'mf_knowledge', entry: BAD, version: 'bad1234' },
      ],
      // Meanwhile mf_leads is rolled back and mf_knowledge promoted; mf_calculators is as it was.
      [
        { name: 'mf_leads', entry: leads('old7777'), version: 'old7777' },
        { name: 'mf_calculators', entry: calculators, version: 'c0ffee1' },
        { name: 'mf_knowledge', entry: GOOD, version: 'good123' },
      ],
    );
    const { RemoteSlot } = shell;
    render(
      <Page>
        <RemoteSlot remote="mf_leads" expose="ContactForm" label="contact form" eager />
      </Page>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Send Us a Message' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(runtime.registrations.filter(([, , force]) => force)).toEqual([
      ['mf_leads', leads('old7777'), true],
      ['mf_knowledge', GOOD, true],
    ]);
    expect(shell.remoteVersions()).toEqual({ mf_leads: 'old7777' });
  });

  it('says on the page which build this browser previews once the registry is read', async () => {
    runtime.builds.set(GOOD, { Services: PlainServices });
    serveRegistry([{ name: 'mf_knowledge', entry: GOOD, version: 'good123', preview: true }]);
    renderKnowledge('Services');
    await screen.findByRole('heading', { name: 'Services' });
    const banner = screen.getByRole('complementary', { name: 'Preview' });
    expect(banner).toHaveTextContent('Preview: mf_knowledge good123 — only this browser sees it.');
    expect(screen.getByRole('link', { name: 'End preview' })).toHaveAttribute('href', '/api/remotes/preview/end');
    await waitFor(() => expect(shell.remoteVersions()).toEqual({ mf_knowledge: 'good123' }));
  });
});

describe('loadFailure', () => {
  it('names the part of a remote that did not load from the runtime’s or the bundler’s error', async () => {
    const { loadFailure } = await import('./builds.ts');
    expect(loadFailure(new Error('[ Federation Runtime ]: RUNTIME-003 Failed to get manifest'))).toBe('manifest');
    expect(loadFailure(Object.assign(new Error('Loading chunk 415 failed.'), { name: 'ChunkLoadError' }))).toBe(
      'chunk',
    );
    expect(loadFailure(new Error('Loading CSS chunk 7 failed'))).toBe('chunk');
    expect(loadFailure(new Error('ScriptExternalLoadError: Loading script failed'))).toBe('entry');
    expect(loadFailure(undefined)).toBe('entry');
  });
});
