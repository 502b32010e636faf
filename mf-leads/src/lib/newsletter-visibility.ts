/** The newsletter modal's timing and its once-a-session rule (docs/REQUIREMENTS.md#newsletter-modal). */
export const NEWSLETTER_DELAY_MS = 4000;

/** Session-storage flags: set once the modal was shown, or dismissed, in this browser session. */
export const SHOWN_KEY = 'hl_newsletter_shown';
export const DISMISSED_KEY = 'hl_newsletter_dismissed';

type Flags = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * An allowed path: exactly that path, or every path under it when it ends with '/' ('/articles/');
 * '/' itself is the home page only.
 */
const allows = (allowed: string, path: string) =>
  allowed.length > 1 && allowed.endsWith('/') ? path.startsWith(allowed) : path === allowed;

/**
 * Whether the modal may show on `path`: when the path is allowed (no list: every path) and it was
 * neither shown nor dismissed earlier in the session. Storage that cannot be read (privacy modes)
 * counts as "already shown": better never than on every page.
 */
export function mayShowNewsletter(path: string, storage: Flags, allowedPaths?: readonly string[]): boolean {
  if (allowedPaths && !allowedPaths.some((allowed) => allows(allowed, path))) return false;
  try {
    return storage.getItem(SHOWN_KEY) === null && storage.getItem(DISMISSED_KEY) === null;
  } catch {
    return false;
  }
}

/** Records a flag; storage that refuses it only means the modal might show again. */
export function setFlag(storage: Flags, key: typeof SHOWN_KEY | typeof DISMISSED_KEY): void {
  try {
    storage.setItem(key, '1');
  } catch {
    // Nothing to do: the flag is a courtesy, not a guarantee.
  }
}
