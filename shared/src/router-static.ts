/**
 * Routers for rendering without the browser's history, from the same react-router as
 * @hl/shared/router: StaticRouter for the shell's build-time prerender, MemoryRouter for tests.
 * Not shared with remotes and never in a browser bundle.
 */
export { MemoryRouter, StaticRouter } from 'react-router';
