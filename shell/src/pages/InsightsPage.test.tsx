import { MemoryRouter } from '@hl/shared/router-static';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const loads = vi.hoisted(() => ({ components: [] as string[], modules: [] as string[] }));

// Records what the shell asks of the remotes; the insights expose stands in as a heading.
vi.mock('../federation/load-remote-component.ts', () => ({
  loadRemoteComponent: async (remote: string, expose: string) => {
    loads.components.push(`${remote}/${expose}`);
    return expose === 'Insights'
      ? { value: () => <h1>Insights</h1>, build: { entry: 'insights', version: null } }
      : null;
  },
  loadRemoteDefault: async (remote: string, expose: string) => {
    loads.modules.push(`${remote}/${expose}`);
    return null;
  },
}));

const { Site } = await import('../App.tsx');

afterEach(() => {
  loads.components.length = 0;
  loads.modules.length = 0;
});

/** Lets the page load and go idle, as the shell waits for before loading the tracker and the newsletter. */
async function idle() {
  await new Promise((resolve) => setTimeout(resolve, 400));
}

describe('/insights in the shell', () => {
  it("mounts the analytics remote's Insights page without the public layout, tracker or pop-ups", async () => {
    render(
      <MemoryRouter initialEntries={['/insights']}>
        <Site />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: 'Insights' })).toBeInTheDocument();
    await idle();
    expect(loads.components).toEqual(['mf_analytics/Insights']);
    // No tracker: no page view nor event of the operators' visits reaches the site's analytics.
    expect(loads.modules).toEqual([]);
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(screen.queryByRole('button', { name: /contact|call/i })).toBeNull();
  });

  it('keeps the tracker and the newsletter on the public pages', async () => {
    render(
      <MemoryRouter initialEntries={['/privacy']}>
        <Site />
      </MemoryRouter>,
    );
    await idle();
    await waitFor(() => expect(loads.modules).toContain('mf_analytics/tracker'));
    expect(loads.components).toContain('mf_leads/NewsletterModal');
    expect(loads.components).not.toContain('mf_analytics/Insights');
  });
});
