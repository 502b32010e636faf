import { useAnalytics } from '@hl/shared/analytics';
import { Icon } from '@hl/shared/icons';
import { chatUrl, site } from '@hl/shared/site';
import a11y from '@hl/shared/visually-hidden.module.css';
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';
import bubble from './Bubble.module.css';
import styles from './ContactWidget.module.css';
import { DismissButton } from './DismissButton.tsx';
import { mayShowNudge, NUDGE_DELAY_MS, rememberNudgeDismissed } from './timing.ts';
import { useAfterDelay } from './useAfterDelay.ts';

type NudgeDismissal = 'dismiss' | 'cta' | 'see_options';

interface ContactWidgetProps {
  buttonRef: RefObject<HTMLButtonElement | null>;
  /** Keeps the nudge out of sight (not dismissed) while another card speaks, such as the callback prompt. */
  hushed?: boolean;
  /** Holds a nudge that comes due until this turns false (the corner waits for a scroll). */
  held?: boolean;
}

/**
 * The floating contact button (bottom right) with its menu (call, chat, e-mail) and the nudge
 * bubble that shows 15 s into a visit.
 *
 * The menu is a disclosure, not an ARIA `menu`: three ordinary links read best as a labelled list
 * of links, and `role="menu"` would promise arrow-key navigation and hide them from a screen
 * reader's list of links. It is non-modal, like the site's mobile navigation: focus moves to the
 * first choice when it opens; Escape, the overlay (phones), a second press of the button or a
 * choice close it with focus back on the button; a press elsewhere on the page or tabbing out of it
 * closes it and leaves focus where the visitor went.
 */
export function ContactWidget({ buttonRef, hushed = false, held = false }: ContactWidgetProps) {
  const { trackEvent } = useAnalytics();
  const [open, setOpen] = useState(false);
  const [nudge, setNudge] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const firstChoice = useRef<HTMLAnchorElement>(null);
  const menuId = useId();

  const close = useCallback(
    (returnFocus: boolean) => {
      setOpen(false);
      if (returnFocus) buttonRef.current?.focus();
    },
    [buttonRef],
  );
  const openMenu = (from: 'button' | 'nudge') => {
    setOpen(true);
    trackEvent('contact_widget_open', from);
  };

  useEffect(() => {
    if (!open) return;
    firstChoice.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    // On wider screens there is no overlay: a press anywhere outside closes the menu.
    const onPointer = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) close(false);
    };
    // Tabbing out of the menu closes it, leaving focus where it went.
    const onFocusOut = (e: FocusEvent) => {
      if (e.relatedTarget instanceof Node && !root.current?.contains(e.relatedTarget)) close(false);
    };
    const widget = root.current;
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    widget?.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
      widget?.removeEventListener('focusout', onFocusOut);
    };
  }, [open, close]);

  useAfterDelay(
    NUDGE_DELAY_MS,
    () => mayShowNudge(localStorage, Date.now()),
    () => {
      setNudge(true);
      trackEvent('nudge_shown');
    },
    held,
  );

  const dismissNudge = (how: NudgeDismissal) => {
    setNudge(false);
    rememberNudgeDismissed(localStorage, Date.now());
    trackEvent('nudge_dismissed', how);
  };

  const choice = (kind: 'phone' | 'chat' | 'email') => () => {
    trackEvent('contact_click', kind, 'contact_widget');
    close(true);
  };

  return (
    <div ref={root} className={styles.widget}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? close(false) : openMenu('button'))}
      >
        <Icon name={open ? 'close' : 'chat'} size={26} />
        <span className={a11y.visuallyHidden}>Contact us</span>
      </button>

      <div id={menuId} className={`${bubble.card} ${styles.menu}`} hidden={!open}>
        <p id={`${menuId}-title`} className={styles.menuTitle}>
          Talk to a bond consultant
        </p>
        <ul className={styles.choices} aria-labelledby={`${menuId}-title`}>
          <li>
            <a ref={firstChoice} href={`tel:${site.phone.tel}`} onClick={choice('phone')}>
              <Icon name="phone" size={20} />
              <span>
                Call us <span className={styles.detail}>{site.phone.display}</span>
              </span>
            </a>
          </li>
          <li>
            <a href={chatUrl()} target="_blank" rel="noopener noreferrer" onClick={choice('chat')}>
              <Icon name="chat" size={20} />
              <span>
                Chat on WhatsApp <span className={styles.detail}>Opens in a new tab</span>
              </span>
            </a>
          </li>
          <li>
            <a href={`mailto:${site.email}`} onClick={choice('email')}>
              <Icon name="mail" size={20} />
              <span>
                E-mail us <span className={styles.detail}>{site.email}</span>
              </span>
            </a>
          </li>
        </ul>
        <p className={styles.hours}>
          {site.businessHours.map((hours) => (
            <span key={hours}>{hours}</span>
          ))}
        </p>
      </div>

      {/* A live region, present from the start, so the nudge is announced when it appears. */}
      <div role="status" className={bubble.region}>
        {nudge && !open && !hushed ? (
          <div className={`${bubble.card} ${bubble.dismissable}`}>
            <DismissButton
              onClick={() => {
                dismissNudge('dismiss');
                buttonRef.current?.focus();
              }}
            />
            <p className={bubble.text}>
              <strong>Questions about your bond?</strong> Our consultants are a message away, and our help is free.
            </p>
            <div className={bubble.actions}>
              <a
                href={chatUrl()}
                target="_blank"
                rel="noopener noreferrer"
                className={bubble.primary}
                onClick={() => {
                  trackEvent('contact_click', 'chat', 'contact_nudge');
                  dismissNudge('cta');
                }}
              >
                Chat with us<span className={a11y.visuallyHidden}> (opens in a new tab)</span>
              </a>
              <button
                type="button"
                className={bubble.secondary}
                onClick={() => {
                  dismissNudge('see_options');
                  openMenu('nudge');
                }}
              >
                See options
              </button>
            </div>
          </div>
        ) : null}
      </div>

      {open ? (
        <div className={styles.overlay} data-testid="contact-overlay" aria-hidden="true" onClick={() => close(true)} />
      ) : null}
    </div>
  );
}
