import { modalShowing } from '@hl/shared/modal';
import type { NewsletterModalProps } from '@hl/shared/remotes';
import { useLocation } from '@hl/shared/router';
import { lazy, Suspense, useEffect, useState } from 'react';
import { mayShowNewsletter, NEWSLETTER_DELAY_MS, SHOWN_KEY, setFlag } from '../lib/newsletter-visibility.ts';

const loadDialog = () => import('./NewsletterDialog.tsx');
const NewsletterDialog = lazy(loadDialog);

/** How long before it opens the dialog's code is fetched, so it is there on time. */
const PREFETCH_MS = 1500;

/**
 * The newsletter modal: shown once a browser session, NEWSLETTER_DELAY_MS after a page of an
 * allowed path opens, unless shown or dismissed earlier in the session
 * (docs/REQUIREMENTS.md#newsletter-modal), and not while another modal shows: then it opens as
 * that one closes. This part only keeps time: the dialog and its form (react-hook-form, zod) load
 * shortly before it opens, and never on a page where it will not.
 */
export default function NewsletterModal({ allowedPaths, delayMs = NEWSLETTER_DELAY_MS }: NewsletterModalProps) {
  const { pathname } = useLocation();
  // null until it first opens; then it stays mounted, so closing it plays out in the dialog.
  const [open, setOpen] = useState<boolean | null>(null);

  useEffect(() => {
    if (!mayShowNewsletter(pathname, sessionStorage, allowedPaths)) return;
    const prefetch = setTimeout(
      () => {
        if (!modalShowing()) void loadDialog();
      },
      Math.max(0, delayMs - PREFETCH_MS),
    );
    // Due while another modal shows (an article being read, the application form): it waits for
    // that one to close rather than stacking over it.
    const show = () => {
      if (modalShowing()) return;
      document.removeEventListener('close', show, true);
      setFlag(sessionStorage, SHOWN_KEY);
      setOpen(true);
    };
    const timer = setTimeout(() => {
      document.addEventListener('close', show, true);
      show();
    }, delayMs);
    return () => {
      clearTimeout(prefetch);
      clearTimeout(timer);
      document.removeEventListener('close', show, true);
    };
  }, [pathname, allowedPaths, delayMs]);

  if (open === null) return null;
  return (
    <Suspense fallback={null}>
      <NewsletterDialog open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
}
