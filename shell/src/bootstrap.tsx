import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { federationReady } from './federation/registry.ts';
import './styles/global.css';

// Start reading the registry now, in parallel with the first render.
federationReady().catch((error) => console.warn('Remote registry unavailable', error));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
