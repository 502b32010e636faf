import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { BrowserRouter } from 'react-router-dom';
import { toastOptions } from './toasts.ts';

/** Mounts a remote's components alone, with what the shell would otherwise provide. */
export function renderStandalone(children: ReactNode): void {
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        {children}
        <Toaster position="top-right" toastOptions={toastOptions} />
      </BrowserRouter>
    </StrictMode>,
  );
}
