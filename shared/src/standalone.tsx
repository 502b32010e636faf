import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { AnalyticsProvider, type Tracker } from './analytics/index.ts';
import { BrowserRouter } from './router.ts';
import { toastOptions } from './toasts.ts';
// A remote's own page has no shell: it loads the design tokens the shell would provide.
import './ui/tokens.css';

/** A remote's own page has no analytics remote: its records go to the console, for its team to see. */
const consoleTracker: Tracker = { record: (record) => console.debug('[analytics]', record) };

/** Mounts a remote's components alone, with what the shell would otherwise provide. */
export function renderStandalone(children: ReactNode, { tracker = consoleTracker }: { tracker?: Tracker } = {}): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        <AnalyticsProvider tracker={tracker}>
          {children}
          <Toaster position="top-right" toastOptions={toastOptions} />
        </AnalyticsProvider>
      </BrowserRouter>
    </StrictMode>,
  );
}
