import { type ComponentType, lazy } from 'react';

/**
 * React.lazy for a part loaded on demand (a dialog, the toaster) that the page can do without: if
 * its code cannot be loaded (a dropped connection, a deploy that replaced the chunk) it renders
 * nothing, instead of an error that would take the whole page down.
 */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.warn('A part of the page could not be loaded', error);
      return { default: (() => null) as ComponentType<P> };
    }),
  );
}
