import { useAnalytics } from '@hl/shared/analytics';
import { openApplicationDialog } from '@hl/shared/events';
import { useEffect, useId, useState } from 'react';
import bubble from './Bubble.module.css';
import styles from './CallbackPrompt.module.css';
import { DismissButton } from './DismissButton.tsx';
import { CALLBACK_PROMPT_DELAY_MS, mayShowCallbackPrompt, rememberCallbackPromptShown } from './timing.ts';
import { useAfterDelay } from './useAfterDelay.ts';

interface CallbackPromptProps {
  onDismissed: () => void;
  /** Told when the prompt appears and goes. */
  onShownChange?: (shown: boolean) => void;
  /** Holds the prompt when it comes due until this turns false (the corner waits for a scroll). */
  held?: boolean;
}

/**
 * "Still comparing?": 300,000 ms into a visit, once a browser session, a small prompt offering a
 * callback; its button opens the application dialog with the callback form. `onDismissed` is where
 * focus goes when the visitor closes it (the prompt itself is gone).
 */
export function CallbackPrompt({ onDismissed, onShownChange, held = false }: CallbackPromptProps) {
  const { trackEvent } = useAnalytics();
  const [shown, setShown] = useState(false);
  const titleId = useId();
  useEffect(() => onShownChange?.(shown), [shown, onShownChange]);

  useAfterDelay(
    CALLBACK_PROMPT_DELAY_MS,
    () => mayShowCallbackPrompt(sessionStorage),
    () => {
      rememberCallbackPromptShown(sessionStorage);
      setShown(true);
      trackEvent('callback_prompt_shown');
    },
    held,
  );

  return (
    // A live region, present from the start, so the prompt is announced when it appears.
    <div role="status" className={bubble.region}>
      {shown ? (
        <section className={`${bubble.card} ${bubble.dismissable}`} aria-labelledby={titleId}>
          <h2 id={titleId} className={styles.title}>
            Still comparing? Let an expert call you back
          </h2>
          <p className={bubble.text}>Free, with no obligation: a bond consultant calls you in business hours.</p>
          <button
            type="button"
            className={bubble.primary}
            onClick={() => {
              trackEvent('callback_prompt_used');
              setShown(false);
              openApplicationDialog('callback_prompt');
            }}
          >
            Request a callback
          </button>
          <DismissButton
            onClick={() => {
              trackEvent('callback_prompt_dismissed');
              setShown(false);
              onDismissed();
            }}
          />
        </section>
      ) : null}
    </div>
  );
}
