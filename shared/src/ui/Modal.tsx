import { type ReactNode, useEffect, useId, useRef } from 'react';
import styles from './Modal.module.css';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: (reason: 'esc' | 'backdrop' | 'button') => void;
  children: ReactNode;
}

/**
 * The site's modal (the shell's dialogs and mf-leads' newsletter modal). A native <dialog>: the
 * browser keeps focus inside it, makes the page behind it inert and returns focus to the opener on
 * close. Escape, a backdrop click and the close button close it.
 */
export function Modal({ open, title, onClose, children }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the click handler is for the backdrop; keyboards close with Escape (onCancel).
    <dialog
      ref={ref}
      className={styles.dialog}
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
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label="Close" onClick={() => onClose('button')}>
            ×
          </button>
        </header>
        {open ? children : null}
      </div>
    </dialog>
  );
}
