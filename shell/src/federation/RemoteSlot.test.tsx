import { MemoryRouter } from '@hl/shared/router-static';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const loadRemoteComponent = vi.fn();
const resetRemote = vi.fn(async (_name: string) => {});
vi.mock('./load-remote-component.ts', () => ({
  loadRemoteComponent: (...args: unknown[]) => loadRemoteComponent(...args),
}));
vi.mock('./registry.ts', () => ({ resetRemote: (name: string) => resetRemote(name) }));

const { RemoteSlot } = await import('./RemoteSlot.tsx');

function renderSlot(props: Partial<Parameters<typeof RemoteSlot>[0]> = {}) {
  return render(
    <MemoryRouter>
      <RemoteSlot remote="mf_test" expose="Thing" label="things" {...props} />
    </MemoryRouter>,
  );
}

describe('RemoteSlot', () => {
  beforeEach(() => {
    loadRemoteComponent.mockReset();
    resetRemote.mockClear();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });

  it('renders the remote component with its props once loaded', async () => {
    loadRemoteComponent.mockResolvedValue(({ who }: { who: string }) => <h2>Hello {who}</h2>);
    renderSlot({ props: { who: 'buyer' } });
    expect(screen.getByText('Loading things…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Hello buyer' })).toBeInTheDocument();
    expect(loadRemoteComponent).toHaveBeenCalledWith('mf_test', 'Thing');
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
    loadRemoteComponent.mockResolvedValue(() => {
      throw new Error('bad deploy');
    });
    render(
      <MemoryRouter>
        <p>Rest of the page</p>
        <RemoteSlot remote="mf_test" expose="Thing" label="things" />
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('remote-fallback')).toBeInTheDocument();
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
  });

  it('tries again after the runtime forgets the remote, and renders it when it is back', async () => {
    loadRemoteComponent.mockResolvedValueOnce(null).mockResolvedValueOnce(() => <h2>Back again</h2>);
    renderSlot();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(resetRemote).toHaveBeenCalledWith('mf_test');
    expect(loadRemoteComponent).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while loading or failed when silent', async () => {
    loadRemoteComponent.mockResolvedValue(null);
    const { container } = renderSlot({ silent: true });
    await vi.waitFor(() => expect(loadRemoteComponent).toHaveBeenCalled());
    expect(container).toBeEmptyDOMElement();
  });
});
