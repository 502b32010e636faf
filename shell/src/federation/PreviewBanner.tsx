import { createRoot, type Root } from 'react-dom/client';
import styles from './PreviewBanner.module.css';

/** The BFF's route that takes this browser's preview cookie away (and goes back to the site). */
export const END_PREVIEW_PATH = '/api/remotes/preview/end';

export interface Preview {
  name: string;
  version: string | null;
}

/** Says that this browser sees builds nobody else sees (the registry's `preview`), and how to stop. */
export function PreviewBanner({ previews }: { previews: readonly Preview[] }) {
  if (previews.length === 0) return null;
  const builds = previews.map(({ name, version }) => (version ? `${name} ${version}` : name)).join(', ');
  return (
    <aside className={styles.banner} aria-label="Preview">
      <p>
        Preview: {builds} — only this browser sees {previews.length === 1 ? 'it' : 'them'}.
      </p>
      <a href={END_PREVIEW_PATH}>End preview</a>
    </aside>
  );
}

let root: Root | undefined;

/**
 * Shows (or updates, or empties) the banner once the registry has been read. It is a root of its
 * own at the end of the body, fixed to the viewport: it appears after the first screen without
 * moving anything on it, and nothing of it ships before the federation code.
 */
export function showPreviews(previews: readonly Preview[]): void {
  if (!root) {
    if (previews.length === 0) return;
    const host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  }
  root.render(<PreviewBanner previews={previews} />);
}
