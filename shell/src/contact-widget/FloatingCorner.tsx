import { useEffect, useRef, useState } from 'react';
import { CallbackPrompt } from './CallbackPrompt.tsx';
import { ContactWidget } from './ContactWidget.tsx';
import styles from './FloatingCorner.module.css';

/**
 * The bottom-right corner of the site's pages: the contact widget, with the delayed callback prompt
 * above it. Both start hidden and decide in effects (timers, browser storage), so the first render
 * is the same on the server and in the browser. The corner stays empty until the visitor has
 * scrolled past the first screen (a bubble that comes due waits too): over the first screen it
 * would cover the hero's buttons and text, or a landing page's, on a phone.
 */
export function FloatingCorner() {
  const widgetButton = useRef<HTMLButtonElement>(null);
  // One card at a time: while the prompt shows, the nudge waits.
  const [promptShown, setPromptShown] = useState(false);
  const waiting = !useFirstScreenPassed();
  return (
    // A landmark of its own, so the menu and the bubbles are found in the page's outline.
    <aside className={styles.corner} aria-label="Contact options" data-waiting={waiting}>
      <CallbackPrompt onDismissed={() => widgetButton.current?.focus()} onShownChange={setPromptShown} held={waiting} />
      <ContactWidget buttonRef={widgetButton} hushed={promptShown} held={waiting} />
    </aside>
  );
}

/**
 * False until the page has scrolled a third of the window's height, then true for good; true at
 * once on a page too short to scroll that far.
 */
function useFirstScreenPassed(): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const reached = () => {
      const third = window.innerHeight / 3;
      return window.scrollY >= third || document.documentElement.scrollHeight - window.innerHeight < third;
    };
    if (reached()) {
      setPassed(true);
      return;
    }
    const onScroll = () => {
      if (!reached()) return;
      setPassed(true);
      window.removeEventListener('scroll', onScroll);
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return passed;
}
