import { useRef, useState } from 'react';
import { CallbackPrompt } from './CallbackPrompt.tsx';
import { ContactWidget } from './ContactWidget.tsx';
import styles from './FloatingCorner.module.css';

/**
 * The bottom-right corner of the site's pages: the contact widget, with the delayed callback prompt
 * above it. Both start hidden and decide in effects (timers, browser storage), so the first render
 * is the same on the server and in the browser.
 */
export function FloatingCorner() {
  const widgetButton = useRef<HTMLButtonElement>(null);
  // One card at a time: while the prompt shows, the nudge waits.
  const [promptShown, setPromptShown] = useState(false);
  return (
    // A landmark of its own, so the menu and the bubbles are found in the page's outline.
    <aside className={styles.corner} aria-label="Contact options">
      <CallbackPrompt onDismissed={() => widgetButton.current?.focus()} onShownChange={setPromptShown} />
      <ContactWidget buttonRef={widgetButton} hushed={promptShown} />
    </aside>
  );
}
