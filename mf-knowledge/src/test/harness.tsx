import { AnalyticsProvider } from '@hl/shared/analytics';
import { recordingTracker } from '@hl/shared/analytics-testing';
import { Route, Routes, useLocation, useParams } from '@hl/shared/router';
import { MemoryRouter } from '@hl/shared/router-static';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Toaster } from 'react-hot-toast';
import KnowledgeCenter from '../components/KnowledgeCenter.tsx';

/** Shows the router's location (path, query, state) as the address bar and history would. */
function LocationProbe() {
  const { pathname, search, state } = useLocation();
  return (
    <output data-testid="location" data-state={JSON.stringify(state ?? null)}>
      {pathname}
      {search}
    </output>
  );
}

/**
 * Renders a section as the shell holds it: in a router at `path`, under the analytics provider (a
 * recording tracker) and beside the toaster; the recorded events come back as [type, element?, value?],
 * and the records themselves (their marks) as `records`.
 */
export function renderSection(ui: ReactNode, path = '/') {
  const tracker = recordingTracker();
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <AnalyticsProvider tracker={tracker}>
        {ui}
        <LocationProbe />
        <Toaster />
      </AnalyticsProvider>
    </MemoryRouter>,
  );
  return { user, events: () => tracker.events(), records: () => tracker.records, ...view };
}

function HomePage({ onArticleNotFound }: { onArticleNotFound: (() => void) | undefined }) {
  const { slugId } = useParams();
  return <KnowledgeCenter articleSlugId={slugId} onArticleNotFound={onArticleNotFound} />;
}

/** The knowledge center as the shell's home page mounts it: /articles/:slugId passes the article. */
export function renderKnowledgeCenter(path = '/', onArticleNotFound?: () => void) {
  return renderSection(
    <Routes>
      <Route path="/articles/:slugId" element={<HomePage onArticleNotFound={onArticleNotFound} />} />
      <Route path="*" element={<HomePage onArticleNotFound={onArticleNotFound} />} />
    </Routes>,
    path,
  );
}

/** Where the router is now: path and query, and the history state. */
export function currentLocation(): { path: string; state: unknown } {
  const probe = document.querySelector('[data-testid="location"]');
  return { path: probe?.textContent ?? '', state: JSON.parse(probe?.getAttribute('data-state') ?? 'null') };
}
