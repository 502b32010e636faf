import { OPEN_APPLICATION_DIALOG } from '@hl/shared/events';
import { toastOptions } from '@hl/shared/toasts';
import { Suspense, useEffect, useState } from 'react';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { NEWSLETTER_PATHS } from '../routing/routes.ts';
import { lazyPart } from '../ui/lazy-part.ts';
import { useIdleAfterLoad } from './useIdleAfterLoad.ts';

/** Below the sticky header (its Login and Apply buttons stay clear), far from the contact widget. */
const TOASTER_OFFSET = { top: 'calc(var(--hl-header-height, 4rem) + 0.75rem)' };

const ApplicationDialog = lazyPart(() => import('./ApplicationDialog.tsx'));

/**
 * The toaster, with react-hot-toast taken from the federation share scope: whichever copy the
 * remotes' toasts go to is the one it shows.
 */
const Toaster = lazyPart(async () => {
  const runtime = await import('../federation/runtime.ts');
  const shared = await runtime.loadShare<typeof import('react-hot-toast')>('react-hot-toast');
  const hotToast = (shared ? shared() : undefined) ?? (await import('react-hot-toast'));
  return {
    default: () => (
      <hotToast.Toaster position="top-right" toastOptions={toastOptions} containerStyle={TOASTER_OFFSET} />
    ),
  };
});

/**
 * What every route has, landing pages included: the application dialog, the newsletter modal (it
 * decides by path whether to open) and the toasts (top-right). None of them is part of the first
 * screen, so none is loaded before it: the dialog's code comes the first time it opens, the
 * newsletter and the toaster once the page has loaded and gone idle (a toast raised before then
 * waits and shows when the toaster mounts).
 */
export function GlobalParts() {
  const idle = useIdleAfterLoad();
  // null until the dialog first opens; then it stays mounted, so it can close and reopen.
  const [dialogOpen, setDialogOpen] = useState<boolean | null>(null);

  useEffect(() => {
    const onOpen = () => setDialogOpen(true);
    window.addEventListener(OPEN_APPLICATION_DIALOG, onOpen);
    return () => window.removeEventListener(OPEN_APPLICATION_DIALOG, onOpen);
  }, []);

  return (
    <>
      {dialogOpen === null ? null : (
        <Suspense fallback={null}>
          <ApplicationDialog open={dialogOpen} onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
      {/* Opens itself 4 s after a page of NEWSLETTER_PATHS opens; a lost remote only loses the offer. */}
      {idle ? (
        <RemoteSlot
          remote="mf_leads"
          expose="NewsletterModal"
          label="newsletter"
          silent
          props={{ allowedPaths: NEWSLETTER_PATHS }}
        />
      ) : null}
      {idle ? (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      ) : null}
    </>
  );
}
