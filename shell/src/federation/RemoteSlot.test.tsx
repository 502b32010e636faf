import { AnalyticsHarness, recordingTracker } from '@hl/shared/analytics-testing';
import type { ComponentExpose, ComponentRemote } from '@hl/shared/remotes';
import { MemoryRouter } from '@hl/shared/router-static';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadRemoteComponent = vi.fn();
const retryRemote = vi.fn(async (_name: string) => {});
const fallBack = vi.fn(async (_name: string, _from: unknown) => false);
vi.mock('./load-remote-component.ts', () => ({
  loadRemoteComponent: (...args: unknown[]) => loadRemoteComponent(...args),
}));
vi.mock('./registry.ts', () => ({
  retryRemote: (name: string) => retryRemote(name),
  fallBack: (name: string, from: unknown) => fallBack(name, from),
  onBuildSwitch: () => () => {},
}));

/** What the loader answers for a component of the remote's build. */
const loaded = (value: unknown) => ({
  value,
  build: { entry: 'http://localhost:8082/mf-manifest.json', version: null },
});

const { RemoteSlot } = await import('./RemoteSlot.tsx');
type RemoteSlotProps<
  R extends ComponentRemote,
  E extends ComponentExpose<R>,
> = import('./RemoteSlot.tsx').RemoteSlotProps<R, E>;

function renderSlot(props: Partial<RemoteSlotProps<'mf_knowledge', 'KnowledgeCenter'>> = {}) {
  return render(
    <MemoryRouter>
      <RemoteSlot remote="mf_knowledge" expose="KnowledgeCenter" label="things" {...props} />
    </MemoryRouter>,
  );
}

describe('RemoteSlot', () => {
  beforeEach(() => {
    loadRemoteComponent.mockReset();
    retryRemote.mockClear();
    fallBack.mockClear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders the remote component with its props once loaded', async () => {
    loadRemoteComponent.mockResolvedValue(
      loaded(({ articleSlugId }: { articleSlugId: string }) => <h2>Open {articleSlugId}</h2>),
    );
    renderSlot({ props: { articleSlugId: 'fica-documents-1' } });
    expect(screen.getByText('Loading things…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Open fica-documents-1' })).toBeInTheDocument();
    expect(loadRemoteComponent).toHaveBeenCalledWith('mf_knowledge', 'KnowledgeCenter');
  });

  it('keeps a remote a route loaded eagerly mounted when the route is left and taken again', async () => {
    const mounts = vi.fn();
    loadRemoteComponent.mockResolvedValue(
      loaded(({ articleSlugId }: { articleSlugId?: string }) => {
        useEffect(mounts, []);
        return <h2>{articleSlugId ?? 'No article'}</h2>;
      }),
    );
    const slot = (articleSlugId?: string) => (
      <MemoryRouter>
        <RemoteSlot
          remote="mf_knowledge"
          expose="KnowledgeCenter"
          label="things"
          lazy
          eager={!!articleSlugId}
          props={{ articleSlugId }}
        />
      </MemoryRouter>
    );
    const { rerender } = render(slot('fica-documents-1'));
    expect(await screen.findByRole('heading', { name: 'fica-documents-1' })).toBeInTheDocument();
    rerender(slot());
    expect(await screen.findByRole('heading', { name: 'No article' })).toBeInTheDocument();
    rerender(slot('rates-64'));
    expect(await screen.findByRole('heading', { name: 'rates-64' })).toBeInTheDocument();
    expect(mounts).toHaveBeenCalledTimes(1);
    expect(loadRemoteComponent).toHaveBeenCalledTimes(1);
  });

  it('shows a fallback with a way to contact us when the remote is unavailable', async () => {
    loadRemoteComponent.mockResolvedValue(null);
    renderSlot();
    const fallback = await screen.findByTestId('remote-fallback');
    expect(fallback).toHaveTextContent('The things are unavailable right now');
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: /^0\d\d/ })).toHaveAttribute('href', expect.stringMatching(/^tel:/));
  });

  it('contains a component that throws while rendering to its own slot', async () => {
    loadRemoteComponent.mockResolvedValue(
      loaded(() => {
        throw new Error('bad deploy');
      }),
    );
    render(
      <MemoryRouter>
        <p>Rest of the page</p>
        <RemoteSlot remote="mf_knowledge" expose="Services" label="things" />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
    // It asked for the build's fallback first; there was none.
    expect(fallBack).toHaveBeenCalledWith('mf_knowledge', loaded(null).build);
  });

  it("reports a component that throws to the page's analytics, with its remote and version", async () => {
    const tracker = recordingTracker();
    const thrown = new Error('bad deploy');
    loadRemoteComponent.mockResolvedValue({
      value: () => {
        throw thrown;
      },
      build: { entry: 'http://localhost:8082/k7/mf-manifest.json', version: 'k7' },
    });
    render(
      <AnalyticsHarness tracker={tracker}>
        <RemoteSlot remote="mf_knowledge" expose="Services" label="things" />
      </AnalyticsHarness>,
    );
    await screen.findByTestId('remote-fallback');
    // React may hand the boundary the same error more than once: the tracker sends it once.
    expect(tracker.records.filter((r) => r.kind === 'error')).toContainEqual(
      expect.objectContaining({ kind: 'error', type: 'render', remote: 'mf_knowledge', version: 'k7', error: thrown }),
    );
  });

  it('tries again after the registry is read again, and renders the remote when it is back', async () => {
    loadRemoteComponent.mockResolvedValueOnce(null).mockResolvedValueOnce(loaded(() => <h2>Back again</h2>));
    renderSlot();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(retryRemote).toHaveBeenCalledWith('mf_knowledge');
    expect(loadRemoteComponent).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while loading or failed when silent', async () => {
    loadRemoteComponent.mockResolvedValue(null);
    const { container } = renderSlot({ silent: true });
    await vi.waitFor(() => expect(loadRemoteComponent).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});

/**
 * Checked by `npm run typecheck`, not run: a slot takes only an expose of the remotes contract and
 * only that expose's props (each @ts-expect-error fails the typecheck if the error goes away).
 */
export function contractChecks() {
  return [
    // @ts-expect-error Services takes no props: the shell cannot pass it an article.
    <RemoteSlot key="1" remote="mf_knowledge" expose="Services" label="services" props={{ articleSlugId: 'x-1' }} />,
    // @ts-expect-error mf_knowledge exposes no CalculatorsSection.
    <RemoteSlot key="2" remote="mf_knowledge" expose="CalculatorsSection" label="calculators" />,
    // @ts-expect-error articleSlugId is a string.
    <RemoteSlot key="3" remote="mf_knowledge" expose="KnowledgeCenter" label="articles" props={{ articleSlugId: 1 }} />,
  ];
}
