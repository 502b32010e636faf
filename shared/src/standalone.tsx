import { lazy, type ReactNode, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { AnalyticsProvider, type Tracker } from './analytics/index.ts';
import { BrowserRouter } from './router.ts';
import { toastOptions } from './toasts.ts';
import { DESIGN_SYSTEM_PATH } from './ui/design-system-path.ts';
// A remote's own page has no shell: it loads the design tokens the shell would provide.
import './ui/tokens.css';

/** The design system's page, on every remote's standalone page at /design-system (loaded there only). */
const DesignSystem = lazy(() => import('./ui/DesignSystem.tsx'));

/** A remote's own page has no analytics remote: its records go to the console, for its team to see. */
const consoleTracker: Tracker = { record: (record) => console.debug('[analytics]', record) };

/**
 * Mounts a remote's components alone, with what the shell would otherwise provide; at
 * /design-system, the design system's page instead, built with the remote's own CSS.
 */
export function renderStandalone(children: ReactNode, { tracker = consoleTracker }: { tracker?: Tracker } = {}): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        <AnalyticsProvider tracker={tracker}>
          {window.location.pathname === DESIGN_SYSTEM_PATH ? (
            <Suspense fallback={null}>
              <DesignSystem />
            </Suspense>
          ) : (
            children
          )}
          <Toaster position="top-right" toastOptions={toastOptions} />
        </AnalyticsProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
