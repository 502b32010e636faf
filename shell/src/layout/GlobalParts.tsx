import { toastOptions } from '@hl/shared/toasts';
import { Toaster } from 'react-hot-toast';
import { RemoteSlot } from '../federation/RemoteSlot.tsx';
import { NEWSLETTER_PATHS } from '../routing/routes.ts';
import { ApplicationDialog } from './ApplicationDialog.tsx';
import { useIdleAfterLoad } from './useIdleAfterLoad.ts';

const TOASTER_OFFSET = { top: 'calc(var(--header-h, 4rem) + 0.75rem)' };

/**
 * What every route has, landing pages included: the dialog, the newsletter modal (it decides by
 * path whether to open) and the toasts (top-right).
 */
export function GlobalParts() {
  // The newsletter stays off the critical path.
  const idle = useIdleAfterLoad();
  return (
    <>
      <ApplicationDialog />
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
      {/* Below the sticky header (its Login and Apply buttons stay clear) and far from the contact
          widget in the bottom-right corner. */}
      <Toaster position="top-right" toastOptions={toastOptions} containerStyle={TOASTER_OFFSET} />
    </>
  );
}
