import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './Modal.module.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: (reason: 'esc' | 'backdrop' | 'button') => void;
  children: ReactNode;
  /** Controls shown in the header before the close button (the article reader's Share). */
  actions?: ReactNode;
  /** A wider dialog, for reading. */
  wide?: boolean;
  /** Called once the dialog is showing (the article reader takes over from its StaticModal here). */
  onShown?: (dialog: HTMLDialogElement) => void;
}

/**
 * The site's modal (the shell's dialogs, mf-leads' newsletter modal, mf-knowledge's article
 * reader). A native <dialog>: the browser keeps focus inside it, makes the page behind it inert and
 * returns focus to the opener on close. Escape, a backdrop click and the close button close it,
 * and the page behind does not scroll while it is open.
 */
export function Modal({ open, title, onClose, children, actions, wide = false, onShown }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const shown = useRef(onShown);
  shown.current = onShown;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      shown.current?.(dialog);
    }
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => (open ? lockPageScroll() : undefined), [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click handler is for the backdrop; keyboards close with Escape (onCancel).
    <dialog
      ref={ref}
      className={wide ? `${styles.dialog} ${styles.wide}` : styles.dialog}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        onClose('esc');
      }}
      onClick={(e) => {
        // A click on the dialog element itself (not its content) is a click on the backdrop.
        if (e.target === e.currentTarget) onClose('backdrop');
      }}
    >
      <div className={styles.content}>
        <ModalHeader titleId={titleId} title={title}>
          {actions}
          <button type="button" className={styles.close} aria-label="Close" onClick={() => onClose('button')}>
            ×
          </button>
        </ModalHeader>
        {open ? children : null}
      </div>
    </dialog>
  );
}

function ModalHeader({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    // A div, not <header>: a dialog inside the footer would make a header a misplaced banner landmark.
    <div className={styles.header}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <div className={styles.actions}>{children}</div>
    </div>
  );
}

/**
 * A modal as the server sends it, before any script runs: the same frame, laid out as the browser
 * lays out an open modal <dialog>, over the same backdrop, with a link that closes it (to
 * `closeHref`). For HTML rendered ahead of time, which carries static-modal.css with it; the page's
 * own <Modal> replaces it once the script has loaded (the caller removes this one, found by `id`).
 */
export function StaticModal({
  id,
  title,
  closeHref,
  children,
  wide = false,
  actionsRoom,
  ...data
}: {
  id: string;
  title: string;
  closeHref: string;
  children: ReactNode;
  wide?: boolean;
  /**
   * The live modal's header actions, rendered invisible and unreachable: they need the script, but
   * the title must wrap as it will beside them.
   */
  actionsRoom?: ReactNode;
} & { [attribute: `data-${string}`]: string }) {
  const titleId = `${id}-title`;
  return (
    <div id={id} className="hl-static-backdrop" {...data}>
      <div
        role="dialog"
        aria-labelledby={titleId}
        className={`${styles.dialog} ${wide ? styles.wide : ''} hl-static-modal`}
      >
        <div className={styles.content}>
          <ModalHeader titleId={titleId} title={title}>
            {actionsRoom ? (
              <span className="hl-static-room" aria-hidden="true">
                {actionsRoom}
              </span>
            ) : null}
            <a className={styles.close} href={closeHref} aria-label="Close">
              ×
            </a>
          </ModalHeader>
          {children}
        </div>
      </div>
    </div>
  );
}

/**
 * Stops the page behind an open dialog from scrolling (a modal dialog makes it inert, but the wheel
 * and touch still scroll it). The count lives on the document, so dialogs of different bundles
 * (shell and remotes each carry this module) share it. A scrollbar that takes room keeps its
 * gutter, so the page does not shift sideways; where scrollbars take none (overlay or hidden
 * scrollbars), reserving a gutter would itself narrow the page, so none is.
 */
function lockPageScroll(): () => void {
  const root = document.documentElement;
  const count = Number(root.dataset.hlScrollLocks ?? 0);
  if (count === 0) {
    const scrollbarTakesRoom = window.innerWidth > root.clientWidth;
    root.style.overflow = 'hidden';
    if (scrollbarTakesRoom) root.style.scrollbarGutter = 'stable';
  }
  root.dataset.hlScrollLocks = String(count + 1);
  return () => {
    const left = Number(root.dataset.hlScrollLocks ?? 1) - 1;
    if (left > 0) {
      root.dataset.hlScrollLocks = String(left);
      return;
    }
    delete root.dataset.hlScrollLocks;
    root.style.overflow = '';
    root.style.scrollbarGutter = '';
  };
}

/**
 * Whether a modal is showing: an open <dialog> (this Modal, whichever bundle rendered it) or a
 * StaticModal the server sent. What comes up by itself (the newsletter offer, the contact nudges)
 * waits while one is, rather than stacking over what the visitor is reading.
 */
export function modalShowing(): boolean {
  return document.querySelector('dialog[open], .hl-static-backdrop') !== null;
}
